import { useEffect, useState } from 'react';
import { apiClient } from '@matka/shared-kernel/api';
import { Screen } from '@matka/shared-kernel/ui';

/** How To Play (/htp): the steps and the tutorial video link, from the operator's content. */
export default function HowToPlay() {
  const [content, setContent] = useState<{ steps: string[]; video: string } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiClient()
      .call('api-how-to-play', {})
      .then((answer) => {
        const first = answer.content[0];
        setContent({ steps: (first?.how_to_play_content ?? '').split('\n').filter(Boolean), video: first?.video_link ?? '' });
      })
      .catch(() => setFailed(true));
  }, []);
  return (
    <Screen title="How To Play">
      {failed && <p role="alert">An error occurred. Please try again.</p>}
      {!content && !failed && <p role="status">Loading…</p>}
      {content && (
        <>
          <ol>
            {content.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {content.video && (
            <p>
              <a href={content.video} target="_blank" rel="noreferrer">
                Watch the tutorial video
              </a>
            </p>
          )}
        </>
      )}
    </Screen>
  );
}
