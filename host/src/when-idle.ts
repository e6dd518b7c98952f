/**
 * Resolves once the browser is idle (at the latest after `timeoutMs`): for work the first screen does not need.
 * Browsers without requestIdleCallback wait a short moment instead.
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 300);
  });
}
