import { useState } from 'react';

/**
 * A change an operator sees before making it (a cancelled day, a reverted result): `ask` loads the preview (a refusal
 * is the error line and no preview), `confirm` makes the change, says what was done (`said`, from the answer), clears
 * the preview and calls `onDone`; a refusal keeps the preview on screen with the error. `dismiss` drops the preview.
 */
export function usePreviewThenConfirm<Preview, Answer>(
  preview: () => Promise<Preview>,
  make: (note: string) => Promise<Answer>,
  said: (answer: Answer) => string,
  onDone?: () => void,
) {
  const [shown, setShown] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const ask = async () => {
    setError(null);
    setDone(null);
    try {
      setShown(await preview());
    } catch (failure) {
      setShown(null);
      setError((failure as Error).message);
    }
  };
  const confirm = async (note: string) => {
    try {
      const answer = await make(note);
      setShown(null);
      setDone(said(answer));
      onDone?.();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  return { preview: shown, error, done, ask, confirm, dismiss: () => setShown(null) };
}
