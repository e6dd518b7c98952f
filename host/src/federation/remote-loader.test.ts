/** @jest-environment jsdom */
import type { RemoteReport, RemotesManifest } from '@matka/shared-kernel/remotes';
import { RemoteLoader, failureReason } from './remote-loader';
import { ANSWER_TIMEOUT_MS } from './containment';
import { resetFailedReleasesForTests } from './failed-releases';
import { remoteReporter } from './report-remote';

// The federation runtime, played by the test: which entry each remote is registered at, and what loading its
// `./routes` gives for each entry.
type Plugin = {
  createScript?: (args: { url: string; remoteInfo?: { name: string } }) => unknown;
  fetch?: (url: string, init: RequestInit) => Promise<Response> | undefined;
  errorLoadRemote?: unknown;
};
const runtime = {
  plugins: [] as Plugin[],
  entries: new Map<string, string>(),
  loads: [] as string[],
  answer: new Map<string, () => Promise<unknown>>(),
};
jest.mock('@module-federation/enhanced/runtime', () => ({
  getInstance: () => null,
  registerPlugins: (plugins: Plugin[]) => runtime.plugins.push(...plugins),
  registerRemotes: (remotes: Array<{ name: string; entry: string }>) => {
    for (const remote of remotes) runtime.entries.set(remote.name, remote.entry);
  },
  loadRemote: (id: string) => {
    const entry = runtime.entries.get(id.split('/')[0] ?? '') ?? '';
    runtime.loads.push(entry);
    return (runtime.answer.get(entry) ?? (() => Promise.reject(new Error(`nothing at ${entry}`))))();
  },
}));

// Whether an entry that failed arrived with other bytes than released (entry-integrity.test.ts tests it in full).
const mismatches = new Map<string, string>();
jest.mock('./entry-integrity', () => ({ entryMismatch: async (url: string) => mismatches.get(url) ?? null }));

// The page's own address (jsdom's origin), as in the browser.
const BASE = new URL('/imp', window.location.href).href;
const url = (path: string) => new URL(path, BASE).href;
const HOME = { path: '/imp', title: 'Home', load: async () => ({ default: () => null }) };
const table = { routes: [HOME] };

const R1 = { release: '0.1.0-r1', manifest: '/releases/markets/0.1.0-r1/mf-manifest.json', integrity: 'sha384-one' };
const R2 = { release: '0.1.0-r2', manifest: '/releases/markets/0.1.0-r2/mf-manifest.json', integrity: 'sha384-two' };

/** remotes.json naming R2 for markets, falling back to R1; wallet switched off; each with its menus. */
function manifest(change: Partial<RemotesManifest['remotes'][number]> = {}): RemotesManifest {
  return {
    remotes: [
      {
        name: 'markets',
        manifest: R2.manifest,
        enabled: true,
        paths: ['/imp'],
        menus: [{ place: 'footer', label: 'Home', path: '/imp', order: 30, betting: false }],
        release: R2.release,
        integrity: R2.integrity,
        fallback: R1,
        ...change,
      },
      {
        name: 'wallet',
        manifest: '/remotes/wallet/mf-manifest.json',
        enabled: false,
        paths: ['/imp7'],
        menus: [{ place: 'footer', label: 'Funds', path: '/imp9', order: 20, betting: true }],
      },
    ],
  };
}

// What the shell's reporter sends (each outcome of a release once a page), caught before it leaves the page.
let reports: RemoteReport[];
const send = (async (_url: string, init: RequestInit) => {
  reports.push(JSON.parse(String(init.body)) as RemoteReport);
  return new Response(null, { status: 404 });
}) as typeof fetch;
const loader = (served = manifest()) => new RemoteLoader(served, BASE, remoteReporter('/api/remote-report', send));

