import { useCall } from '@matka/shared-kernel/data';
import { htmlLines } from '@matka/shared-kernel/domain';
import { Screen, Loading } from '@matka/shared-kernel/ui';

/**
 * How To Play (/htp): the steps and the tutorial video link, from the operator's content. The field comes as the legacy
 * clients take it (escaped text, a `<br>` between lines): read back into its lines (`htmlLines`), shown as text.
 */
export default function HowToPlay() {
  const { data, error, loading } = useCall('api-how-to-play', {});
  const first = data?.content[0];
  const steps = htmlLines(first?.how_to_play_content ?? '');
  return (
    <Screen title="How To Play">
      {loading && <Loading />}
      {error && !data && <p role="alert">An error occurred. Please try again.</p>}
      {data && (
        <>
          <ol>
            {steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          {first?.video_link && (
            <p>
              <a href={first.video_link} target="_blank" rel="noreferrer">
                Watch the tutorial video
              </a>
            </p>
          )}
        </>
      )}
    </Screen>
  );
}
