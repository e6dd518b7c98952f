import type * as EarlyFetches from './early-fetches';
const remotesJson = {
  remotes: [
    { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true, paths: ['/imp', '/tripplePana'] },
    { name: 'gali', manifest: '/remotes/gali/mf-manifest.json', enabled: false, paths: ['/galiIMP'] },
  ],
};

/** A fresh module (its fetches are per page) with fetch answering remotes.json and recording every URL. */
async function withFetch(body: unknown) {
  const requested: string[] = [];
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    requested.push(url);
    return new Response(url.endsWith('/remotes.json') ? JSON.stringify(body) : '{"name":"markets"}', { status: 200 });
  }) as typeof fetch;
  let module!: typeof EarlyFetches;
  await jest.isolateModulesAsync(async () => {
    module = await import('./early-fetches');
  });
  return { module, requested };
}

test("on a remote's route the owner's manifest is fetched as soon as remotes.json is in, and handed over once", async () => {
  const { module, requested } = await withFetch(remotesJson);
  await module.startEarlyFetches('/TripplePana/', 'https://matka.example/TripplePana/');
  expect(requested).toEqual(['/remotes.json', 'https://matka.example/remotes/markets/mf-manifest.json']);

  // The loader reads the same remotes.json answer, the runtime the same manifest answer — once.
  await expect((await module.earlyRemotesJson())?.json()).resolves.toEqual(remotesJson);
  const manifest = module.takeEarlyManifest('https://matka.example/remotes/markets/mf-manifest.json');
  await expect((await manifest)?.json()).resolves.toEqual({ name: 'markets' });
  expect(module.takeEarlyManifest('https://matka.example/remotes/markets/mf-manifest.json')).toBeUndefined();
});

test('a switched-off remote, an unknown path or a broken remotes.json fetch nothing more', async () => {
  for (const [path, body] of [
    ['/galiIMP', remotesJson],
    ['/nowhere', remotesJson],
    ['/imp', { remotes: 'broken' }],
  ] as const) {
    const { module, requested } = await withFetch(body);
    await module.startEarlyFetches(path, `https://matka.example${path}`);
    expect({ path, requested }).toEqual({ path, requested: ['/remotes.json'] });
  }
});

test('remotes.json and the manifest the server put in the page are used as they are: no request at all', async () => {
  const inline: Record<string, { text: string; url?: string }> = {
    'matka-remotes-json': { text: JSON.stringify(remotesJson) },
    'matka-remote-manifest': { text: '{"name":"markets","inline":true}', url: '/remotes/markets/mf-manifest.json' },
  };
  Object.assign(globalThis, {
    document: {
      getElementById: (id: string) =>
        inline[id] ? { textContent: inline[id].text, getAttribute: () => inline[id]?.url ?? null } : null,
    },
  });
  try {
    const { module, requested } = await withFetch(remotesJson);
    await module.startEarlyFetches('/imp', 'https://matka.example/imp');
    expect(requested).toEqual([]);
    await expect((await module.earlyRemotesJson())?.json()).resolves.toEqual(remotesJson);
    const manifest = module.takeEarlyManifest('https://matka.example/remotes/markets/mf-manifest.json');
    await expect((await manifest)?.json()).resolves.toEqual({ name: 'markets', inline: true });
  } finally {
    Reflect.deleteProperty(globalThis, 'document');
  }
});
