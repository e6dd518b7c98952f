import { satisfy as runtimeSatisfy } from '@module-federation/runtime-core';
import { compareVersions, describeUnmetNeeds, isRange, parseVersion, satisfies, unmetNeeds } from './compatibility';

/** [version, range, satisfied]: npm's range grammar, decided as the federation runtime decides. */
const TABLE: Array<[string, string, boolean]> = [
  ['0.2.1', '0.2.1', true],
  ['0.2.1', '=0.2.1', true],
  ['0.2.2', '0.2.1', false],
  // Caret: additive changes are minor versions, and below 1.0.0 the minor is the breaking one.
  ['0.3.0', '^0.3.0', true],
  ['0.3.7', '^0.3.0', true],
  ['0.4.0', '^0.3.0', false],
  ['0.2.1', '^0.3.0', false],
  ['0.0.3', '^0.0.3', true],
  ['0.0.4', '^0.0.3', false],
  ['1.9.0', '^1.2.3', true],
  ['2.0.0', '^1.2.3', false],
  ['1.2.2', '^1.2.3', false],
  ['2.0.0-rc.1', '^1.2.3', false],
  ['1.5.0', '^1.x', true],
  ['0.9.0', '^0', true],
  ['1.0.0', '^0', false],
  // Tilde.
  ['1.2.9', '~1.2.3', true],
  ['1.3.0', '~1.2.3', false],
  ['1.9.0', '~1', true],
  // X-ranges and partial versions.
  ['1.2.5', '1.2.x', true],
  ['1.3.0', '1.2.x', false],
  ['1.3.0', '1.x', true],
  ['1.3.0', '1', true],
  ['2.0.0', '1', false],
  ['9.9.9', '*', true],
  ['9.9.9', '', true],
  // Comparators, alone and together.
  ['1.2.3', '>=1.2.3', true],
  ['1.2.2', '>=1.2.3', false],
  ['1.3.0', '>1.2', true],
  ['1.2.9', '>1.2', false],
  ['1.1.9', '<1.2', true],
  ['1.2.0', '<1.2', false],
  ['1.2.9', '<=1.2', true],
  ['1.3.0', '<=1.2', false],
  ['1.5.0', '>=1.2.0 <2.0.0', true],
  ['2.0.0', '>=1.2.0 <2.0.0', false],
  // The runtime does not read an operator spaced from its version: neither do we.
  ['1.5.0', '>= 1.2.0 < 2.0.0', false],
  // Alternatives and hyphen ranges.
  ['3.1.0', '^1.0.0 || ^3.0.0', true],
  ['2.1.0', '^1.0.0 || ^3.0.0', false],
  ['2.3.4', '1.2 - 2.3.4', true],
  ['2.3.5', '1.2 - 2.3.4', false],
  ['1.1.9', '1.2 - 2.3.4', false],
  // Prereleases rank below their release.
  ['1.2.3-beta.2', '>=1.2.3-beta.1', true],
  ['1.2.3-beta.1', '>=1.2.3-beta.2', false],
  ['1.2.3-beta.10', '>1.2.3-beta.9', true],
  ['1.2.3', '>1.2.3-beta.9', true],
  ['1.2.3-alpha', '<1.2.3', true],
  // Not a version: never satisfied.
  ['main', '^0.3.0', false],
];

describe('satisfies', () => {
  test.each(TABLE)('%s in %p: %p', (version, range, expected) => {
    expect(satisfies(version, range)).toBe(expected);
  });

  test("decides every case as the federation runtime does when it picks a shared singleton (the browser's answer)", () => {
    const disagreements = TABLE.filter(([version, range]) => satisfies(version, range) !== runtimeSatisfy(version, range));
    expect(disagreements).toEqual([]);
  });

  test('a range that does not parse satisfies nothing, and isRange says so', () => {
    expect(isRange('^0.3.0')).toBe(true);
    expect(isRange('>=1 <2 || 3.x')).toBe(true);
    expect(isRange('latest')).toBe(false);
    expect(isRange('>= 1.2.0')).toBe(false);
    expect(satisfies('1.0.0', 'latest')).toBe(false);
  });
});

test('parseVersion and compareVersions order versions as semver does', () => {
  const order = ['0.9.0', '1.0.0-alpha', '1.0.0-alpha.1', '1.0.0-alpha.beta', '1.0.0-beta.2', '1.0.0-beta.11', '1.0.0-rc.1', '1.0.0', '1.0.1'];
  const parsed = order.map((text) => parseVersion(text));
  expect(parsed.every(Boolean)).toBe(true);
  for (let i = 1; i < order.length; i += 1) {
    expect([order[i - 1], compareVersions(parsed[i - 1]!, parsed[i]!)]).toEqual([order[i - 1], -1]);
  }
  expect(parseVersion('1.2')).toBeNull();
});

describe('unmetNeeds and describeUnmetNeeds', () => {
  const provides = {
    '@matka/shared-kernel/session': '0.2.1',
    '@matka/shared-kernel/api': '0.2.1',
    react: '19.2.0',
  };

  test('a host that satisfies every need leaves none unmet', () => {
    expect(unmetNeeds({ '@matka/shared-kernel/session': '^0.2.0', react: '^19.0.0' }, provides)).toEqual([]);
    expect(unmetNeeds({}, {})).toEqual([]);
  });

  test('names the package, the range and the parts needed, and what the host provides', () => {
    const needs = { '@matka/shared-kernel/session': '^0.3.0', '@matka/shared-kernel/api': '^0.3.0', react: '^19.0.0' };
    const unmet = unmetNeeds(needs, provides);
    expect(unmet).toEqual([
      { key: '@matka/shared-kernel/session', range: '^0.3.0', provided: '0.2.1' },
      { key: '@matka/shared-kernel/api', range: '^0.3.0', provided: '0.2.1' },
    ]);
    expect(describeUnmetNeeds('markets 0.2.0-3f9c2a1b7e', unmet)).toBe(
      'markets 0.2.0-3f9c2a1b7e needs shared-kernel ^0.3.0 (session, api); the host provides 0.2.1',
    );
  });

  test('a singleton the host does not provide at all, and several packages, each get their sentence', () => {
    const unmet = unmetNeeds({ 'react-dom': '^19.0.0', react: '^20.0.0', '@matka/shared-kernel/': '^0.3.0' }, provides);
    expect(describeUnmetNeeds('bonus 0.1.0-aaaaaaaaaa', unmet)).toBe(
      'bonus 0.1.0-aaaaaaaaaa needs react-dom ^19.0.0; the host provides none. It needs react ^20.0.0; the host provides 19.2.0. ' +
        'It needs shared-kernel ^0.3.0; the host provides none',
    );
  });
});
