// The kernel's shared singletons keep their promise to remotes: what a remote built on version X of them reaches in a
// page whose host provides a version satisfying ^X is there, as it was. A change to their surface without a new
// version (recorded with scripts/kernel-surface.ts) fails here.
import { bumped, compareSurfaces, currentSurface, describeChanges, readRecord, releaseSurface, requiredBump, type Surface } from './kernel-surface';
import { surfaceHash } from '../build/surface-hash';

test("the singletons' recorded surface is the code's: a changed singleton has a new version", () => {
  const record = readRecord();
  const changes = compareSurfaces(record.surface, currentSurface(record.modules));
  const unchanged = changes.added.length + changes.removed.length + changes.changed.length === 0;
  const advice = unchanged
    ? ''
    : `The kernel's singletons changed since ${record.version} (shared-kernel/singletons.json) without a new version:\n${describeChanges(changes)}\n` +
      'Record it with `node --import tsx scripts/kernel-surface.ts --write` (add --compatible or --breaking when an export changed); ' +
      'remotes built on the new version then need a host built on it (remotes/README.md, "Shipping alone").';
  expect(advice).toBe('');
}, 60_000);

test('every singleton module is one of the kernel package’s subpaths, and its version is plain semver', () => {
  const record = readRecord();
  expect(record.version).toMatch(/^\d+\.\d+\.\d+$/);
  expect(Object.keys(record.surface).sort()).toEqual(record.modules.map((module) => `@matka/shared-kernel/${module}`).sort());
});

describe('versions follow compatibility', () => {
  const before: Surface = { '@matka/shared-kernel/session': { sessionAtom: 'A', userDetailAtom: 'B' } };

  test('an added export is a minor version', () => {
    const changes = compareSurfaces(before, { '@matka/shared-kernel/session': { ...before['@matka/shared-kernel/session'], bonusAtom: 'C' } });
    expect(changes).toEqual({ added: ['@matka/shared-kernel/session bonusAtom'], removed: [], changed: [] });
    expect(requiredBump(changes)).toBe('minor');
    expect(bumped('1.4.2', 'minor')).toBe('1.5.0');
  });

  test('a removed export is a major version, whatever the author says', () => {
    const changes = compareSurfaces(before, { '@matka/shared-kernel/session': { sessionAtom: 'A' } });
    expect(changes.removed).toEqual(['@matka/shared-kernel/session userDetailAtom']);
    expect(requiredBump(changes, 'compatible')).toBe('major');
    expect(bumped('1.4.2', 'major')).toBe('2.0.0');
  });

  test('a changed export needs the author to say: compatible (minor) or breaking (major)', () => {
    const changes = compareSurfaces(before, { '@matka/shared-kernel/session': { sessionAtom: 'A2', userDetailAtom: 'B' } });
    expect(changes.changed).toEqual(['@matka/shared-kernel/session sessionAtom']);
    expect(requiredBump(changes)).toBeNull();
    expect(requiredBump(changes, 'compatible')).toBe('minor');
    expect(requiredBump(changes, 'breaking')).toBe('major');
  });

  test('a new singleton module is added exports; one taken away is removed ones', () => {
    const added = compareSurfaces(before, { ...before, '@matka/shared-kernel/links': { shellLinksAtom: 'L' } });
    expect(requiredBump(added)).toBe('minor');
    expect(requiredBump(compareSurfaces(before, {}))).toBe('major');
  });

  test("a type's change deep inside a singleton's export changes the surface (the kernel's own types are spelt out)", () => {
    const surface = currentSurface(['session']);
    // The dashboard atom's type names each field of a market row, not just `Dashboard`.
    expect(surface['@matka/shared-kernel/session']?.dashboardAtom).toContain('game_name: string');
    expect(surface['@matka/shared-kernel/session']?.userDetailAtom).toContain('walletAmount: number');
  });
});

describe('what a release names of the singletons it is built on', () => {
  const recorded = { version: '1.2.0', modules: ['session'], surface: { '@matka/shared-kernel/session': { sessionAtom: 'A' } } };

  test('the recorded surface: its version and a hash that does not depend on the order it was written in', () => {
    const named = releaseSurface(recorded, { '@matka/shared-kernel/session': { sessionAtom: 'A' } });
    expect(named).toEqual({ version: '1.2.0', hash: expect.stringMatching(/^sha256-[A-Za-z0-9+/]{43}=$/) });
    const two = { '@matka/shared-kernel/toasts': { toastAtom: 'T' }, '@matka/shared-kernel/session': { userDetailAtom: 'B', sessionAtom: 'A' } };
    const reordered = { '@matka/shared-kernel/session': { sessionAtom: 'A', userDetailAtom: 'B' }, '@matka/shared-kernel/toasts': { toastAtom: 'T' } };
    expect(surfaceHash(two)).toBe(surfaceHash(reordered));
    expect(surfaceHash(two)).not.toBe(surfaceHash(recorded.surface));
  });

  test('a new export without a new version is refused, naming the version to bump to', () => {
    const named = releaseSurface(recorded, { '@matka/shared-kernel/session': { sessionAtom: 'A', bonusAtom: 'C' } });
    expect(named).toEqual({
      refused:
        "Refused: the kernel's shared singletons changed since 1.2.0 without a new version:\n  added    @matka/shared-kernel/session bonusAtom\n" +
        'Bump it first: npm run kernel-surface -- --write (1.3.0), ship the host with it, then release.',
    });
    const changed = releaseSurface(recorded, { '@matka/shared-kernel/session': { sessionAtom: 'A2' } });
    expect('refused' in changed && changed.refused).toMatch(/\(1\.3\.0 with --compatible, or 2\.0\.0 with --breaking\)/);
  });
});
