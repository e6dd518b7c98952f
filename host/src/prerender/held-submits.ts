import type { HeldSubmits } from './hold-script';

declare global {
  interface Window {
    /** Set by the drawn page's hold script (hold-script.ts) before any of the app's code has arrived. */
    __matkaHold?: HeldSubmits;
  }
}

/**
 * Once the screen is React's: the page stops holding submits, and one held since the page came (hold-script.ts) is
 * sent again, to React's handler this time (the fields have then picked up what was typed: shared-kernel/ui's fields
 * read the DOM's value when they mount). Does nothing on a page that holds nothing (one React drew itself).
 */
export function releaseSubmits(): void {
  const hold = window.__matkaHold;
  if (!hold) return;
  delete window.__matkaHold;
  const form = hold.release();
  if (form?.isConnected) form.requestSubmit();
}
