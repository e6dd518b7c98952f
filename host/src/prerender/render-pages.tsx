/**
 * Run by the host build (host/webpack.config.ts, in Node through tsx): renders the pages of pages.ts into the built
 * index.html (read from stdin) and prints `{ "<file>": "<html>" }` on stdout. Nothing of a player is in them: they
 * are rendered without a session, with no API answer.
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ReactElement } from 'react';
import { PATHS } from '@matka/shared-kernel/paths';
import { ShellProviders, ShellRoutes } from '../App';
import { hostRoutes, loadLogin } from '../host-routes';
import type { RemoteLoading } from '../federation/start-remote-loading';
import { MainLayout } from '../layout/MainLayout';
import { HomeStart } from '../layout/ScreenLoading';
import { HOLD_SCRIPT, HOLD_STYLE } from './hold-script';
import { FRAME_MARK, HEADLINE_SLOT, HOME_FRAME, HOME_FRAME_WITH_HEADLINE, PRERENDERED_LISTING, VISITOR_PAGES, type PrerenderedListing } from './pages';

// No remote is loaded while rendering these pages: the loader is never asked.
const noRemotes = {} as RemoteLoading;

function visitorPage(path: string): ReactElement {
  return (
    <ShellProviders remotes={noRemotes}>
      <MemoryRouter initialEntries={[path]}>
        <ShellRoutes />
      </MemoryRouter>
    </ShellProviders>
  );
}

/**
 * Home's frame: header and footer, and, for a player shown it, Home's headline where Home draws it, its text a slot the
 * server fills (`HEADLINE_SLOT`). Home's rows and skeleton come with Home, in one paint, so nothing drawn here moves.
 */
function homeFrame(withHeadline: boolean): ReactElement {
  return (
    <ShellProviders remotes={noRemotes}>
      <MemoryRouter initialEntries={[PATHS.home]}>
        <MainLayout>{withHeadline ? <HomeStart text={HEADLINE_SLOT} /> : null}</MainLayout>
      </MemoryRouter>
    </ShellProviders>
  );
}

/** A visitor's screen has a form: it holds a submit made before the app has arrived (hold-script.ts). */
const HOLDS_SUBMITS = `<script>${HOLD_SCRIPT}</script><style>${HOLD_STYLE}</style>`;

function intoPage(template: string, mark: string, tree: ReactElement, head = ''): string {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(tree));
    // The page is served under a strict Content-Security-Policy: the screen itself may not need an inline script (the
    // one the page has, the hold script, is allowed by its hash).
    if (html.includes('<script')) throw new Error(`the page for ${mark} has an inline script`);
    if (html.includes('<!--$!-->')) throw new Error(`the page for ${mark} rendered a loading fallback`);
    // The built page is minified: `<div id=root></div>`.
    const root = /<div id="?root"?><\/div>/;
    if (!root.test(template)) throw new Error('index.html has no empty <div id="root">');
    return template
      .replace('</head>', () => `${sheet.getStyleTags()}${head}</head>`)
      .replace(root, () => `<div id="root" data-prerendered="${mark}">${html}</div>`);
  } finally {
    sheet.seal();
  }
}

async function main(): Promise<void> {
  let template = '';
  for await (const chunk of process.stdin) template += chunk;
  // React.lazy loads a screen on its first render: render once to start the loads, wait for them, then for real.
  for (const path of Object.keys(VISITOR_PAGES)) renderToString(visitorPage(path));
  await Promise.all([loadLogin(), ...hostRoutes.map((route) => route.load())]);
  await new Promise((resolve) => setTimeout(resolve, 0));

  const files: Record<string, string> = {};
  const frames = ['/', PATHS.home];
  const listing: PrerenderedListing = {
    visitor: {},
    player: Object.fromEntries(frames.map((path) => [path, HOME_FRAME])),
    playerWithHeadline: Object.fromEntries(frames.map((path) => [path, HOME_FRAME_WITH_HEADLINE])),
    headlineSlot: HEADLINE_SLOT,
  };
  for (const [path, file] of Object.entries(VISITOR_PAGES)) {
    files[file] = intoPage(template, path, visitorPage(path), HOLDS_SUBMITS);
    listing.visitor[path] = file;
  }
  files[HOME_FRAME] = intoPage(template, FRAME_MARK, homeFrame(false));
  files[HOME_FRAME_WITH_HEADLINE] = intoPage(template, FRAME_MARK, homeFrame(true));
  // The marquee's label and its two copies: the server fills every one.
  if (files[HOME_FRAME_WITH_HEADLINE].split(HEADLINE_SLOT).length !== 4) throw new Error("Home's frame does not draw its headline");
  files[PRERENDERED_LISTING] = JSON.stringify(listing, null, 2);
  process.stdout.write(JSON.stringify(files));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