beforeEach(() => {
  reports = [];
  runtime.plugins.length = 0;
  runtime.entries.clear();
  runtime.loads.length = 0;
  runtime.answer.clear();
  sessionStorage.clear();
  resetFailedReleasesForTests();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a release that fails to load falls back, and is reported', () => {
  test.each([
    ['its entry fails (a marked module from the containment plugin)', () => Promise.reject(new Error('ScriptNetworkError: Failed to load script')), /^entry: ScriptNetworkError/],
    ['its route table throws on evaluation', () => Promise.reject(new TypeError('(0 , o.newRule) is not a function')), /^routes: \(0 , o\.newRule\) is not a function$/],
    ['it has no route table', () => Promise.resolve({ screens: [] }), /^routes: its \.\/routes module has no route table$/],
    [
      'a singleton it needs is older in the page',
      () =>
        Promise.reject(
          new Error('[ Federation Runtime ]: Version 1.0.0 from host of shared singleton module @matka/shared-kernel/session does not satisfy the requirement of markets which needs ^1.1.0)'),
        ),
      /^singleton: Version 1\.0\.0 from host .* needs \^1\.1\.0\)$/,
    ],
  ])('when %s', async (_case, failure, reason) => {
    runtime.answer.set(url(R2.manifest), failure);
    runtime.answer.set(url(R1.manifest), async () => table);
    const found = await loader().lookup('/imp');
    expect(found).toMatchObject({ kind: 'found', remote: 'markets', release: R1.release });
    expect(runtime.loads).toEqual([url(R2.manifest), url(R1.manifest)]);
    expect(reports).toEqual([{ remote: 'markets', release: R2.release, outcome: 'failure', reason: expect.stringMatching(reason) }]);
  });

  test('an entry that arrived but is not the one released is reported as integrity, not as a network error', async () => {
    mismatches.set(url('/releases/markets/0.1.0-r2/remoteEntry.js'), 'remoteEntry.js is not the one released');
    runtime.answer.set(url(R2.manifest), () => Promise.reject(new Error('ScriptNetworkError: Failed to load script')));
    runtime.answer.set(url(R1.manifest), async () => table);
    expect(await loader().lookup('/imp')).toMatchObject({ kind: 'found', release: R1.release });
    expect(reports).toEqual([{ remote: 'markets', release: R2.release, outcome: 'failure', reason: 'integrity: remoteEntry.js is not the one released' }]);
    mismatches.clear();
  });

  test('for the rest of the session: a new page goes to the fallback at once, and does not report again', async () => {
    runtime.answer.set(url(R2.manifest), () => Promise.reject(new Error('broken')));
    runtime.answer.set(url(R1.manifest), async () => table);
    await loader().lookup('/imp');
    resetFailedReleasesForTests();
    reports = [];
    runtime.loads.length = 0;
    await expect(loader().lookup('/imp')).resolves.toMatchObject({ kind: 'found', release: R1.release });
    expect(runtime.loads).toEqual([url(R1.manifest)]);
    expect(reports).toEqual([]);
  });

  test('a load cut off because the player is leaving the page is not a failure: not remembered, not reported', async () => {
    runtime.answer.set(url(R2.manifest), () => Promise.reject(new TypeError('Failed to fetch')));
    runtime.answer.set(url(R1.manifest), async () => table);
    globalThis.dispatchEvent(new Event('pagehide'));
    await loader().lookup('/imp');
    globalThis.dispatchEvent(new Event('pageshow'));
    expect(reports).toEqual([]);
    resetFailedReleasesForTests();
    runtime.loads.length = 0;
    runtime.answer.set(url(R2.manifest), async () => table);
    await expect(loader().lookup('/imp')).resolves.toMatchObject({ kind: 'found', release: R2.release });
    expect(runtime.loads).toEqual([url(R2.manifest)]);
  });

  test('when the fallback fails too, both are reported and the route is unavailable; Retry starts again from the release named', async () => {
    runtime.answer.set(url(R2.manifest), () => Promise.reject(new Error('broken two')));
    runtime.answer.set(url(R1.manifest), () => Promise.reject(new Error('broken one')));
    const remotes = loader();
    await expect(remotes.lookup('/imp')).resolves.toEqual({ kind: 'unavailable', remote: 'markets', reason: expect.stringContaining('broken one') });
    expect(reports.map((report) => [report.release, report.outcome])).toEqual([
      [R2.release, 'failure'],
      [R1.release, 'failure'],
    ]);
    await expect(remotes.lookup('/imp')).resolves.toMatchObject({ kind: 'unavailable' });
    expect(runtime.loads).toHaveLength(2);

    runtime.answer.set(url(R2.manifest), async () => table);
    remotes.retry('markets');
    await expect(remotes.lookup('/imp')).resolves.toMatchObject({ kind: 'found', release: R2.release });
  });

  test('a remote without a release (development) is neither reported nor switched', async () => {
    runtime.answer.set(url('/remotes/markets/mf-manifest.json'), () => Promise.reject(new Error('down')));
    const remotes = loader(manifest({ manifest: '/remotes/markets/mf-manifest.json', release: undefined, integrity: undefined, fallback: undefined }));
    await expect(remotes.lookup('/imp')).resolves.toMatchObject({ kind: 'unavailable', remote: 'markets' });
    expect(reports).toEqual([]);
  });
});

