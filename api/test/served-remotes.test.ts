// What players get as /remotes.json, from the operators' file, the builds' routes.json and release control's choice:
// each remote's paths and menus from the build it serves, and each versioned release's integrity (its fallback's too).
import { servedRemotesJson } from '../src/http/served-remotes';
import type { RemoteEntry, RemotesManifest } from '@matka/shared-kernel/remotes';

const operators = JSON.stringify({
  remotes: [
    { name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true },
    { name: 'wallet', manifest: '/remotes/wallet/mf-manifest.json', enabled: false },
    { name: 'bonus', manifest: 'https://cdn.example/bonus/mf-manifest.json', enabled: true, paths: ['/bonus'], menus: [{ place: 'side', label: 'Bonus', path: '/bonus', order: 95 }] },
  ],
});

const funds = { place: 'footer', label: 'Funds', path: '/imp9', order: 20, betting: true };
/** routes.json per remote and release, as the builds wrote them. */
const builds: Record<string, string> = {
  'markets 0.2.0-b': JSON.stringify({ paths: ['/imp', '/imp-v2'], menus: [{ place: 'side', label: 'Home', path: '/imp', order: 10 }] }),
  'markets 0.1.0-a': JSON.stringify({ paths: ['/imp'] }),
  'wallet default': JSON.stringify({ paths: ['/imp7', '/imp9'], menus: [funds] }),
  'markets default': JSON.stringify({ paths: ['/imp'], menus: [{ place: 'home', label: 'not a place', path: '/imp' }] }),
};
const integrities: Record<string, string> = { 'markets 0.2.0-b': 'sha384-Bbb=', 'markets 0.1.0-a': 'sha384-Aaa=' };

const built = (remote: RemoteEntry) => builds[`${remote.name} ${remote.release ?? 'default'}`] ?? null;
/** Release control's choice: markets at 0.2.0-b, falling back to 0.1.0-a; the others `default`. */
const choose = (manifest: RemotesManifest): RemotesManifest => ({
  remotes: manifest.remotes.map((remote) =>
    remote.name === 'markets'
      ? { ...remote, manifest: '/releases/markets/0.2.0-b/mf-manifest.json', release: '0.2.0-b', fallback: { release: '0.1.0-a', manifest: '/releases/markets/0.1.0-a/mf-manifest.json' } }
      : { ...remote, release: 'default' },
  ),
});
const integrityOf = (name: string, release: string) => integrities[`${name} ${release}`] ?? null;

test("each remote's paths and menus come from the build it serves; one not built here keeps the operators'", () => {
  const served = JSON.parse(servedRemotesJson(operators, built, choose, integrityOf) ?? 'null') as RemotesManifest;
  expect(served.remotes.map((remote) => [remote.name, remote.paths, remote.menus.map((entry) => `${entry.place} ${entry.label} ${entry.betting}`)])).toEqual([
    ['markets', ['/imp', '/imp-v2'], ['side Home false']],
    ['wallet', ['/imp7', '/imp9'], ['footer Funds true']],
    ['bonus', ['/bonus'], ['side Bonus false']],
  ]);
});

test("a versioned release carries its entry's integrity, and its fallback its own; `default` has none", () => {
  const served = JSON.parse(servedRemotesJson(operators, built, choose, integrityOf) ?? 'null') as RemotesManifest;
  expect(served.remotes[0]).toMatchObject({
    release: '0.2.0-b',
    integrity: 'sha384-Bbb=',
    fallback: { release: '0.1.0-a', manifest: '/releases/markets/0.1.0-a/mf-manifest.json', integrity: 'sha384-Aaa=' },
  });
  expect(served.remotes[1]).not.toHaveProperty('integrity');
  // Without release control's integrities (the all-in-one reader of the disk), nothing is added.
  expect(JSON.parse(servedRemotesJson(operators, built, choose) ?? 'null').remotes[0]).not.toHaveProperty('integrity');
});

test("a build's routes.json that does not parse is ignored: the operators' paths stay", () => {
  const served = JSON.parse(servedRemotesJson(operators, (remote) => (remote.name === 'markets' ? '{"paths": [' : built(remote))) ?? 'null') as RemotesManifest;
  expect(served.remotes[0]).toMatchObject({ paths: [], menus: [] });
  // A menu entry that is not one (no place of the shell's) makes the whole listing unusable, as a bad path does.
  const listing = JSON.parse(servedRemotesJson(operators, built) ?? 'null') as RemotesManifest;
  expect(listing.remotes[0]).toMatchObject({ paths: [], menus: [] });
});
