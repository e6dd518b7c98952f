import axios, { type AxiosInstance, isAxiosError } from 'axios';
import * as z from '../zod';
import { API_CALLS, GET_CALLS, type ApiCallName, type ApiRequest, type ApiResponse } from '../contract/index';
import { ApiError } from './api-error';

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

export interface ApiClient {
  /** Checks the body, calls `/api/<name>`, checks the answer; throws ApiError on any failure, `status: false` included. */
  call<Name extends ApiCallName>(name: Name, body: ApiRequest<Name>): Promise<ApiResponse<Name>>;
  /**
   * For the polled lists: sends the ETag of the last answer; on 304 gives that answer back (`changed: false`)
   * without parsing anything.
   */
  poll<Name extends ApiCallName>(name: Name, body: ApiRequest<Name>): Promise<{ changed: boolean; answer: ApiResponse<Name> }>;
  /**
   * An answer fetched without this client — the host's entry script asks for a signed-in page's first calls while
   * the client's own code is still on its way — checked exactly as `call` checks its own. Its ETag is remembered for
   * the next `poll` of the same call.
   */
  receive<Name extends ApiCallName>(name: Name, raw: RawAnswer, body?: ApiRequest<Name>): ApiResponse<Name>;
  /** The axios instance underneath (interceptors, tests). */
  readonly http: AxiosInstance;
}

/** An HTTP answer as fetch() gave it: status, ETag header, parsed JSON body (null when it was not JSON). */
export interface RawAnswer {
  status: number;
  etag?: string | null;
  data: unknown;
}

const NOT_MODIFIED = Symbol('not modified');

function serverMessageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { msg, message } = data as { msg?: unknown; message?: unknown };
  const text = typeof msg === 'string' && msg ? msg : typeof message === 'string' ? message : undefined;
  return text || undefined;
}

/** An answer with a status other than 2xx, with the server's message when it sent one. */
function httpError(call: string, status: number, data: unknown, cause?: unknown): ApiError {
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

/** One API client: the base URL, `env_type`/`app_key`, credentials, and the contract on both sides of every call. */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const http = axios.create({
    baseURL: config.baseURL,
    timeout: config.timeoutMs ?? 15_000,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });

  // Keyed by call and body: an ETag speaks for one question only (a history of other dates is another answer).
  const lastPolled = new Map<string, { etag: string; answer: unknown }>();
  const pollKey = (name: string, body: unknown) => `${name}|${JSON.stringify(body ?? {})}`;

  async function call<Name extends ApiCallName>(
    name: Name,
    body: ApiRequest<Name>,
    polling?: { etag?: string; onEtag: (etag: string | undefined) => void },
  ): Promise<ApiResponse<Name> | typeof NOT_MODIFIED> {
    const contract = API_CALLS[name];
    const checked = (contract.request as z.ZodMiniType).safeParse(body);
    if (!checked.success) {
      const first = checked.error.issues[0];
      throw new ApiError('bad_request', name, `${name}: ${z.prettifyError(checked.error)}`, {
        serverMessage: first?.message,
      });
    }
    const token = config.uniqueToken?.();
    const envelope = { env_type: config.envType, app_key: config.appKey, ...(token ? { unique_token: token } : {}) };
    let data: unknown;
    try {
      const response = GET_CALLS.has(name)
        ? await http.get(`/api/${name}`, { params: { baseUrl: globalThis.location?.origin ?? '' } })
        : await http.post(`/api/${name}`, { ...(checked.data as object), ...envelope }, {
            headers: polling?.etag ? { 'If-None-Match': polling.etag } : {},
            validateStatus: (status) => (status >= 200 && status < 300) || (polling !== undefined && status === 304),
          });
      if (response.status === 304) return NOT_MODIFIED;
      polling?.onEtag(typeof response.headers.etag === 'string' ? response.headers.etag : undefined);
      data = response.data;
    } catch (error) {
      throw toApiError(name, error);
    }
    return checkAnswer(name, data);
  }

  /** The answer against the contract; `status: false` is a refusal. */
  function checkAnswer<Name extends ApiCallName>(name: Name, data: unknown): ApiResponse<Name> {
    const parsed = (API_CALLS[name].response as z.ZodMiniType).safeParse(data);
    if (!parsed.success) {
      throw new ApiError('bad_response', name, `${name}: unexpected answer: ${z.prettifyError(parsed.error)}`, {
        serverMessage: serverMessageOf(data),
      });
    }
    const answer = parsed.data as ApiResponse<Name>;
    if ('status' in (answer as object) && (answer as { status: boolean }).status === false) {
      throw new ApiError('rejected', name, `${name}: ${serverMessageOf(data) ?? 'refused'}`, {
        serverMessage: serverMessageOf(data),
      });
    }
    return answer;
  }

  return {
    call: (name, body) => call(name, body) as Promise<ApiResponse<typeof name>>,
    async poll(name, body) {
      const key = pollKey(name, body);
      const last = lastPolled.get(key);
      let etag: string | undefined;
      const answer = await call(name, body, { etag: last?.etag, onEtag: (value) => (etag = value) });
      if (answer === NOT_MODIFIED && last) return { changed: false, answer: last.answer as ApiResponse<typeof name> };
      if (answer === NOT_MODIFIED) throw new ApiError('bad_response', name, `${name}: 304 without an earlier answer`);
      if (etag) lastPolled.set(key, { etag, answer });
      else lastPolled.delete(key);
      return { changed: true, answer };
    },
    receive(name, raw, body) {
      if (raw.status < 200 || raw.status >= 300) throw httpError(name, raw.status, raw.data);
      const answer = checkAnswer(name, raw.data);
      if (raw.etag) lastPolled.set(pollKey(name, body), { etag: raw.etag, answer });
      return answer;
    },
    http,
  };
}