describe('the path to a first screen', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    jest.useRealTimers();
    global.fetch = realFetch;
  });

  test('a remote that takes long to load while the page starts up (a busy phone) is shown, never given up on', async () => {
    jest.useFakeTimers();
    runtime.answer.set(url(R2.manifest), () => new Promise((resolve) => setTimeout(() => resolve(table), 40_000)));
    const lookup = loader().lookup('/imp');
    await jest.advanceTimersByTimeAsync(40_000);
    await expect(lookup).resolves.toMatchObject({ kind: 'found', remote: 'markets', release: R2.release });
    expect(reports).toEqual([]);
  });

  test("a remote's manifest that gives no answer fails its load in time (the runtime times its entry itself)", async () => {
    jest.useFakeTimers();
    const asked: string[] = [];
    global.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(input));
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }) as typeof fetch;
    loader();
    const manifestFetch = runtime.plugins.find((plugin) => plugin.fetch)?.fetch?.(url(R2.manifest), {});
    const failed = expect(manifestFetch).rejects.toMatchObject({ name: 'TimeoutError' });
    await jest.advanceTimersByTimeAsync(ANSWER_TIMEOUT_MS);
    await failed;
    expect(asked).toEqual([url(R2.manifest)]);
  });

  test('remotes.json that could not be used: every remote path is unavailable at once, nothing is loaded, links lead to the shell only', async () => {
    const remotes = new RemoteLoader(null, BASE, remoteReporter('/api/remote-report', send));
    expect(remotes.knownLookup('/imp')).toEqual({ kind: 'manifest-unusable' });
    await expect(remotes.lookup('/anything')).resolves.toEqual({ kind: 'manifest-unusable' });
    expect(remotes.isSwitchedOff('/imp')).toBe(true);
    expect([remotes.links().serves('/imp'), remotes.links().serves('/login')]).toEqual([false, true]);
    expect(runtime.loads).toEqual([]);
    // The next remotes.json that can be used is taken.
    remotes.update(manifest());
    expect(remotes.knownLookup('/imp')).toBeNull();
    expect(remotes.links().serves('/imp')).toBe(true);
  });

  test('a table loaded from the fallback is known at once afterwards, and not loaded again', async () => {
    runtime.answer.set(url(R2.manifest), () => Promise.reject(new Error('broken')));
    runtime.answer.set(url(R1.manifest), async () => table);
    const remotes = loader();
    expect(remotes.knownLookup('/imp')).toBeNull();
    await remotes.lookup('/imp');
    expect(remotes.knownLookup('/imp')).toMatchObject({ kind: 'found', release: R1.release });
    await remotes.lookup('/imp');
    expect(runtime.loads).toEqual([url(R2.manifest), url(R1.manifest)]);
  });

  test('a new release named in remotes.json is loaded at the next lookup', async () => {
    runtime.answer.set(url(R2.manifest), async () => table);
    const newer = { release: '0.1.0-r3', manifest: '/releases/markets/0.1.0-r3/mf-manifest.json', integrity: 'sha384-three' };
    runtime.answer.set(url(newer.manifest), async () => ({ routes: [{ ...HOME }] }));
    const remotes = loader();
    await remotes.lookup('/imp');
    remotes.update(manifest(newer));
    expect(remotes.knownLookup('/imp')).toBeNull();
    await expect(remotes.lookup('/imp')).resolves.toMatchObject({ kind: 'found', release: newer.release });
    expect(runtime.loads).toEqual([url(R2.manifest), url(newer.manifest)]);
  });
});

