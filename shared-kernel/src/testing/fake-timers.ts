import { setTimeout as realSleep } from 'node:timers/promises';
import { act } from '@testing-library/react';

/**
 * Waits until `done()` holds while jest fakes the timers (`doNotFake: ['nextTick', 'queueMicrotask']`): it sleeps on
 * node's own timer, never on the faked clock, so real I/O (the fake API) goes on and only the test moves the poll's
 * time. Fails after about 5 s of real time.
 */
export async function untilUnderFakeTimers(done: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1000 && !done(); turn += 1) await act(() => realSleep(5));
  expect(done()).toBe(true);
}
