import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '..');
// scripts/apps.mjs is an ES module of the build scripts: read in a Node of its own (Jest here runs CommonJS).
const read = spawnSync(
  process.execPath,
  ['--input-type=module', '-e', `const m = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'scripts', 'apps.mjs')).href)}); console.log(JSON.stringify({ inputs: m.BUILD_INPUTS, apps: m.APPS }));`],
  { encoding: 'utf8' },
);
const { inputs, apps } = JSON.parse(read.stdout) as { inputs: string[]; apps: Array<{ dir: string }> };
const isInput = (file: string) => inputs.some((input) => file === input || file.startsWith(`${input}/`));

/**
 * The repository files a build file's code names: relative imports and requires, and paths spelt with
 * `path.resolve|join(__dirname, '..', …)` or from a constant made that way (`const SCRIPTS = path.resolve(__dirname,
 * '..', 'scripts')`, then `path.join(SCRIPTS, 'x.ts')`). Imports of .ts files are named without their extension.
 * Files that exist only, each once.
 */
function filesNamedIn(file: string, source: string): string[] {
  const dir = path.dirname(file);
  const found: string[] = [];
  // Files only: a folder named as a base (the repository, scripts/) is not read by that.
  const add = (absolute: string) => {
    const relative = path.relative(ROOT, absolute).split(path.sep).join('/');
    if (relative.startsWith('..') || relative.includes('node_modules') || !fs.existsSync(absolute) || fs.statSync(absolute).isDirectory()) return;
    found.push(relative);
  };
  for (const [, target = ''] of source.matchAll(/(?:from\s+|require\()'(\.{1,2}\/[^']+)'/g)) {
    const absolute = path.resolve(dir, target);
    add(fs.existsSync(absolute) ? absolute : `${absolute}.ts`);
  }
  const bases = new Map<string, string>([['__dirname', dir]]);
  const segments = (list: string) => [...list.matchAll(/'([^']+)'/g)].map(([, segment = '']) => segment);
  for (const [, name = '', base = '', rest = ''] of source.matchAll(/const (\w+) = path\.(?:resolve|join)\((\w+)((?:, '[^']+')*)\)/g)) {
    const from = bases.get(base);
    if (from !== undefined) bases.set(name, path.resolve(from, ...segments(rest)));
  }
  for (const [, base = '', rest = ''] of source.matchAll(/path\.(?:resolve|join)\((\w+)((?:, '[^']+')+)\)/g)) {
    const from = bases.get(base);
    if (from !== undefined) add(path.resolve(from, ...segments(rest)));
  }
  return [...new Set(found)];
}

const buildCode = ['webpack.common.ts', ...fs.readdirSync(path.join(ROOT, 'build')).map((name) => `build/${name}`)]
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .concat('scripts/route-paths.ts');

describe("what every app's build reads (scripts/apps.mjs BUILD_INPUTS)", () => {
  test('the scan finds what a build file names, in each of the ways the build code names files', () => {
    const sample = [
      "import { x } from '../shared-kernel/src/remotes-manifest';",
      "const singletons = require('../shared-kernel/singletons.json');",
      "const TEMPLATE = path.resolve(__dirname, '..', 'scripts', 'index.html');",
      "const SCRIPTS = path.resolve(__dirname, '..', 'scripts');",
      "spawn(path.join(SCRIPTS, 'route-paths.ts'));",
    ].join('\n');
    expect(filesNamedIn(path.join(ROOT, 'build', 'sample.ts'), sample).sort()).toEqual([
      'scripts/index.html',
      'scripts/route-paths.ts',
      'shared-kernel/singletons.json',
      'shared-kernel/src/remotes-manifest.ts',
    ]);
  });

  test('every repository file the build code names is a build input, so changing it rebuilds the apps', () => {
    const named = buildCode.flatMap((file) => filesNamedIn(path.join(ROOT, file), fs.readFileSync(path.join(ROOT, file), 'utf8')));
    expect(named).toEqual(expect.arrayContaining(['shared-kernel/singletons.json', 'scripts/index.html']));
    expect(named.filter((file) => !isInput(file))).toEqual([]);
  });

  test("every app's tsconfig extends one that is a build input", () => {
    for (const app of apps) {
      const config = JSON.parse(fs.readFileSync(path.join(ROOT, app.dir, 'tsconfig.json'), 'utf8')) as { extends?: string };
      if (config.extends === undefined) continue;
      const extended = path.relative(ROOT, path.resolve(ROOT, app.dir, config.extends)).split(path.sep).join('/');
      expect({ app: app.dir, extended, input: isInput(extended) }).toEqual({ app: app.dir, extended, input: true });
    }
  });
});
