// Slow (a real webpack build, a type check and a Jest run: about a minute): `npm run new-remote` makes a remote that builds, passes
// its own test and is served with the shell, without a change to the host.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { registerWebRoutes } from '../api/src/http/web.routes';
import { RELEASES_URL, ReleaseFiles } from '@matka/release-control';
import { scratchCheckout } from '../e2e/support/checkout';

const REPO_ROOT = path.resolve(__dirname, '..');
let root: string;

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  root = scratchCheckout(fs.mkdtempSync(path.join(os.tmpdir(), 'matka-new-remote-')));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

test('npm run new-remote makes a remote that builds, passes its test and is served with the shell', async () => {
  const before = fs.readFileSync(path.join(REPO_ROOT, 'host', 'public', 'remotes.json'), 'utf8');
  const made = run(process.execPath, [path.join(REPO_ROOT, 'scripts', 'new-remote.mjs'), 'bonus_zone', '--root', root, '--no-install'], REPO_ROOT);
  expect(made).toMatchObject({ status: 0 });
  const remote = path.join(root, 'remotes', 'bonus_zone');
  // Its dev port is the next free one (after every remote's); the repository's own remotes.json is untouched.
  const ports = fs
    .readdirSync(path.join(REPO_ROOT, 'remotes'))
    .map((folder) => path.join(REPO_ROOT, 'remotes', folder, 'package.json'))
    .filter((file) => fs.existsSync(file))
    .map((file) => Number(JSON.parse(fs.readFileSync(file, 'utf8')).config?.devPort ?? 0));
  expect(JSON.parse(fs.readFileSync(path.join(remote, 'package.json'), 'utf8')).config.devPort).toBe(Math.max(...ports) + 1);
  expect(fs.readFileSync(path.join(REPO_ROOT, 'host', 'public', 'remotes.json'), 'utf8')).toBe(before);

  const built = run('npx', ['webpack', '--config', 'webpack.config.ts', '--mode', 'production'], remote);
  expect({ status: built.status, errors: built.output.match(/ERROR in[^\n]*/g) ?? [] }).toEqual({ status: 0, errors: [] });
  const sideEntry = { place: 'side', label: 'Bonus zone', path: '/bonus_zone', order: 95, betting: false };
  expect(JSON.parse(fs.readFileSync(path.join(remote, 'dist', 'routes.json'), 'utf8'))).toEqual({ paths: ['/bonus_zone'], menus: [sideEntry] });
  // It needs only the page's singletons (no kernel singleton of its own: the host's are the page's).
  const needs = JSON.parse(fs.readFileSync(path.join(remote, 'dist', 'needs.json'), 'utf8')) as Record<string, string>;
  expect(needs).toMatchObject({ react: '^19.2.0', '@matka/shared-kernel/session': expect.stringMatching(/^\^\d+\.\d+\.\d+$/) });

  expect(run('npm', ['run', 'check-types'], remote)).toMatchObject({ status: 0 });
  const tested = run('npm', ['test'], remote);
  expect({ status: tested.status, output: tested.status === 0 ? '' : tested.output }).toEqual({ status: 0, output: '' });
  expect(tested.output).toMatch(/Tests:\s+1 passed/);

  // The all-in-one server switches it on and serves its files, knowing its paths from its build.
  const app = Fastify();
  const releases = { url: RELEASES_URL, files: new ReleaseFiles(path.join(root, 'releases'), root) };
  await registerWebRoutes(app, { webRoot: root, remotesManifest: path.join(root, 'host', 'public', 'remotes.json'), releases });
  try {
    const remotes = (await app.inject({ method: 'GET', url: '/remotes.json' })).json() as { remotes: Array<{ name: string }> };
    expect(remotes.remotes.find((entry) => entry.name === 'bonus_zone')).toEqual({
      name: 'bonus_zone',
      manifest: '/remotes/bonus_zone/mf-manifest.json',
      enabled: true,
      paths: ['/bonus_zone'],
      menus: [sideEntry],
    });
    expect((await app.inject({ method: 'GET', url: '/remotes/bonus_zone/remoteEntry.js' })).statusCode).toBe(200);
  } finally {
    await app.close();
  }
}, 240_000);

test('refuses a name that is taken or not a remote name, and writes nothing', () => {
  for (const name of ['markets', 'Bonus', '9lives']) {
    const refused = run(process.execPath, [path.join(REPO_ROOT, 'scripts', 'new-remote.mjs'), name, '--root', root, '--no-install'], REPO_ROOT);
    expect({ name, status: refused.status }).toEqual({ name, status: 1 });
  }
  expect(fs.existsSync(path.join(root, 'remotes', 'Bonus'))).toBe(false);
});
