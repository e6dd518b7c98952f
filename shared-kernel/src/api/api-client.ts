import * as z from '../zod';
import { API_CALLS, GET_CALLS, type ApiCallName, type ApiRequest, type ApiResponse } from '../contract/index';
import { ApiError } from '@matka/shared-kernel/errors';
import { createTransport, httpError, type ApiClientConfig, type RawAnswer, type Transport } from '@matka/shared-kernel/transport';

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
}

function serverMessageOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { msg, message } = data as { msg?: unknown; message?: unknown };
  const text = typeof msg === 'string' && msg ? msg : typeof message === 'string' ? message : undefined;
  return text || undefined;
}

// Keyed by call and body: an ETag speaks for one question only (a history of other dates is another answer).
const pollKey = (name: string, body: unknown) => `${name}|${JSON.stringify(body ?? {})}`;

/**
 * The contract on both sides of every call, over a transport: this code and the contract travel with the app that
 * calls (each app bundles them), the transport is the page's one (`@matka/shared-kernel/transport`). Given a
 * configuration instead, the client gets a transport of its own (tests).
 */
export function createApiClient(over: Transport | ApiClientConfig): ApiClient {
  const transport = 'send' in over ? over : createTransport(over);

  function checkBody<Name extends ApiCallName>(name: Name, body: ApiRequest<Name>): object {
    const checked = (API_CALLS[name].request as z.ZodMiniType).safeParse(body);
    if (!checked.success) {
      const first = checked.error.issues[0];
      throw new ApiError('bad_request', name, `${name}: ${z.prettifyError(checked.error)}`, { serverMessage: first?.message });
    }
    return checked.data as object;
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
      throw new ApiError('rejected', name, `${name}: ${serverMessageOf(data) ?? 'refused'}`, { serverMessage: serverMessageOf(data) });
    }
    return answer;
  }

  return {
    async call(name, body) {
      const answer = await transport.send(name, checkBody(name, body), { get: GET_CALLS.has(name) });
      if (answer === 'not-modified') throw new ApiError('bad_response', name, `${name}: 304 to a call that sent no ETag`);
      return checkAnswer(name, answer.data);
    },
    async poll(name, body) {
      const key = pollKey(name, body);
      const last = transport.remembered(key);
      const answer = await transport.send(name, checkBody(name, body), { get: GET_CALLS.has(name), etag: last?.etag ?? '' });
      if (answer === 'not-modified') {
        if (last) return { changed: false, answer: last.answer as ApiResponse<typeof name> };
        throw new ApiError('bad_response', name, `${name}: 304 without an earlier answer`);
      }
      const checked = checkAnswer(name, answer.data);
      transport.remember(key, answer.etag, checked);
      return { changed: true, answer: checked };
    },
    receive(name, raw, body) {
      if (raw.status < 200 || raw.status >= 300) throw httpError(name, raw.status, raw.data);
      const answer = checkAnswer(name, raw.data);
      if (raw.etag) transport.remember(pollKey(name, body), raw.etag, answer);
      return answer;
    },
  };
}
