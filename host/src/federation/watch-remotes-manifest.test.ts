/** @jest-environment jsdom */
import { setImmediate as nextTurn } from 'node:timers';
import type { RemotesManifest } from '@matka/shared-kernel/remotes';
import type { RemoteLoader } from './remote-loader';
import { MANIFEST_CHECK_MS, watchRemotesManifest } from './watch-remotes-manifest';

const manifest = (enabled: boolean): RemotesManifest => ({
  remotes: [{ name: 'wallet', manifest: '/remotes/wallet/mf-manifest.json', enabled, paths: ['/imp7'], menus: [] }],
});

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A loader that records the manifests it is given, and remotes.json answers the test chooses. */
function harness() {
  const updates: RemotesManifest[] = [];
  const loader = { update: (next: RemotesManifest) => updates.push(next) } as unknown as RemoteLoader;
  const answers: Array<() => Promise<Response>> = [];
  const fetchImpl = jest.fn(() => (answers.shift() ?? (() => Promise.reject(new Error('no answer'))))()) as unknown as typeof fetch;
  // jsdom has no Response: what fetchRemotesManifest reads of one.
  const answer = (body: unknown, status = 200) => answers.push(async () => ({ ok: status < 300, status, json: async () => body }) as Response);
  return { updates, fetchImpl, answer, stop: watchRemotesManifest(loader, fetchImpl) };
}

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => nextTurn(resolve));
};

afterEach(() => jest.useRealTimers());

test('remotes.json is asked for again when the tab comes back to the foreground, not while it is hidden', async () => {
  const { updates, fetchImpl, answer, stop } = harness();
  answer(manifest(false));
  setVisibility('hidden');
  await settle();
  expect(fetchImpl).not.toHaveBeenCalled();
  setVisibility('visible');
  await settle();
  expect(updates).toEqual([manifest(false)]);
  stop();
});

test('a visible page asks every few minutes; a failed or malformed answer keeps what the page has', async () => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  setVisibility('hidden');
  const { updates, fetchImpl, answer, stop } = harness();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  jest.advanceTimersByTime(MANIFEST_CHECK_MS - 1000);
  expect(fetchImpl).not.toHaveBeenCalled();

  answer({ remotes: 'broken' });
  jest.advanceTimersByTime(MANIFEST_CHECK_MS);
  await settle();
  expect(fetchImpl).toHaveBeenCalledTimes(1);
  expect(updates).toEqual([]);

  answer(manifest(true));
  jest.advanceTimersByTime(MANIFEST_CHECK_MS + MANIFEST_CHECK_MS / 6);
  await settle();
  expect(updates).toEqual([manifest(true)]);
  stop();
  quiet.mockRestore();
});
