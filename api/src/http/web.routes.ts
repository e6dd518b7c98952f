import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTE_NAME } from '@matka/shared-kernel/remotes';
import { isConsolePage, registerConsoleRoutes } from './console.routes';
import { SESSION_COOKIE, readCookie } from './calls';
import { escapeHtml, prerenderedPage } from './prerendered-pages';
import { diskHintSources, inlineJson, remoteHints } from './remote-hints';
import { HEADLINE_IDS, PAGE_DATA_IDS } from '@matka/shared-kernel/paths';
import { readServedRemotesJson } from './served-remotes';
import { languageFromAcceptLanguage, languageFromCookie } from '@matka/shared-kernel/language-rules';
import { applyPagePolicy, inlineScriptSources } from './security-headers';

/** Files named with a content hash never change: cache them for a year. */
const HASHED_FILE = /\.[0-9a-f]{10}\.js(\.map)?$/;
/** The release switches: never cached, so an operator's edit or a new remote build shows on the next load. */
const NEVER_CACHED = new Set(['remotes.json', 'mf-manifest.json', 'mf-stats.json', 'routes.json']);

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  const name = path.basename(filePath);
  if (NEVER_CACHED.has(name)) reply.header('Cache-Control', 'no-store');
  else if (HASHED_FILE.test(name)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
  else reply.header('Cache-Control', 'no-cache');
}

/** What a release's files are, by their ending (a webpack build: scripts, JSON, styles, source maps, images, fonts). */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/**
 * `GET /releases/<name>/<version>/<file>`: a file of a versioned release, from this server's releases folder or from
 * the published releases in the database, each with its precompressed `.br` / `.gz` copy when the browser takes one.
 */
function registerReleaseFiles(app: FastifyInstance, { url, files: releases }: ServedReleases): void {
  // Made if missing, so the first release needs no restart (a read-only deployment serves none from disk).
  fs.mkdirSync(releases.releasesDir, { recursive: true });
  app.get(`${url}:name/:version/*`, async (request, reply) => {
    const { name, version, '*': file } = request.params as { name: string; version: string; '*': string };
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const encodings = [...(/\bbr\b/.test(accepts) ? [['br', '.br'] as const] : []), ...(/\bgzip\b/.test(accepts) ? [['gzip', '.gz'] as const] : [])];
    let found = null;
    let encoding: string | null = null;
    for (const [name_, ending] of encodings) {
      found = await releases.file(name, version, `${file}${ending}`);
      if (found) {
        encoding = name_;
        break;
      }
    }
    found ??= await releases.file(name, version, file);
    if (!found) return reply.code(404).header('Cache-Control', 'no-store').send({ status: false, msg: 'Not found' });
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Access-Control-Allow-Origin', '*')
      .header('Vary', 'Accept-Encoding')
      .type(TYPES[path.extname(file)] ?? 'application/octet-stream');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.send('disk' in found ? fs.createReadStream(found.disk) : found.content);
  });
}

/** A POST of an HTML form to one of the app's page paths (the API's calls are JSON; files have an extension). */
function isNativeFormPost(request: FastifyRequest): boolean {
  const pathname = request.url.split('?')[0] ?? '/';
  const type = request.headers['content-type'] ?? '';
  return (
    /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/.test(type) &&
    (request.headers.accept ?? '').includes('text/html') &&
    !pathname.startsWith('/api/') &&
    !pathname.startsWith('/operator') &&
    !path.extname(pathname)
  );
}

/** Build files never served: dot files (`.build-stamp`) always, source maps in production. */
const notServed = (production: boolean) => (pathName: string) =>
  pathName.split('/').some((part) => part.startsWith('.')) || (production && pathName.endsWith('.map'));

/** The releases of remotes this server serves: the releases feature's files (app.ts hands them in). */
export interface ServedReleases {
  /** Where they are served (`/releases/`). */
  url: string;
  files: {
    releasesDir: string;
    /** A file of a release, on disk or in the database; null when there is none. */
    file(name: string, version: string, file: string): Promise<{ disk: string } | { content: Buffer } | null>;
    /** The mf-manifest.json behind a manifest URL this server serves, as text; null for any other. */
    servedManifest(url: string): string | null;
  };
}

export interface WebOptions {
  webRoot: string;
  remotesManifest: string;
  releases: ServedReleases;
  /** remotes.json for the player asking (null: a visitor; releases.service.ts); default: the operators' file with the builds' paths. */
  servedRemotes?: (request: FastifyRequest | null) => Promise<string | null>;
  /**
   * The operators' headlines that are on (public content) for the player asking, or null when none are shown to them
   * (no session, or betting off: the app shows headlines only while betting is on). Put in the player's page, so Home
   * draws its headline, its largest text, in its first paint instead of after the API client and a call. Default: none.
   */
  pageHeadlines?: (request: FastifyRequest) => Promise<Array<{ id: number; notes: string }> | null>;
  /** Production hides source maps; default false. */
  production?: boolean;
}

/** Every built remote under `<webRoot>/remotes/<name>/dist`: a new remote is served without a server change. */
function builtRemotes(webRoot: string): string[] {
  const folder = path.join(webRoot, 'remotes');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && REMOTE_NAME.test(entry.name) && fs.existsSync(path.join(folder, entry.name, 'dist')))
    .map((entry) => entry.name);
}

/**
 * The all-in-one mode: the built host at `/` (with history fallback for the app's routes), each built remote at
 * `/remotes/<name>/`, and the operators' manifest at `/remotes.json`, read from disk on every request.
 */
