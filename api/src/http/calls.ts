import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type * as z from '@matka/shared-kernel/zod';
import { API_CALLS, type ApiCallName, type ApiRequestData } from '@matka/shared-kernel/contract';
import { InvalidInput, NotPermitted, NotSignedIn } from '../domain-errors';
import { inLanguage, languageOfRequest } from './answer-language';
import { callerOrigin } from './origins';

export const SESSION_COOKIE = 'matka_session';
/** What a call with a token whose session has ended (30 days, a password changed elsewhere, a logout) says. */
export const SESSION_ENDED = 'Your session has expired. Please log in again.';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A call's alias at the root path (`POST /<call-name>`), where the legacy clients post (docs/operations.md § Moving from an existing backend). */
    rootAlias?: boolean;
  }
}

/** What a call's handler gets: the parsed body, the signed-in player (for calls that need one), the HTTP pair. */
export interface CallContext<Name extends ApiCallName, Player> {
  body: ApiRequestData<Name>;
  user: Player;
  /** The signed-in player, or null on a call a signed-out visitor may make (`auth: false` or `'optional'`). */
  player: Player | null;
  /** A token came whose session has ended, and the call answers it as a visitor (`endedSessionAtRoot`). */
  sessionEnded: boolean;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What a handler returns: the answer's fields besides `status` (and `msg`, when it has one to say). */
export type CallAnswer = { msg?: string } & Record<string, unknown>;

export interface CallOptions {
  /**
   * Whether the call needs a signed-in player (default true); `'optional'`: a visitor without a session gets the
   * public answer, a presented session is checked as on any call.
   */
  auth?: boolean | 'optional';
  /**
   * At the root paths (the legacy clients', which take no 401 as signed out: docs/operations.md § The legacy web
   * client), a token whose session has ended gets the visitor's answer, with `sessionEnded`, instead of a 401.
   */
  endedSessionAtRoot?: 'visitor';
}

/** Who a session token belongs to: the players' sessions (app.ts hands in the accounts feature's), null when nobody. */
export interface SessionFinder<Player> {
  find(token: string): Promise<Player | null>;
}

export interface CallDeps<Player> {
  /** The `app_key`s a call may carry (APP_KEYS): our own build's and the field apps'. */
  appKeys: readonly string[];
  sessions: SessionFinder<Player>;
}

/** A cookie of the request, decoded; one that does not decode (`%zz`) is no cookie: its holder is signed out. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The first problem of a body, in words the player can read (the contract's message, with the field). */
function describeIssues(error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> }): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.join('.');
  // The contract's own texts (docs/screens.md) stand alone; zod's generic ones need the field to make sense.
  const generic = /^(Invalid|Too (small|big)|Unrecognized|Expected|must be)/.test(issue.message);
  return generic && field ? `${field}: ${issue.message}` : issue.message;
}

/**
 * Registers one call of the contract as `POST /api/<name>`, and as `POST /<name>` at the root for the legacy clients
 * already in the field (their web and Android apps post there): the body is checked with the shared contract (400
 * with a message when it is wrong), `app_key` against the configured keys, the session where the call needs one (401),
 * then the handler runs and its answer goes out as `{ status: true, msg, ... }`.
 */
export function registerCall<Name extends ApiCallName, Player>(
  app: FastifyInstance,
  deps: CallDeps<Player>,
  name: Name,
  options: CallOptions,
  handler: (context: CallContext<Name, Player>) => Promise<CallAnswer>,
): void {
  const schema = API_CALLS[name].request as z.ZodMiniType;
  const auth = options.auth ?? true;
  const answerCall = async (request: FastifyRequest, reply: FastifyReply) => {
    // A page on another origin calls only when the operator allows it (CORS_ORIGINS): no cross-site forms or fetches.
    if (callerOrigin(request) === 'foreign') throw new NotPermitted('Request origin not allowed', 'bad_origin');
    // No body at all reads as {}; a JSON `null` is a body, and not an object.
    const raw: unknown = request.body === undefined ? {} : request.body;
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      throw new InvalidInput('The request body must be a JSON object', 'bad_request');
    }
    const envelope = raw as { app_key?: unknown; unique_token?: unknown };
    if (typeof envelope.app_key !== 'string' || !deps.appKeys.includes(envelope.app_key)) {
      throw new NotPermitted('Invalid app key', 'bad_app_key');
    }

    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new InvalidInput(describeIssues(parsed.error), 'invalid_body');

    let user: Player | null = null;
    let sessionEnded = false;
    if (auth !== false) {
      const cookieToken = readCookie(request, SESSION_COOKIE);
      const bodyToken = typeof envelope.unique_token === 'string' ? envelope.unique_token : undefined;
      const token = bodyToken || cookieToken;
      if (token) {
        user = await deps.sessions.find(token);
        sessionEnded = !user && options.endedSessionAtRoot === 'visitor' && request.routeOptions.config.rootAlias === true;
        if (!user && !sessionEnded) throw new NotSignedIn(SESSION_ENDED, 'session_expired');
      } else if (auth === true) {
        throw new NotSignedIn('Please log in to continue', 'no_session');
      }
    }
    const answer = await handler({ body: parsed.data as ApiRequestData<Name>, user: user as Player, player: user, sessionEnded, request, reply });
    // A polled call whose ETag still stands answers 304 with no body.
    if (reply.statusCode === 304) return reply.send();
    const said = { status: true, msg: '', ...answer };
    return { ...said, msg: inLanguage(said.msg, languageOfRequest(request)) };
  };
  app.post(`/api/${name}`, answerCall);
  app.post(`/${name}`, { config: { rootAlias: true } }, answerCall);
}

/** Sets the session cookie: HttpOnly, SameSite=Lax, Secure over https. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, maxAgeSeconds: number): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${SESSION_COOKIE}=${encodeURIComponent(token)}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`,
  );
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('Set-Cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`);
}

/** The session token from the cookie or the body, if any (for logout). */
export function presentedToken(request: FastifyRequest): string | undefined {
  const body = request.body as { unique_token?: unknown } | undefined;
  return (typeof body?.unique_token === 'string' && body.unique_token) || readCookie(request, SESSION_COOKIE);
}
