import axios, { type AxiosInstance, isAxiosError } from 'axios';
import { z } from 'zod';
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
  /** The axios instance underneath (interceptors, tests). */
  readonly http: AxiosInstance;
}

function serverMessageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { msg, message } = data as { msg?: unknown; message?: unknown };
  const text = typeof msg === 'string' && msg ? msg : typeof message === 'string' ? message : undefined;
  return text || undefined;
}

function toApiError(call: string, error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (isAxiosError(error)) {
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return new ApiError('timeout', call, `${call}: no answer in time`, { cause: error });
    }
    if (!error.response) return new ApiError('network', call, `${call}: network error`, { cause: error });
    const serverMessage = serverMessageOf(error.response.data);
    return new ApiError('http', call, `${call}: HTTP ${error.response.status}`, {
      httpStatus: error.response.status,
      serverMessage,
      cause: error,
    });
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

  async function call<Name extends ApiCallName>(name: Name, body: ApiRequest<Name>): Promise<ApiResponse<Name>> {
    const contract = API_CALLS[name];
    const checked = (contract.request as z.ZodType).safeParse(body);
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
        : await http.post(`/api/${name}`, { ...(checked.data as object), ...envelope });
      data = response.data;
    } catch (error) {
      throw toApiError(name, error);
    }
    const parsed = (contract.response as z.ZodType).safeParse(data);
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

  return { call, http };
}
