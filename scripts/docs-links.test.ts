import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// What the repository cites, it contains: a comment or doc may point at docs/*.md (and a section of one), never at a
// document someone who clones the repository cannot read.
const ROOT = path.join(__dirname, '..');
const SELF = path.relative(ROOT, __filename).split(path.sep).join('/');

/** Every tracked text file (git ls-files), with its lines. */
const FILES = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
  .split('\0')
  // This file names what it looks for and writes broken citations on purpose: it is the one file not read.
  .filter((file) => file && file !== 'package-lock.json' && file !== SELF && fs.existsSync(path.join(ROOT, file)))
  .map((file) => ({ file, buffer: fs.readFileSync(path.join(ROOT, file)) }))
  .filter(({ buffer }) => !buffer.includes(0))
  .map(({ file, buffer }) => ({ file, lines: buffer.toString('utf8').split('\n') }));

/** Where each line matching `pattern` is, as `file:line: text`. */
function cites(pattern: RegExp): string[] {
  return FILES.flatMap(({ file, lines }) =>
    lines.flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim().slice(0, 160)}`] : [])),
  );
}

// What the repository once cited from outside itself: a sibling folder, its two guides, the product specification's
// file, and that specification's nickname. Named in pieces here, so that this file does not itself cite them.
const SIBLING = ['..', 'shared'].join('/');
const GUIDES = ['GAME-RULES', 'ARCHITECTURE'].map((name) => `${name}.md`);
const SPEC_FILE = ['000', '19ff8e5439688c44'].join('_');
const NICKNAME = ['the', 'seed'].join(' ');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const OUTSIDE = [`(?:\\.\\.|/work)/shared(?![\\w-])`, ...GUIDES.map(escape), SPEC_FILE];

/** NICKNAME was what a product specification kept outside the repository was called: nothing may use it any more. */
describe('what the repository cites, it contains', () => {
  it('cites no document outside the repository', () => {
    expect(cites(new RegExp(OUTSIDE.join('|')))).toEqual([]);
  });

  it("uses the outside specification's nickname nowhere", () => {
    expect(cites(new RegExp(`${NICKNAME}\\b`, 'i'))).toEqual([]);
  });

  /** Each docs/*.md file's headings, as written and as GitHub's anchors. */
  const headings = new Map(
    FILES.filter(({ file }) => /^docs\/[^/]+\.md$/.test(file)).map(({ file, lines }) => {
      const titles = lines.flatMap((line) => /^#{1,6} (.+)$/.exec(line)?.[1]?.trim() ?? []);
      const anchors = titles.map((title) =>
        title
          .toLowerCase()
          .replace(/[^\p{L}\p{N}\s_-]/gu, '')
          .replace(/\s/g, '-'),
      );
      return [path.basename(file), { titles, anchors }];
    }),
  );
  /** Whether a section name names a heading: the heading itself, or its start before a colon, comma or bracket. */
  const names = (titles: string[], name: string) => titles.some((title) => title === name || (title.startsWith(name) && /^[\s:,(]/.test(title.slice(name.length))));

  /** Every citation of a docs/*.md file: the path form (`docs/x.md`), and inside docs/ the relative link form. */
  function citations(): Array<{ where: string; doc: string; anchor?: string; section?: string }> {
    const found: Array<{ where: string; doc: string; anchor?: string; section?: string }> = [];
    const pathForm = /(?:^|[^\w/.-])(?:\.\.\/)*docs\/([\w.-]+\.md)(?:#([\w-]+))?(?:\s*§\s*([^)\],;:`'"\n]+?)(?=[)\],;:`'"]|\.(?:\s|$)|$)|,\s*"([^"]+)")?/g;
    const linkForm = /\]\(([\w.-]+\.md)(?:#([\w-]+))?\)/g;
    for (const { file, lines } of FILES) {
      lines.forEach((line, index) => {
        const where = `${file}:${index + 1}`;
        for (const match of line.matchAll(pathForm)) found.push({ where, doc: match[1]!, anchor: match[2], section: (match[3] ?? match[4])?.trim() });
        if (file.startsWith('docs/')) for (const match of line.matchAll(linkForm)) found.push({ where, doc: match[1]!, anchor: match[2] });
      });
    }
    return found;
  }

  it('cites only docs/*.md files, sections and anchors that exist', () => {
    const all = citations();
    const broken = all.flatMap(({ where, doc, anchor, section }) => {
      const target = headings.get(doc);
      if (!target) return [`${where}: docs/${doc} does not exist`];
      if (anchor && !target.anchors.includes(anchor)) return [`${where}: docs/${doc} has no heading #${anchor}`];
      if (section && !names(target.titles, section)) return [`${where}: docs/${doc} has no section "${section}"`];
      return [];
    });
    expect(broken).toEqual([]);
    // The check looks at real citations: the docs are cited, with sections, from code and from each other.
    expect(all.filter(({ section }) => section).length).toBeGreaterThan(3);
  });

  it('knows a document outside the repository when it sees one', () => {
    const outside = new RegExp(OUTSIDE.join('|'));
    const samples = [`${SIBLING}/docs/STYLE.md`, ...GUIDES, `see ${GUIDES[1]}`, '/work/shared/spec', `spec/${SPEC_FILE}.txt`];
    expect(samples.filter((text) => !outside.test(text))).toEqual([]);
    expect([`${SIBLING}-kernel/src/route-path`, 'docs/architecture.md', 'docs/game-rules.md'].filter((text) => outside.test(text))).toEqual([]);
  });

  it('finds a citation that is broken', () => {
    // The patterns above, on lines written to be wrong, so the checks cannot pass by matching nothing.
    FILES.push({ file: 'fixture.ts', lines: ['// see docs/screens.md § No Such Screen', '// docs/nowhere.md', '// docs/game-rules.md#no-anchor'] });
    try {
      expect(
        citations()
          .filter(({ where }) => where.startsWith('fixture.ts'))
          .map(({ doc, anchor, section }) => [doc, anchor, section]),
      ).toEqual([
        ['screens.md', undefined, 'No Such Screen'],
        ['nowhere.md', undefined, undefined],
        ['game-rules.md', 'no-anchor', undefined],
      ]);
      expect(names(headings.get('screens.md')!.titles, 'No Such Screen')).toBe(false);
      expect(names(headings.get('screens.md')!.titles, 'Withdraw')).toBe(true);
    } finally {
      FILES.pop();
    }
  });
});
