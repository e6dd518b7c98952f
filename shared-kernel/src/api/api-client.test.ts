import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from './api-client';
import { ApiError, messageOf } from '@matka/shared-kernel/errors';

type Handler = (
  body: Record<string, unknown>,
  request: http.IncomingMessage,
) => { status?: number; json?: unknown; delayMs?: number; headers?: Record<string, string> };

let handler: Handler;
let server: http.Server;
let baseURL: string;
const received: Array<{ url: string; body: Record<string, unknown> }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      received.push({ url: request.url ?? '', body });
      const answer = handler(body, request);
      setTimeout(() => {
        response.writeHead(answer.status ?? 200, { 'content-type': 'application/json', ...answer.headers });
        response.end(answer.status === 304 ? undefined : JSON.stringify(answer.json ?? {}));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (received.length = 0));

const client = (extra: Partial<Parameters<typeof createApiClient>[0]> = {}) =>
  createApiClient({ baseURL, appKey: 'test-app-key', envType: 'Prod', ...extra });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('the API client', () => {
  test('posts to /api/<call> with env_type and app_key, and returns the parsed answer', async () => {
    handler = () => ({ json: { status: true, msg: '', wallet_amt: '1500' } });
    await expect(client().call('api-user-wallet-balance', {})).resolves.toEqual({ status: true, msg: '', wallet_amt: 1500 });
    expect(received[0]).toEqual({ url: '/api/api-user-wallet-balance', body: { env_type: 'Prod', app_key: 'test-app-key' } });
  });

  test('sends unique_token when the app has one', async () => {
    handler = () => ({ json: { status: true, wallet_amt: 1 } });
    await client({ uniqueToken: () => 'tok' }).call('api-user-wallet-balance', {});
    expect(received[0]?.body.unique_token).toBe('tok');
  });

  test('checks the body before sending: nothing goes out for a bad one', async () => {
    handler = () => ({ json: { status: true } });
    const error = await failure(client().call('api-user-login', { mobile: '123', password: 'x' }));
    expect(error.kind).toBe('bad_request');
    expect(error.serverMessage).toBe('Phone No is not valid!');
    expect(received).toEqual([]);
  });

  test('status:false is an error carrying the server msg', async () => {
    handler = () => ({ json: { status: false, msg: 'User Not Registered' } });
    const error = await failure(client().call('api-user-login', { mobile: '9876543210', password: 'secret' }));
    expect([error.kind, error.serverMessage]).toEqual(['rejected', 'User Not Registered']);
    expect(messageOf(error, 'An error occurred. Please try again.')).toBe('User Not Registered');
  });

  test('an HTTP error keeps its status and message; 401 means signed out', async () => {
    handler = () => ({ status: 401, json: { status: false, msg: 'Please log in again' } });
    const error = await failure(client().call('api-user-wallet-balance', {}));
    expect([error.kind, error.httpStatus, error.serverMessage, error.isUnauthorised]).toEqual(['http', 401, 'Please log in again', true]);
  });

  test('an answer that breaks the contract is a bad_response', async () => {
    handler = () => ({ json: { status: true, wallet_amt: 'lots' } });
    await expect(failure(client().call('api-user-wallet-balance', {}))).resolves.toMatchObject({ kind: 'bad_response' });
  });

  test('a slow server is a timeout', async () => {
    handler = () => ({ json: { status: true, wallet_amt: 1 }, delayMs: 300 });
    await expect(failure(client({ timeoutMs: 50 }).call('api-user-wallet-balance', {}))).resolves.toMatchObject({ kind: 'timeout' });
  });

  test('no server is a network error', async () => {
    const offline = createApiClient({ baseURL: 'http://127.0.0.1:1', appKey: 'k', envType: 'Prod' });
    await expect(failure(offline.call('api-user-wallet-balance', {}))).resolves.toMatchObject({ kind: 'network' });
  });

  test('polling sends the last ETag and gets the last answer back on 304', async () => {
    const dashboard = { status: true, msg: '', result: [], wallet_amt: 100, betting_status: '1', server_time: '' };
    handler = (_body, request) =>
      request.headers['if-none-match'] === '"v1"' ? { status: 304, headers: { etag: '"v1"' } } : { json: dashboard, headers: { etag: '"v1"' } };
    const api = client();
    const first = await api.poll('api-get-dashboard-data', {});
    expect(first).toMatchObject({ changed: true, answer: { wallet_amt: 100, betting_status: true } });
    const second = await api.poll('api-get-dashboard-data', {});
    expect(second).toEqual({ changed: false, answer: first.answer });
    expect(received.map((r) => r.url)).toEqual(['/api/api-get-dashboard-data', '/api/api-get-dashboard-data']);
  });

  test('a plain call never treats 304 as an answer', async () => {
    handler = () => ({ status: 304 });
    await expect(failure(client().call('api-user-wallet-balance', {}))).resolves.toMatchObject({ kind: 'http', httpStatus: 304 });
  });

  test('a fallback text stands in when the server said nothing', () => {
    expect(messageOf(new Error('x'), 'An error occurred. Please try again.')).toBe('An error occurred. Please try again.');
  });
});
