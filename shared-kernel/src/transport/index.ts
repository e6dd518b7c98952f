/**
 * The page's one connection to the API: where it is, the `env_type` / `app_key` every body carries, the session's
 * cookie, and the ETags of the polled answers. A shared singleton (shared-kernel/singletons.json): the host provides
 * it and every remote uses the host's, so there is one configuration and one ETag memory in the page.
 *
 * It knows nothing of the contract: the checks of each call's body and answer travel with the code that makes the
 * call (`@matka/shared-kernel/api`, bundled into each app), so a remote built on a newer contract checks its calls
 * with its own schemas on an older host.
 */
import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { BUILT_APP_KEY } from '@matka/shared-kernel/app-key';
import { ApiError } from '@matka/shared-kernel/errors';

export interface ApiClientConfig {
  /** Where the API is: '' for the same origin (the app's own server). */
  baseURL: string;
  appKey: string;
  envType: string;
  /** Per call; a player on 4G waits this long at most. Default 15 s. */
  timeoutMs?: number;
  /** For app clients without cookies: sent as the body's `unique_token`. */
  uniqueToken?: () => string | null | undefined;
}

/** An HTTP answer as fetch() gave it: status, ETag header, parsed JSON body (null when it was not JSON). */
export interface RawAnswer {
  status: number;
  etag?: string | null;
  data: unknown;
}

export interface SendOptions {
  /** Answered with GET (the payment gateway's calls); every other call is a POST of the body. */
  get?: boolean;
  /** The ETag of the last answer: a 304 then resolves to `'not-modified'`. */
  etag?: string;
}

/** A polled answer remembered with its ETag, for the next poll of the same call and body. */
export interface Remembered {
  etag: string;
  answer: unknown;
}

export interface Transport {
  /**
   * Sends `body` (already checked) to `/api/<name>` with the envelope; resolves to the 2xx answer, or `'not-modified'`
   * on a 304 to a request that carried an ETag. Throws ApiError for no answer, no answer in time, or another status.
   */
  send(name: string, body: object, options?: SendOptions): Promise<RawAnswer | 'not-modified'>;
  /** The last answer remembered for a poll key, if any. */
  remembered(key: string): Remembered | undefined;
  /** Remembers (or, with no ETag, forgets) the answer of a poll key. */
  remember(key: string, etag: string | null | undefined, answer: unknown): void;
  /** The axios instance underneath (tests). */
  readonly http: AxiosInstance;
}

function serverMessageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { msg, message } = data as { msg?: unknown; message?: unknown };
  const text = typeof msg === 'string' && msg ? msg : typeof message === 'string' ? message : undefined;
  return text || undefined;
}

/** An answer with a status other than 2xx, with the server's message when it sent one. */
export function httpError(call: string, status: number, data: unknown, cause?: unknown): ApiError {
  return new ApiError('http', call, `${call}: HTTP ${status}`, { httpStatus: status, serverMessage: serverMessageOf(data), cause });
}

function toApiError(call: string, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', call, `${call}: no answer in time`, { cause: error });
    }
    if (!error.response) return new ApiError('network', call, `${call}: network error`, { cause: error });
    return httpError(call, error.response.status, error.response.data, error);
  }
  return new ApiError('network', call, `${call}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
}

/** A transport of its own (tests, tools); the page's is `appTransport()`. */
export function createTransport(config: ApiClientConfig): Transport {
  const http = axios.create({
    baseURL: config.baseURL,
    timeout: config.timeoutMs ?? 15_000,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  const memory = new Map<string, Remembered>();

  return {
    async send(name, body, options = {}) {
      const token = config.uniqueToken?.();
      const envelope = { env_type: config.envType, app_key: config.appKey, ...(token ? { unique_token: token } : {}) };
      const polling = options.etag !== undefined;
      try {
        const response = options.get
          ? await http.get(`/api/${name}`, { params: { baseUrl: globalThis.location?.origin ?? '' } })
          : await http.post(`/api/${name}`, { ...body, ...envelope }, {
              headers: options.etag ? { 'If-None-Match': options.etag } : {},
              validateStatus: (status) => (status >= 200 && status < 300) || (polling && status === 304),
            });
        if (response.status === 304) return 'not-modified';
        return { status: response.status, etag: typeof response.headers.etag === 'string' ? response.headers.etag : null, data: response.data };
      } catch (error) {
        throw toApiError(name, error);
      }
    },
    remembered: (key) => memory.get(key),
    remember(key, etag, answer) {
      if (etag) memory.set(key, { etag, answer });
      else memory.delete(key);
    },
    http,
  };
}


let config: ApiClientConfig = { baseURL: '', appKey: BUILT_APP_KEY, envType: 'Prod' };
let transport: Transport | null = null;

/** Sets how the page talks to the API (tests point it at a fake server). */
export function configureApiClient(next: Partial<ApiClientConfig>): void {
  config = { ...config, ...next };
  transport = null;
}

/** The page's one transport, shared by the host and every remote. */
export function appTransport(): Transport {
  transport ??= createTransport(config);
  return transport;
}
