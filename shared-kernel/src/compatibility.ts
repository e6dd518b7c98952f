/**
 * Whether a host can run a remote's release: the release records the shared singletons it needs (`needs`, share key →
 * semver range, in its release.json) and the host build the versions it provides (`provides`, share key → version, in
 * host/dist/provides.json). Release control refuses to activate or canary a release the host does not satisfy, with
 * `describeUnmetNeeds`'s sentence; the shell may use the same test before it loads one.
 *
 * `satisfies` follows npm's range grammar (`^`, `~`, `x`/`*`, `>=`/`<`…, hyphen ranges, `||`) and decides as the
 * module federation runtime does when it picks a shared singleton, so what the server refuses is what the browser
 * would fail: a prerelease is compared by its numbers like any version (npm's extra rule that keeps prereleases out
 * of other versions' ranges is not applied, as the runtime does not apply it). Pure, no dependency: the browser may
 * load it.
 */

/** A parsed version: its three numbers and its prerelease identifiers (none for a release). */
interface Version {
  major: number;
  minor: number;
  patch: number;
  pre: string[];
}

type Operator = '<' | '<=' | '>' | '>=' | '=';
interface Comparator {
  operator: Operator;
  version: Version;
}

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?$/;
/** A version in a range: any part may be a wildcard or left out (`1`, `1.x`, `1.2.*`). */
const PARTIAL = /^v?(\d+|[xX*])(?:\.(\d+|[xX*])(?:\.(\d+|[xX*])(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?(?:\+[0-9A-Za-z.-]+)?)?)?$/;

export function parseVersion(text: string): Version | null {
  const match = VERSION.exec(text.trim());
  if (!match) return null;
  return { major: Number(match[1]), minor: Number(match[2]), patch: Number(match[3]), pre: match[4] ? match[4].split('.') : [] };
}

const isNumeric = (id: string) => /^\d+$/.test(id);

function comparePre(a: string[], b: string[]): number {
  // A release ranks above its prereleases.
  if (a.length === 0 || b.length === 0) return a.length === b.length ? 0 : a.length === 0 ? 1 : -1;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const x = a[i];
    const y = b[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    if (x === y) continue;
    if (isNumeric(x) && isNumeric(y)) return Number(x) < Number(y) ? -1 : 1;
    if (isNumeric(x) !== isNumeric(y)) return isNumeric(x) ? -1 : 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

export function compareVersions(a: Version, b: Version): number {
  return Math.sign(a.major - b.major) || Math.sign(a.minor - b.minor) || Math.sign(a.patch - b.patch) || comparePre(a.pre, b.pre);
}

const version = (major: number, minor: number, patch: number, pre: string[] = []): Version => ({ major, minor, patch, pre });
/** The lowest prerelease of a version: an upper bound `<2.0.0-0` keeps out 2.0.0's prereleases too. */
const floor = (major: number, minor: number, patch: number) => version(major, minor, patch, ['0']);

/** One comparator as written (`^1.2.3`, `>=1.2`, `1.x`, `*`) as plain comparators; null when it is not one. */
function desugar(text: string): Comparator[] | null {
  const match = /^(\^|~>?|>=|<=|>|<|=)?\s*(.*)$/.exec(text);
  const operator = match?.[1] ?? '';
  const parsed = PARTIAL.exec(match?.[2] ?? '');
  if (!parsed) return null;
  const wild = (part: string | undefined) => part === undefined || /^[xX*]$/.test(part);
  const [, majorText, minorText, patchText, preText] = parsed;
  const major = Number(majorText);
  const minor = Number(minorText);
  const patch = Number(patchText);
  const pre = preText ? preText.split('.') : [];
  if (wild(majorText)) return operator === '<' || operator === '>' ? [{ operator: '<', version: floor(0, 0, 0) }] : [];
  const exactness = wild(minorText) ? 1 : wild(patchText) ? 2 : 3;
  const low = version(major, exactness > 1 ? minor : 0, exactness > 2 ? patch : 0, pre);
  const range = (upper: Version): Comparator[] => [{ operator: '>=', version: low }, { operator: '<', version: upper }];
  switch (operator) {
    case '^':
      if (exactness === 1 || major > 0) return range(floor(major + 1, 0, 0));
      if (exactness === 2 || minor > 0) return range(floor(0, minor + 1, 0));
      return range(floor(0, 0, patch + 1));
    case '~':
    case '~>':
      return exactness === 1 ? range(floor(major + 1, 0, 0)) : range(floor(major, minor + 1, 0));
    case '':
    case '=':
      if (exactness === 3) return [{ operator: '=', version: low }];
      return exactness === 1 ? range(floor(major + 1, 0, 0)) : range(floor(major, minor + 1, 0));
    case '>':
      if (exactness === 3) return [{ operator: '>', version: low }];
      return [{ operator: '>=', version: exactness === 1 ? version(major + 1, 0, 0) : version(major, minor + 1, 0) }];
    case '>=':
      return [{ operator: '>=', version: low }];
    case '<':
      return [{ operator: '<', version: exactness === 3 ? low : floor(major, exactness > 1 ? minor : 0, 0) }];
    case '<=':
      if (exactness === 3) return [{ operator: '<=', version: low }];
      return [{ operator: '<', version: exactness === 1 ? floor(major + 1, 0, 0) : floor(major, minor + 1, 0) }];
    default:
      return null;
  }
}

function holds(comparator: Comparator, candidate: Version): boolean {
  const order = compareVersions(candidate, comparator.version);
  switch (comparator.operator) {
    case '<':
      return order < 0;
    case '<=':
      return order <= 0;
    case '>':
      return order > 0;
    case '>=':
      return order >= 0;
    case '=':
      return order === 0;
  }
}

/**
 * One `||` alternative as comparators; null when it does not parse. An operator spaced from its version (`>= 1.2`)
 * does not: npm reads it, but the federation runtime does not, and the browser's answer is the one that counts.
 */
function alternative(text: string): Comparator[] | null {
  const hyphen = /^(\S+)\s+-\s+(\S+)$/.exec(text);
  if (hyphen) {
    const from = desugar(`>=${hyphen[1]}`);
    const to = desugar(`<=${hyphen[2]}`);
    return from && to ? [...from, ...to] : null;
  }
  const parts = text.split(/\s+/).filter(Boolean);
  const comparators: Comparator[] = [];
  for (const part of parts) {
    const desugared = desugar(part);
    if (!desugared) return null;
    comparators.push(...desugared);
  }
  return comparators;
}

/** Whether `candidate` (a version) is in `range` (an npm range); false for either one that does not parse. */
export function satisfies(candidate: string, range: string): boolean {
  const parsed = parseVersion(candidate);
  if (!parsed) return false;
  return range.split('||').some((text) => {
    const comparators = alternative(text.trim());
    return comparators !== null && comparators.every((comparator) => holds(comparator, parsed));
  });
}

/** Whether `range` parses as a range. */
export function isRange(range: string): boolean {
  return range.split('||').every((text) => alternative(text.trim()) !== null);
}

/** What a release needs (share key → range) and a host provides (share key → version). */
export type Needs = Record<string, string>;
export type Provides = Record<string, string>;

/** One shared singleton the host does not satisfy: what is needed, and what the host has (null: none). */
export interface UnmetNeed {
  key: string;
  range: string;
  provided: string | null;
}

/** The needs `provides` does not satisfy, in the order of `needs`. */
export function unmetNeeds(needs: Needs, provides: Provides): UnmetNeed[] {
  return Object.entries(needs)
    .map(([key, range]) => ({ key, range, provided: Object.hasOwn(provides, key) ? (provides[key] ?? null) : null }))
    .filter((need) => need.provided === null || !satisfies(need.provided, need.range));
}

/** A share key as people say it: our own scope left out, the package and what of it (`@matka/shared-kernel/session`). */
function splitKey(key: string): { packageName: string; part: string } {
  const segments = key.split('/');
  const scoped = key.startsWith('@');
  const packageName = segments.slice(0, scoped ? 2 : 1).join('/').replace(/^@matka\//, '');
  const part = segments.slice(scoped ? 2 : 1).filter(Boolean).join('/');
  return { packageName, part };
}

/**
 * The refusal, one sentence per package and range the host does not satisfy, e.g.
 * `markets 0.2.0-3f9c2a1b7e needs shared-kernel ^0.3.0 (session, api); the host provides 0.2.1`.
 */
export function describeUnmetNeeds(subject: string, unmet: UnmetNeed[]): string {
  const groups = new Map<string, { packageName: string; range: string; provided: string | null; parts: string[] }>();
  for (const need of unmet) {
    const { packageName, part } = splitKey(need.key);
    const id = `${packageName}\0${need.range}\0${need.provided ?? ''}`;
    const group = groups.get(id) ?? { packageName, range: need.range, provided: need.provided, parts: [] };
    if (part) group.parts.push(part);
    groups.set(id, group);
  }
  return [...groups.values()]
    .map(
      (group, index) =>
        `${index === 0 ? subject : 'It'} needs ${group.packageName} ${group.range}${group.parts.length > 0 ? ` (${group.parts.join(', ')})` : ''}; ` +
        `the host provides ${group.provided ?? 'none'}`,
    )
    .join('. ');
}
