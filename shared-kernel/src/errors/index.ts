/** Why a call failed, so a screen can pick its text for it. */
export type ApiErrorKind =
  /** No answer: offline, DNS, connection refused. */
  | 'network'
  /** No answer in time. */
  | 'timeout'
  /** An HTTP error status (4xx/5xx), with the server's `msg` when it sent one. */
  | 'http'
  /** The server answered `status: false`, with its `msg`. */
  | 'rejected'
  /** The answer was not what the contract says. */
  | 'bad_response'
  /** The body we were about to send broke the contract; nothing was sent. */
  | 'bad_request';

/** A failed API call, typed by kind. `serverMessage` is the server's own text, when it gave one. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly call: string,
    message: string,
    readonly details: { httpStatus?: number; serverMessage?: string; cause?: unknown } = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get httpStatus(): number | undefined {
    return this.details.httpStatus;
  }

  get serverMessage(): string | undefined {
    return this.details.serverMessage;
  }

  /** True when the server could not be reached: no answer, none in time, or a proxy's 502/503/504 in its place. */
  get isUnreachable(): boolean {
    if (this.kind === 'network' || this.kind === 'timeout') return true;
    const status = this.details.httpStatus;
    return this.kind === 'http' && (status === 502 || status === 503 || status === 504);
  }

  /** True when the session is missing or expired: the app signs the player out. */
  get isUnauthorised(): boolean {
    return this.kind === 'http' && this.details.httpStatus === 401;
  }
}

/** The server's message if it gave one, else the fallback text of the screen. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : fallback;
}
