import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `npm test` is the root's tooling run plus every package's own `test` script, each selecting a Jest project and
// perhaps a path pattern. A test file that no script selects never runs, silently: this proves every one is selected.
const REPO_ROOT = path.resolve(__dirname, '..');

interface Selection {
  script: string;
  project: string;
  pattern: RegExp | null;
}

/** The Jest runs one `test` script starts: each `--selectProjects` with its `--testPathPatterns`, if any. */
function selectionsOf(script: string, command: string): Selection[] {
  return command
    .split('&&')
    .map((part) => ({ project: /--selectProjects\s+(\S+)/.exec(part)?.[1], pattern: /--testPathPatterns\s+(\S+)/.exec(part)?.[1] }))
    .filter((run): run is { project: string; pattern: string | undefined } => run.project !== undefined)
    .map((run) => ({ script, project: run.project, pattern: run.pattern ? new RegExp(run.pattern.replace(/^'|'$/g, '')) : null }));
}

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8'));

function packageFolders(): string[] {
  return (readJson('package.json').workspaces as string[]).flatMap((entry) =>
    entry.endsWith('/*')
      ? fs.readdirSync(path.join(REPO_ROOT, entry.slice(0, -2)), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => `${entry.slice(0, -2)}/${d.name}`)
      : [entry],
  );
}

/** What `npm test` runs: the root's own test scripts it names, then every package's `test`. */
function allSelections(): Selection[] {
  const root = readJson('package.json').scripts as Record<string, string>;
  const fromRoot = Object.entries(root)
    .filter(([name]) => root.test!.includes(`npm run ${name}`))
    .flatMap(([name, command]) => selectionsOf(`root ${name}`, command));
  const fromPackages = packageFolders()
    .filter((folder) => fs.existsSync(path.join(REPO_ROOT, folder, 'package.json')))
    .flatMap((folder) => selectionsOf(`${folder} test`, readJson(`${folder}/package.json`).scripts?.test ?? ''));
  return [...fromRoot, ...fromPackages];
}

/** Each Jest project's roots, as folders of the repository. */
function projectRoots(): Array<{ project: string; roots: string[] }> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const config = require(path.join(REPO_ROOT, 'jest.config.js')) as { projects: Array<{ displayName: string; roots: string[] }> };
  return config.projects.map((project) => ({ project: project.displayName, roots: project.roots.map((root) => root.replace('<rootDir>/', '')) }));
}

const testFiles = execFileSync('git', ['ls-files', '*.test.ts', '*.test.tsx'], { cwd: REPO_ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && fs.existsSync(path.join(REPO_ROOT, file)));

describe('npm test runs every test file', () => {
  const selections = allSelections();
  const projects = projectRoots();

  test('the scripts select something in every project', () => {
    expect(new Set(selections.map((selection) => selection.project))).toEqual(new Set(projects.map((project) => project.project)));
  });

  test('each test file is selected by one of the test scripts', () => {
    const unselected = testFiles.filter((file) => {
      const owner = projects.find((project) => project.roots.some((root) => file.startsWith(`${root}/`)));
      if (!owner) return true;
      const absolute = path.join(REPO_ROOT, file);
      return !selections.some((selection) => selection.project === owner.project && (selection.pattern?.test(absolute) ?? true));
    });
    expect(unselected).toEqual([]);
  });

  test('a file outside every script is found (the check can fail)', () => {
    const selection = selectionsOf('example', "jest --selectProjects unit --testPathPatterns '/host/src/'");
    expect(selection).toEqual([{ script: 'example', project: 'unit', pattern: /\/host\/src\// }]);
    expect(selection[0]!.pattern!.test(path.join(REPO_ROOT, 'api/src/http/error-handler.test.ts'))).toBe(false);
  });
});
