import { OPERATOR_CALLS, operatorPath, type OperatorAnswer, type OperatorCallName, type OperatorInput } from '@matka/shared-kernel/operator-contract';

/**
 * The console's one way to the operator API: same-origin fetch, so the HttpOnly session cookie goes along and no
 * script ever holds the token. Errors come back as `OperatorError` with the server's `{ error }` text.
 */
export class OperatorError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OperatorError';
  }
}

/** Called when the server says the session is gone (401): the app shows the sign-in again. */
let onSignedOut: () => void = () => undefined;
export const whenSignedOut = (handler: () => void) => {
  onSignedOut = handler;
};

export async function operatorCall<T = Record<string, unknown>>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  return (await exchange<T>(method, path, body)).answer as T;
}

/**
 * A GET polled with the ETag of the answer held (`If-None-Match`): `null` when the server says it has not changed
 * (304, no body), else the new answer and its ETag.
 */
export async function poll<T>(path: string, etag: string | null): Promise<{ answer: T; etag: string | null } | null> {
  const { answer, response } = await exchange<T>('GET', path, undefined, etag);
  // (A test's stand-in response may carry no headers.)
  return response.status === 304 ? null : { answer: answer as T, etag: response.headers?.get('etag') ?? null };
}

/** A file sent as the body of an upload call, with its content type. */
interface FileBody {
  file: Blob;
  type: string;
}

async function exchange<T>(method: 'GET' | 'POST', path: string, body?: unknown, etag?: string | null, upload?: FileBody): Promise<{ answer: T | null; response: Response }> {
  let response: Response;
  const type = upload ? upload.type : body === undefined ? undefined : 'application/json';
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      // Polls keep their own copy and ETag: the browser's cache is not asked.
      cache: 'no-store',
      headers: { ...(type ? { 'content-type': type } : {}), ...(etag ? { 'if-none-match': etag } : {}) },
      body: upload ? upload.file : body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new OperatorError(0, 'The server cannot be reached. Check the connection and try again.');
  }
  if (response.status === 304) return { answer: null, response };
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) {
    if (response.status === 401 && path !== '/operator/session') onSignedOut();
    throw new OperatorError(response.status, answer.error ?? `HTTP ${response.status}`);
  }
  return { answer, response };
}

/** No fields at all. */
type Empty = Record<never, never>;
type Parts<Name extends OperatorCallName> = { [Part in keyof OperatorInput<Name> as OperatorInput<Name>[Part] extends undefined ? never : Part]: OperatorInput<Name>[Part] };
/** What a call takes: its path's parameters, query and body (a part that may be empty may be left out). */
export type CallInput<Name extends OperatorCallName> = { [Part in keyof Parts<Name> as Empty extends Parts<Name>[Part] ? never : Part]: Parts<Name>[Part] } & {
  [Part in keyof Parts<Name> as Empty extends Parts<Name>[Part] ? Part : never]?: Parts<Name>[Part];
};

/** The path (and query) of a call of the contract. */
export function pathOf<Name extends OperatorCallName>(name: Name, input?: CallInput<Name>): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  return operatorPath(OPERATOR_CALLS[name].path, params, query);
}

/** One call of the operator contract (`@matka/shared-kernel/operator-contract`): its answer typed as the contract says. */
export async function call<Name extends OperatorCallName>(name: Name, ...[input]: Empty extends CallInput<Name> ? [CallInput<Name>?] : [CallInput<Name>]): Promise<OperatorAnswer<Name>> {
  const { method } = OPERATOR_CALLS[name];
  const body = (input as { body?: unknown } | undefined)?.body;
  return operatorCall<OperatorAnswer<Name>>(method, pathOf(name, input), method === 'POST' ? (body ?? {}) : undefined);
}

export const get = <T,>(path: string) => operatorCall<T>('GET', path);
export const post = <T,>(path: string, body?: unknown) => operatorCall<T>('POST', path, body ?? {});

/** An upload call of the contract (its `upload` type): the file as the body, the query as the call takes it. */
export async function upload<Name extends 'app.apk.upload'>(name: Name, file: Blob, input?: CallInput<Name>): Promise<OperatorAnswer<Name>> {
  const spec = OPERATOR_CALLS[name];
  return (await exchange<OperatorAnswer<Name>>(spec.method, pathOf(name, input), undefined, null, { file, type: spec.upload })).answer as OperatorAnswer<Name>;
}
