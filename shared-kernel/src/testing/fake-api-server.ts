import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureApiClient } from '@matka/shared-kernel/transport';
import { clearCallCache } from '@matka/shared-kernel/call-cache';

export interface Reply {
  status?: number;
  json: unknown;
  /** Holds the answer until `release()` is called (to see busy states). */
  held?: boolean;
  /** Sent as the ETag; a request carrying it in If-None-Match gets a bodiless 304. */
  etag?: string;
}

/**
 * A small HTTP server standing in for the API in component tests (the API itself is tested against the real
 * server in api/test and e2e/). The app's client is pointed at it; every call is recorded.
 */
export async function startFakeApi() {
  const calls: Array<{ name: string; body: Record<string, unknown>; ifNoneMatch?: string }> = [];
  const replies = new Map<string, Reply>();
  const waiting: Array<() => void> = [];
  const server = http.createServer((request, response) => {
    const cors = {
      'access-control-allow-origin': request.headers.origin ?? '*',
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'content-type, if-none-match',
      'access-control-expose-headers': 'etag',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, cors).end();
      return;
    }
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const name = (request.url ?? '').replace(/^\/api\//, '').split('?')[0] ?? '';
      const ifNoneMatch = request.headers['if-none-match'];
      calls.push({ name, body: raw ? (JSON.parse(raw) as Record<string, unknown>) : {}, ...(ifNoneMatch ? { ifNoneMatch } : {}) });
      const reply = replies.get(name) ?? { json: { status: true, msg: '' } };
      const send = () => {
        if (reply.etag && ifNoneMatch === reply.etag) {
          response.writeHead(304, { etag: reply.etag, ...cors }).end();
          return;
        }
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json', ...cors, ...(reply.etag ? { etag: reply.etag } : {}) });
        response.end(JSON.stringify(reply.json));
      };
      if (reply.held) waiting.push(send);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  configureApiClient({ baseURL, appKey: 'test-app-key' });
  return {
    baseURL,
    calls,
    reply: (name: string, answer: Reply) => replies.set(name, answer),
    release: () => waiting.splice(0).forEach((send) => send()),
    // Node keeps client sockets alive: drop them, or the test process waits for their idle timeout before it exits.
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A fake API as `startFakeApi` gives it. */
export type FakeApi = Awaited<ReturnType<typeof startFakeApi>>;

/**
 * A fake API for every test of a file: started before the first, closed after the last, its calls and the call cache
 * cleared before each test. Call it at the top of the file; its `reply`s in a later `beforeEach` or in a test.
 */
export function serveFakeApi(): Pick<FakeApi, 'calls' | 'reply' | 'release'> {
  let api: FakeApi | undefined;
  const running = () => {
    if (!api) throw new Error('the fake API is not running: serveFakeApi() belongs at the top of a test file');
    return api;
  };
  beforeAll(async () => {
    api = await startFakeApi();
  });
  afterAll(() => api?.close());
  beforeEach(() => {
    running().calls.length = 0;
    clearCallCache();
  });
  return {
    get calls() {
      return running().calls;
    },
    reply: (name, answer) => running().reply(name, answer),
    release: () => running().release(),
  };
}
