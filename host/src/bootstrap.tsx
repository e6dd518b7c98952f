import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { languageAtom, sessionAtom } from '@matka/shared-kernel/session';
import { App } from './App';
import { appStore } from './app-store';
import { remoteLoading } from './federation/start-remote-loading';
import { loadShellTexts } from './host-texts';
import { registerServiceWorker } from './offline/register';
import { releaseSubmits } from './prerender/held-submits';
import { mayHydrate } from './prerender/pages';
import { restoreLastDetail } from './session/SessionSync';

const root = document.getElementById('root') as HTMLElement;
restoreLastDetail();
const app = <App remotes={remoteLoading(window.location.pathname)} />;
// The page's language: the shell's texts in it are fetched before the first render (English is in the bundle), so
// nothing is drawn in English first. The page the server sent is in it already unless the device chose another since.
const language = appStore.get(languageAtom);
const drawnInLanguage = document.documentElement.lang === language;
document.documentElement.lang = language;
// The server sent this page already drawn (host/src/prerender): a visitor's screen is hydrated — the HTML stays, React
// takes it over — when it was drawn for this very path; Home's frame, or a page a signed-in player opened, is
// rendered over (the app draws the same frame first, so nothing moves). Either way as a transition: React renders the
// first tree in slices and lets the phone paint and answer taps between them, instead of one long task (at 4× CPU the
// shell's first render was a 120 ms task); what the page shows meanwhile is the server's drawing.
const start = () =>
  startTransition(() => {
    if (drawnInLanguage && mayHydrate(root.dataset.prerendered, window.location.pathname, appStore.get(sessionAtom) !== null)) hydrateRoot(root, app);
    else {
      releaseSubmits();
      createRoot(root).render(app);
    }
  });
// A catalog that cannot be fetched (offline, a new build) leaves the shell in English rather than not starting.
loadShellTexts(language).then(start, start);
registerServiceWorker();
