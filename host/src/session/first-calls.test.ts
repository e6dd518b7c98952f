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

/** A fresh copy of the module (its early answers are per page); its client is the one startFakeApi pointed here. */
async function freshFirstCalls() {
  let module!: typeof FirstCalls;
  await jest.isolateModulesAsync(async () => {
    module = await import('./first-calls');
  });
  return module;
}

const detail = { status: true, msg: '', user_name: 'Demo Player', mobile: '9876543210', wallet_amt: 5000, betting_status: 1, min_withdrawal: 500, server_time: '2026-11-22T05:30:00.000Z' };
const dashboard = { status: true, msg: '', server_time: '2026-11-22T05:30:00.000Z', result: [], wallet_amt: 5000, betting_status: 1, web_chart: [] };

const PLAYER = '9876543210';
const signedIn = () => globalThis.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ username: 'Demo Player', mobile: PLAYER }));

test('a signed-in page sends the detail and dashboard calls at once, with the app key; the client checks the answers; SessionSync takes them once', async () => {
  signedIn();
  api.reply('api-get-user-details', { json: detail });
  api.reply('api-get-dashboard-data', { json: dashboard });
  const calls = await freshFirstCalls();

  await calls.startFirstCalls();
  await calls.startFirstCalls();
  const first = await calls.takeFirstCalls(PLAYER);

  await expect(first.detail).resolves.toMatchObject({ answer: { user_name: 'Demo Player', wallet_amt: 5000 } });
  await expect(first.dashboard).resolves.toMatchObject({ answer: { changed: true, answer: { wallet_amt: 5000 } } });
  expect(api.calls.map((call) => call.name).sort()).toEqual(['api-get-dashboard-data', 'api-get-user-details']);
  for (const call of api.calls) expect(call.body).toMatchObject({ env_type: 'Prod', app_key: expect.any(String) });

  // Taken once: a later session on the same page makes its own calls.
  await expect(calls.takeFirstCalls(PLAYER)).resolves.toEqual({});

  // The early body is the client's own envelope: the same fields, the same env_type (the app key is the build's in
  // both; the fake API's client here is configured with a test key).
  await calls.fetchDetail();
  const [early, viaClient] = api.calls.filter((call) => call.name === 'api-get-user-details').map((call) => call.body);
  expect(Object.keys(early ?? {}).sort()).toEqual(Object.keys(viaClient ?? {}).sort());
  expect(early?.env_type).toBe(viaClient?.env_type);
});

test('the answers are only for the player the page opened with', async () => {
  signedIn();
  api.reply('api-get-user-details', { json: detail });
  api.reply('api-get-dashboard-data', { json: dashboard });
  const calls = await freshFirstCalls();
  await calls.startFirstCalls();
  await expect(calls.takeFirstCalls('9123456789')).resolves.toEqual({});
});

test('a signed-out visitor costs no call', async () => {
  const calls = await freshFirstCalls();
  await calls.startFirstCalls();
  expect(api.calls).toEqual([]);
  await expect(calls.takeFirstCalls(PLAYER)).resolves.toEqual({});
});

test('an early call that fails hands its failure to whoever takes it (a 401 signs the player out there)', async () => {
  signedIn();
  api.reply('api-get-user-details', { status: 401, json: { status: false, msg: 'Your session has expired. Please log in again.' } });
  api.reply('api-get-dashboard-data', { status: 401, json: { status: false, msg: 'Your session has expired. Please log in again.' } });
  const calls = await freshFirstCalls();
  await calls.startFirstCalls();
  const first = await calls.takeFirstCalls(PLAYER);
  await expect(first.detail).rejects.toMatchObject({ kind: 'http', isUnauthorised: true });
  await expect(first.dashboard).rejects.toMatchObject({ kind: 'http', isUnauthorised: true });
});

test('an answer that breaks the contract is refused as the client refuses its own', async () => {
  signedIn();
  api.reply('api-get-user-details', { json: { status: true, msg: '', wallet_amt: 'lots' } });
  api.reply('api-get-dashboard-data', { json: { status: false, msg: 'Server busy', wallet_amt: 'lots' } });
  const calls = await freshFirstCalls();
  await calls.startFirstCalls();
  const first = await calls.takeFirstCalls(PLAYER);
  await expect(first.detail).rejects.toMatchObject({ kind: 'bad_response' });
  await expect(first.dashboard).rejects.toMatchObject({ kind: 'bad_response', details: { serverMessage: 'Server busy' } });
});