export async function registerWebRoutes(app: FastifyInstance, options: WebOptions): Promise<void> {
  const hostDist = path.join(options.webRoot, 'host', 'dist');
  const indexHtml = path.join(hostDist, 'index.html');
  const hidden = notServed(options.production ?? false);
  const allowedPath = (pathName: string) => !hidden(pathName);
  if (!fs.existsSync(indexHtml)) {
    app.log.warn(`${indexHtml} is missing: run "npm run build" to serve the app`);
  }

  const { releases } = options;
  const servedRemotes = options.servedRemotes ?? (async () => readServedRemotesJson(options.remotesManifest, options.webRoot));
  app.get('/remotes.json', async (request, reply) => {
    // The operators' file with each built remote's route paths filled in (served-remotes.ts).
    const manifest = await servedRemotes(request);
    if (manifest === null) return reply.code(404).header('Cache-Control', 'no-store').send({ status: false, msg: 'No remotes manifest' });
    return reply.header('Cache-Control', 'no-store').type('application/json').send(manifest);
  });

  // The service worker runs under its own script's policy: it fetches pages, the shell's files and the remotes' for
  // the player, so it gets the app page's policy (the default 'none' would block every fetch it makes).
  app.get('/sw.js', async (request, reply) => {
    const worker = await fs.promises.readFile(path.join(hostDist, 'sw.js'), 'utf8').catch(() => null);
    if (worker === null) return reply.code(404).send({ status: false, msg: 'Not found' });
    // A visitor's remotes.json: a canary release is served from here, so no player is given an origin a visitor is not.
    applyPagePolicy(reply, await servedRemotes(null));
    return reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(worker);
  });

  // The build writes .br and .gz beside each file (scripts/build.mjs): served when the browser accepts them.
  await app.register(fastifyStatic, {
    root: hostDist,
    prefix: '/',
    index: false,
    wildcard: true,
    preCompressed: true,
    allowedPath,
    setHeaders: setCacheHeaders,
  });
  for (const remote of builtRemotes(options.webRoot)) {
    await app.register(fastifyStatic, {
      root: path.join(options.webRoot, 'remotes', remote, 'dist'),
      prefix: `/remotes/${remote}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      allowedPath,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        setCacheHeaders(reply, filePath);
        // A host on another origin (a CDN, a staging shell) may load these files too.
        reply.header('Access-Control-Allow-Origin', '*');
      },
    });
  }

  // A release never changes once written (on this disk by scripts/release.mjs, or published into the database): every
  // file of it is cached for a year, and it stays served after players move on, for the pages still running it. New
  // releases are served without a restart, published ones by every instance.
  registerReleaseFiles(app, releases);
  const sendConsolePage = await registerConsoleRoutes(app, options.webRoot);

  /** The page (drawn at build for some paths: prerendered-pages.ts), with hints for the remote owning the path (remote-hints.ts). */
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const signedIn = Boolean(readCookie(request, SESSION_COOKIE));
    // A player's page brings the headlines shown to them (the page still comes if they cannot be read: the call asks later).
    const headlines = signedIn && options.pageHeadlines ? await options.pageHeadlines(request).catch(() => null) : null;
    // Home's headline, the page's largest text, is drawn in Home's frame itself: on screen at the first paint. The
    // same rule as the app's: an on headline with some text (use-headline.ts in the kernel).
    const home = headlines?.find((headline) => headline.id === HEADLINE_IDS.home && headline.notes.trim() !== '')?.notes ?? null;
    // The device's language (its cookie), else the browser's: the page comes drawn in it (docs/languages.md).
    const language = languageFromCookie(request.headers.cookie) ?? languageFromAcceptLanguage(request.headers['accept-language']);
    const { file, headlineSlot } = await prerenderedPage(hostDist, pathname, signedIn, home !== null, language);
    const built = await fs.promises.readFile(file, 'utf8').catch(() => null);
    if (built === null) return reply.code(404).send({ status: false, msg: 'The app is not built' });
    // The operators' text, escaped: it can never become markup. Split and joined: `$` in it is no replacement pattern.
    const page = headlineSlot && home !== null ? built.split(headlineSlot).join(escapeHtml(home)) : built;
    const sources = diskHintSources(await servedRemotes(request), options.webRoot, (url) => releases.files.servedManifest(url));
    const hints = remoteHints(pathname, sources);
    if (headlines) hints.push(inlineJson(PAGE_DATA_IDS.headlines, headlines));
    const html = hints.length > 0 ? page.replace('</head>', () => `${hints.join('')}</head>`) : page;
    applyPagePolicy(reply, sources.remotesJson, inlineScriptSources(page));
    // Which page depends on the session cookie: a cache must not hand a player's frame to a visitor.
    return reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(html);
  };
  app.get('/', (request, reply) => sendIndex(request, reply));
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/api/') &&
      !request.url.startsWith('/remotes/') &&
      !request.url.startsWith(releases.url) &&
      !path.extname(request.url.split('?')[0] ?? '') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage) return isConsolePage(request.url) ? sendConsolePage(request, reply) : sendIndex(request, reply);
    // A screen's form posted by the browser itself (the app's scripts never ran: the page's hold script holds a submit
    // until they do): back to the page, with nothing of the form in the address.
    if (request.method === 'POST' && isNativeFormPost(request)) return reply.redirect(request.url.split('?')[0] ?? '/', 303);
    return reply.code(404).send({ status: false, msg: 'Not found' });
  });
}
