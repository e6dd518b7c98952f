import type * as FirstCalls from './first-calls';
import { SESSION_STORAGE_KEY } from '@matka/shared-kernel/session';
import { startFakeApi } from '@matka/shared-kernel/testing';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let baseURL: string;
beforeAll(async () => {
  api = await startFakeApi();
  baseURL = api.baseURL;
});
afterAll(() => api.close());

// The page's storage, and fetch() on the page's origin (here: the fake API's).
const stored = new Map<string, string>();
const nodeFetch = globalThis.fetch;
beforeAll(() => {
  Object.assign(globalThis, {
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
      clear: () => stored.clear(),
    },
    fetch: (input: string, init?: RequestInit) => nodeFetch(`${baseURL}${input}`, init),
  });
});
afterAll(() => Object.assign(globalThis, { fetch: nodeFetch }));
beforeEach(() => {
  stored.clear();
  api.calls.length = 0;
});

/** A fresh copy of the module (its early answers are per page) with its own client pointed at the fake API. */
async function freshFirstCalls() {
  let module!: typeof FirstCalls;
  await jest.isolateModulesAsync(async () => {
    (await import('@matka/shared-kernel/api')).configureApiClient({ baseURL, appKey: 'test-app-key' });
    module = await import('./first-calls');
  });
  return module;
}

const detail = { status: true, msg: '', user_name: 'Demo Player', mobile: '9876543210', wallet_amt: 5000, betting_status: 1, min_withdrawal: 500, server_time: '2026-11-22T05:30:00.000Z' };
const dashboard = { status: true, msg: '', server_time: '2026-11-22T05:30:00.000Z', result: [], wallet_amt: 5000, betting_status: 1, web_chart: [] };

test('a signed-in page sends the detail and dashboard calls at once, with the app key; the client checks the answers; SessionSync takes them once', async () => {
  globalThis.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ username: 'Demo Player', mobile: '9876543210' }));
  api.reply('api-get-user-details', { json: detail });
  api.reply('api-get-dashboard-data', { json: dashboard });
  const calls = await freshFirstCalls();

  await calls.startFirstCalls();
  await calls.startFirstCalls();
  const first = await calls.firstDetail();
  const poll = await calls.firstDashboardPoll();

  expect(first.answer).toMatchObject({ user_name: 'Demo Player', wallet_amt: 5000 });
  expect(poll.answer).toMatchObject({ changed: true, answer: { wallet_amt: 5000 } });
  expect(api.calls.map((call) => call.name).sort()).toEqual(['api-get-dashboard-data', 'api-get-user-details']);
  for (const call of api.calls) expect(call.body).toMatchObject({ env_type: 'Prod', app_key: expect.any(String) });

  // Taken once: the next ones are new calls.
  await calls.firstDetail();
  expect(api.calls.filter((call) => call.name === 'api-get-user-details')).toHaveLength(2);
});

test('a signed-out visitor costs no call: SessionSync makes its own when a player signs in', async () => {
  api.reply('api-get-user-details', { json: detail });
  const calls = await freshFirstCalls();
  await calls.startFirstCalls();
  expect(api.calls).toEqual([]);

  await calls.firstDetail();
  expect(api.calls.map((call) => call.name)).toEqual(['api-get-user-details']);
});

test('an early call that fails hands its failure to whoever takes it (a 401 signs the player out there)', async () => {
  globalThis.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ username: 'Demo Player', mobile: '9876543210' }));
  api.reply('api-get-user-details', { status: 401, json: { status: false, msg: 'Your session has expired. Please log in again.' } });
  api.reply('api-get-dashboard-data', { status: 401, json: { status: false, msg: 'Your session has expired. Please log in again.' } });
  const calls = await freshFirstCalls();
  await calls.startFirstCalls();
  await expect(calls.firstDetail()).rejects.toMatchObject({ kind: 'http', isUnauthorised: true });
  await expect(calls.firstDashboardPoll()).rejects.toMatchObject({ kind: 'http', isUnauthorised: true });
});

test('an answer that breaks the contract is refused as the client refuses its own', async () => {
  globalThis.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ username: 'Demo Player', mobile: '9876543210' }));
  api.reply('api-get-user-details', { json: { status: true, msg: '', wallet_amt: 'lots' } });
  api.reply('api-get-dashboard-data', { json: { status: false, msg: 'Server busy' } });
  const calls = await freshFirstCalls();
  await calls.startFirstCalls();
  await expect(calls.firstDetail()).rejects.toMatchObject({ kind: 'bad_response' });
  await expect(calls.firstDashboardPoll()).rejects.toMatchObject({ kind: 'bad_response', details: { serverMessage: 'Server busy' } });
});