describe('screens', () => {
  test("a screen's code is loaded once, however often it is asked for; its remote's Retry loads it again", async () => {
    const load = jest.fn(async () => ({ default: () => null }));
    const route = { path: '/imp', title: 'Home', load };
    runtime.answer.set(url(R2.manifest), async () => ({ routes: [route] }));
    const remotes = loader();
    await remotes.prefetchScreen('/imp');
    const first = remotes.loadScreen(route);
    expect(remotes.loadScreen(route)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    remotes.retry('markets');
    expect(remotes.loadScreen(route)).not.toBe(first);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a shown screen reports its release loaded, once', async () => {
    runtime.answer.set(url(R2.manifest), async () => table);
    const remotes = loader();
    await remotes.lookup('/imp');
    remotes.screenShown('markets', R2.release);
    remotes.screenShown('markets', R2.release);
    expect(reports).toEqual([{ remote: 'markets', release: R2.release, outcome: 'load' }]);
  });

  test('a screen that throws is a failed load of its release: reported, and the next lookup takes the fallback', async () => {
    runtime.answer.set(url(R2.manifest), async () => table);
    runtime.answer.set(url(R1.manifest), async () => table);
    const remotes = loader();
    await remotes.lookup('/imp');
    const heard = jest.fn();
    remotes.subscribe(heard);
    expect(remotes.screenFailed('markets', R2.release, new Error('Cannot read properties of undefined'))).toBe(true);
    expect(heard).toHaveBeenCalled();
    expect(reports).toEqual([{ remote: 'markets', release: R2.release, outcome: 'failure', reason: 'screen: Cannot read properties of undefined' }]);
    expect(remotes.knownLookup('/imp')).toBeNull();
    await expect(remotes.lookup('/imp')).resolves.toMatchObject({ kind: 'found', release: R1.release });
    // The fallback's screen failing too leaves nothing to take.
    expect(remotes.screenFailed('markets', R1.release, new Error('again'))).toBe(false);
  });
});

describe('integrity and links', () => {
  test("a release's entry is loaded with its integrity; no other script is", async () => {
    runtime.answer.set(url(R2.manifest), async () => table);
    await loader().lookup('/imp');
    const createScript = runtime.plugins.find((plugin) => plugin.createScript)?.createScript;
    const script = createScript?.({ url: url('/releases/markets/0.1.0-r2/remoteEntry.js'), remoteInfo: { name: 'markets' } }) as HTMLScriptElement;
    expect(script.integrity).toBe(R2.integrity);
    expect(script.crossOrigin).toBeNull();
    expect(createScript?.({ url: url('/releases/markets/0.1.0-r2/123.js'), remoteInfo: { name: 'markets' } })).toBeUndefined();
    expect(createScript?.({ url: url('/remotes/wallet/remoteEntry.js'), remoteInfo: { name: 'wallet' } })).toBeUndefined();
  });

  test('a release on another origin is checked through CORS', async () => {
    const cdn = { release: '0.1.0-r3', manifest: 'https://cdn.example/markets/0.1.0-r3/mf-manifest.json', integrity: 'sha384-three' };
    runtime.answer.set(cdn.manifest, async () => table);
    await loader(manifest({ ...cdn, fallback: undefined })).lookup('/imp');
    const createScript = runtime.plugins.find((plugin) => plugin.createScript)?.createScript;
    const script = createScript?.({ url: 'https://cdn.example/markets/0.1.0-r3/remoteEntry.js', remoteInfo: { name: 'markets' } }) as HTMLScriptElement;
    expect([script.integrity, script.crossOrigin]).toEqual([cdn.integrity, 'anonymous']);
  });

  test("links: a switched-off remote's paths lead nowhere and its menus are not drawn; both follow remotes.json", () => {
    const remotes = loader();
    expect(remotes.links().serves('/imp')).toBe(true);
    expect(remotes.links().serves('/imp7')).toBe(false);
    expect(remotes.links().menus.map((item) => [item.remote, item.label])).toEqual([['markets', 'Home']]);
    const before = remotes.links();
    const next = manifest();
    next.remotes[1] = { ...next.remotes[1]!, enabled: true };
    remotes.update(next);
    expect(remotes.links()).not.toBe(before);
    expect(remotes.links().serves('/imp7')).toBe(true);
    expect(remotes.links().menus.map((item) => item.label)).toEqual(['Home', 'Funds']);
  });
});

test('a release is a preview when remotes.json says this browser previews it, and only that release', () => {
  const previewing = loader(manifest({ preview: true }));
  expect(previewing.isPreview('markets', R2.release)).toBe(true);
  expect(previewing.isPreview('markets', R1.release)).toBe(false);
  expect(previewing.isPreview('wallet', undefined)).toBe(false);
  expect(loader().isPreview('markets', R2.release)).toBe(false);
});

test('failureReason names the step', () => {
  expect(failureReason('screen', new Error('x'))).toBe('screen: x');
  expect(failureReason('routes', 'y')).toBe('routes: y');
});
