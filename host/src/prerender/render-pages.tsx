/**
 * Run by the host build (host/webpack.config.ts, in Node through tsx): renders the pages of pages.ts into the built
 * index.html (read from stdin) and prints `{ "<file>": "<html>" }` on stdout. Nothing of a player is in them: they
 * are rendered without a session, with no API answer, once in each language (the server picks one by the cookie or
 * Accept-Language, so nothing is drawn in English first).
 */
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import type { ReactElement } from 'react';
import { LANGUAGES, type Language } from '@matka/shared-kernel/languages';
import { PATHS } from '@matka/shared-kernel/paths';
import { languageAtom } from '@matka/shared-kernel/session';
import { appStore } from '../app-store';
import { ShellProviders, ShellRoutes } from '../App';
import { hostRoutes, loadLogin } from '../host-routes';
import type { RemoteLoading } from '../federation/start-remote-loading';
import { MainLayout } from '../layout/MainLayout';
import { loadShellTexts } from '../host-texts';
import { accountTexts } from '../screens/account-texts';
import { HomeStart } from '../layout/ScreenLoading';
import { HOLD_SCRIPT, HOLD_STYLE } from './hold-script';
import { FRAME_MARK, HEADLINE_SLOT, HOME_FRAME, HOME_FRAME_WITH_HEADLINE, PRERENDERED_LISTING, VISITOR_PAGES, inLanguage, type PagesInLanguage, type PrerenderedListing } from './pages';

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

function intoPage(template: string, language: Language, mark: string, tree: ReactElement, head = ''): string {
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
    const htmlTag = /<html lang="?en"?>/;
    if (!htmlTag.test(template)) throw new Error('index.html has no <html lang="en">');
    return template
      .replace(htmlTag, `<html lang="${language}">`)
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
  /** Every page in one language: the shell's texts in it are loaded, and the one store's language set, first. */
  async function pagesIn(language: Language): Promise<PagesInLanguage> {
    await Promise.all([loadShellTexts(language), accountTexts.load(language)]);
    appStore.set(languageAtom, language);
    const name = (file: string) => inLanguage(file, language);
    const pages: PagesInLanguage = {
      visitor: {},
      player: Object.fromEntries(frames.map((path) => [path, name(HOME_FRAME)])),
      playerWithHeadline: Object.fromEntries(frames.map((path) => [path, name(HOME_FRAME_WITH_HEADLINE)])),
    };
    for (const [path, file] of Object.entries(VISITOR_PAGES)) {
      files[name(file)] = intoPage(template, language, path, visitorPage(path), HOLDS_SUBMITS);
      pages.visitor[path] = name(file);
    }
    files[name(HOME_FRAME)] = intoPage(template, language, FRAME_MARK, homeFrame(false));
    files[name(HOME_FRAME_WITH_HEADLINE)] = intoPage(template, language, FRAME_MARK, homeFrame(true));
    // The marquee's label and its two copies: the server fills every one.
    if (files[name(HOME_FRAME_WITH_HEADLINE)]?.split(HEADLINE_SLOT).length !== 4) throw new Error("Home's frame does not draw its headline");
    return pages;
  }
  const english = await pagesIn('en');
  const listing: PrerenderedListing = { ...english, headlineSlot: HEADLINE_SLOT, languages: {} };
  for (const language of LANGUAGES) if (language !== 'en') listing.languages[language] = await pagesIn(language);
  files[PRERENDERED_LISTING] = JSON.stringify(listing, null, 2);
  process.stdout.write(JSON.stringify(files));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
