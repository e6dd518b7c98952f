/**
 * A visitor may fill a prerendered form and tap its button before React has taken the page over. Without a hand on
 * it the browser would submit the bare HTML form (a reload that loses what was typed); instead the submit is held
 * from the moment the entry script runs and sent again once the screen is hydrated (its fields have then picked up
 * what was typed: shared-kernel/ui's fields read the DOM's value when they mount).
 */
let held: HTMLFormElement | null = null;
let holding = false;

function hold(event: Event): void {
  event.preventDefault();
  event.stopPropagation();
  held = event.target instanceof HTMLFormElement ? event.target : null;
}

/** From the entry script, on a page the server sent drawn. */
export function holdSubmits(): void {
  if (holding) return;
  holding = true;
  document.addEventListener('submit', hold, true);
}

/** Once the screen is React's: a held submit is sent again, to React's handler this time. */
export function releaseSubmits(): void {
  if (!holding) return;
  holding = false;
  document.removeEventListener('submit', hold, true);
  const form = held;
  held = null;
  if (form?.isConnected) form.requestSubmit();
}
