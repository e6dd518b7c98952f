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
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new OperatorError(0, 'The server cannot be reached. Check the connection and try again.');
  }
  const answer = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) {
    if (response.status === 401 && path !== '/operator/session') onSignedOut();
    throw new OperatorError(response.status, answer.error ?? `HTTP ${response.status}`);
  }
  return answer;
}

export const get = <T,>(path: string) => operatorCall<T>('GET', path);
export const post = <T,>(path: string, body?: unknown) => operatorCall<T>('POST', path, body ?? {});
