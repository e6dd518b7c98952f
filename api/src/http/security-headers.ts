import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { parseRemotesManifest } from '@matka/shared-kernel/remotes';

type Directives = Record<string, string[]>;
const NONE = ["'none'"];
const SELF = ["'self'"];

/** What every answer may not do: be framed, load anything, point forms or `<base>` anywhere. */
const LOCKED: Directives = { defaultSrc: NONE, baseUri: NONE, formAction: NONE, frameAncestors: NONE };

/** JSON calls, files and errors: nothing to load, nothing to run. */
const API_POLICY: Directives = LOCKED;

/** A chart page: its own inline `<style>` and nothing else (no script, no image, no font). */
export const CHART_POLICY: Directives = { ...LOCKED, styleSrc: ["'unsafe-inline'"] };

/** HSTS for answers that came over https (directly, or through a TRUST_PROXY proxy's X-Forwarded-Proto). */
const HSTS = { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false };

/**
 * The origins of the remotes in remotes.json (as served) other than this server's: the federation runtime fetches
 * their `mf-manifest.json` (connect-src) and loads their entry and chunks as scripts (script-src). A switched-off
 * remote is not loaded and is left out; a relative manifest URL is this server. A remote whose manifest names a
 * publicPath on a third origin is not covered: put its manifest on the same origin as its files.
 */
export function remoteOrigins(remotesJson: string | null): string[] {
  if (remotesJson === null) return [];
  let value: unknown;
  try {
    value = JSON.parse(remotesJson);
  } catch {
    return [];
  }
  const parsed = parseRemotesManifest(value);
  if ('error' in parsed) return [];
  const origins = new Set<string>();
  for (const remote of parsed.manifest.remotes) {
    if (!remote.enabled || !URL.canParse(remote.manifest)) continue;
    const url = new URL(remote.manifest);
    if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
  }
  return [...origins];
}

const scriptHashes = new Map<string, string>();
/**
 * The CSP sources (`'sha256-…'`) of the inline scripts a page of the build runs: a visitor's drawn page has one (the
 * host's hold script, host/src/prerender/hold-script.ts). `type="application/json"` data is not run and needs none.
 * Derived from the page itself, so the policy allows exactly what the build put there.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=/.test(attributes) || /\btype="?application\/json/.test(attributes)) continue;
    let source = scriptHashes.get(text);
    if (!source) {
      if (scriptHashes.size >= 50) scriptHashes.clear();
      source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
      scriptHashes.set(text, source);
    }
    sources.push(source);
  }
  return sources;
}

/**
 * The host page's policy: its scripts from here and the remotes' origins, and the page's own inline scripts by their
 * hash (`inlineScripts`; JSON data is not run), so no 'unsafe-inline' and no 'unsafe-eval' for scripts; styles inline
 * too (styled-components writes its rules at run time, and the page has a `<style>`); images from here, `data:` and
 * any https origin (operators set slider and QR image URLs); calls to here and the remotes' origins.
 */
export function pagePolicy(remotesJson: string | null, inlineScripts: readonly string[] = []): Directives {
  const remotes = remoteOrigins(remotesJson);
  return {
    defaultSrc: SELF,
    scriptSrc: [...SELF, ...inlineScripts, ...remotes],
    connectSrc: [...SELF, ...remotes],
    styleSrc: [...SELF, "'unsafe-inline'"],
    imgSrc: [...SELF, 'data:', 'https:'],
    fontSrc: SELF,
    manifestSrc: SELF,
    workerSrc: SELF,
    objectSrc: NONE,
    baseUri: SELF,
    formAction: SELF,
    frameAncestors: NONE,
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's Content-Security-Policy directives, when not API_POLICY (see `routeSecurity`). */
    csp?: Directives;
  }
}

/** What every answer's headers follow (helmet's options), with `directives` as its policy and HSTS on https. */
function helmetOptions(directives: Directives, https: boolean): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'deny' },
    // Remotes on a CDN load this server's files and the reverse: resources are shared, not same-origin only.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: https ? HSTS : false,
  };
}

/** The headers helmet sets for these options: its middleware run once against a response that only records them. */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The security headers of an answer, by policy and scheme: helmet builds its middleware (and parses the directives)
 * on every call, which cost a fifth of an unchanged poll's time when done per request, so each set is made once. Page
 * policies follow remotes.json; the few sets kept are dropped when there are more than a few dozen.
 */
const headerSets = new Map<string, Record<string, string>>();
function securityHeaders(directives: Directives, https: boolean): Record<string, string> {
  const key = `${https ? 's' : '-'}${JSON.stringify(directives)}`;
  let headers = headerSets.get(key);
  if (!headers) {
    if (headerSets.size >= 50) headerSets.clear();
    headers = headersOf(helmetOptions(directives, https));
    headerSets.set(key, headers);
  }
  return headers;
}

/**
 * Security headers on every answer, as helmet writes them: a Content-Security-Policy (API_POLICY unless a route or
 * the page sets its own), `X-Content-Type-Options: nosniff`, `frame-ancestors 'none'` (and `X-Frame-Options: DENY`),
 * `Referrer-Policy: strict-origin-when-cross-origin`, and HSTS on https answers only.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // request.protocol is "https" for TLS here or, with TRUST_PROXY, a trusted proxy's X-Forwarded-Proto.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(securityHeaders(request.routeOptions.config.csp ?? API_POLICY, request.protocol === 'https'));
    done();
  });
}

/** A route of its own policy: `app.get(path, routeSecurity(CHART_POLICY), handler)`. */
export const routeSecurity = (directives: Directives) => ({ config: { csp: directives } });

/** Puts the host page's policy on this answer, for the remotes.json the page is served with and its inline scripts. */
export function applyPagePolicy(reply: FastifyReply, remotesJson: string | null, inlineScripts: readonly string[] = []): void {
  reply.headers(securityHeaders(pagePolicy(remotesJson, inlineScripts), reply.request.protocol === 'https'));
}
