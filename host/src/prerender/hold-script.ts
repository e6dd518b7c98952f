/**
 * What a visitor's drawn page (render-pages.tsx) carries in its <head>, ahead of the form: the one inline script of
 * the app, allowed by its hash (the server puts the sha256 of a page's inline scripts in its Content-Security-Policy:
 * api/src/http/security-headers.ts).
 *
 * On a slow network the form is drawn seconds before the app's scripts have arrived (1.7 s against 9–11 s at 1.5 s
 * latency and 40 KB/s). A tap on the button in that gap would submit the bare HTML form: a reload that loses what was
 * typed. From the first byte of the page this script holds any submit instead, marks the page as holding (the button
 * then reads "Submitting...", HOLD_STYLE), and hands the form to the app, which sends it once the screen is hydrated
 * (held-submits.ts). Kept in ES5 and small: it runs on every visitor's first paint, before anything else.
 */
export const HOLD_SCRIPT =
  '(function(){var d=document,h=d.documentElement,w=window,held=null;' +
  'function hold(e){if(!(e.target instanceof HTMLFormElement))return;e.preventDefault();e.stopPropagation();held=e.target;h.setAttribute("data-holding","")}' +
  'd.addEventListener("submit",hold,true);' +
  'w.__matkaHold={release:function(){d.removeEventListener("submit",hold,true);h.removeAttribute("data-holding");var f=held;held=null;return f}}})();';

/**
 * While a submit is held the form's button says so, without touching the elements React will hydrate (a changed text
 * would be a hydration mismatch, and React would draw the form anew, empty): the mark is on <html>, outside the app.
 */
export const HOLD_STYLE =
  'html[data-holding] #root form button[type=submit]{position:relative;color:transparent;pointer-events:none}' +
  'html[data-holding] #root form button[type=submit]::after{content:"Submitting...";position:absolute;inset:0;display:flex;align-items:center;justify-content:center;color:#fff}';

/** What the hold script leaves on `window` for the app. */
export interface HeldSubmits {
  /** Stops holding and clears the mark; answers the form whose submit was held, if any. */
  release(): HTMLFormElement | null;
}
