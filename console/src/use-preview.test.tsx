/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { usePreviewThenConfirm } from './use-preview';

type Preview = { bids: number };
type Answer = { refunded: number };

function setUp(previewAnswer: () => Promise<Preview>, makeAnswer: (note: string) => Promise<Answer>) {
  const onDone = jest.fn();
  const made: string[] = [];
  const hook = renderHook(() =>
    usePreviewThenConfirm(
      previewAnswer,
      (note) => (made.push(note), makeAnswer(note)),
      (answer) => `${answer.refunded} refunded`,
      onDone,
    ),
  );
  return { hook, onDone, made };
}

describe('usePreviewThenConfirm: a change seen before it is made', () => {
  test('ask shows the preview; confirm makes the change with the note, says what was done, clears the preview', async () => {
    const { hook, onDone, made } = setUp(async () => ({ bids: 3 }), async () => ({ refunded: 3 }));
    await act(() => hook.result.current.ask());
    expect(hook.result.current.preview).toEqual({ bids: 3 });
    await act(() => hook.result.current.confirm('rain'));
    expect(made).toEqual(['rain']);
    expect(hook.result.current).toMatchObject({ preview: null, done: '3 refunded', error: null });
    expect(onDone).toHaveBeenCalledTimes(1);
    // Asking again clears the last outcome.
    await act(() => hook.result.current.ask());
    expect(hook.result.current).toMatchObject({ preview: { bids: 3 }, done: null });
  });

  test('a refused preview is the error line and no preview; a refused change keeps the preview with its error', async () => {
    const refusing = setUp(async () => Promise.reject(new Error('market is enabled')), async () => ({ refunded: 0 }));
    await act(() => refusing.hook.result.current.ask());
    expect(refusing.hook.result.current).toMatchObject({ preview: null, error: 'market is enabled' });

    const failing = setUp(async () => ({ bids: 2 }), async () => Promise.reject(new Error('already settled')));
    await act(() => failing.hook.result.current.ask());
    await act(() => failing.hook.result.current.confirm(''));
    expect(failing.hook.result.current).toMatchObject({ preview: { bids: 2 }, error: 'already settled', done: null });
    expect(failing.onDone).not.toHaveBeenCalled();
    act(() => failing.hook.result.current.dismiss());
    expect(failing.hook.result.current.preview).toBeNull();
  });
});
