// `npm run new-remote -- <name>` as the docs spell it, with no --root: it makes the remote in the checkout the script
// is in. Run on a copy of the script in a bare checkout (remotes.json and markets' package.json), with no install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(__dirname, '..');
let checkout: string;

beforeEach(() => {
  checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-new-remote-args-'));
  fs.mkdirSync(path.join(checkout, 'scripts'));
  fs.copyFileSync(path.join(REPO_ROOT, 'scripts', 'new-remote.mjs'), path.join(checkout, 'scripts', 'new-remote.mjs'));
  fs.mkdirSync(path.join(checkout, 'host', 'public'), { recursive: true });
  fs.writeFileSync(path.join(checkout, 'host', 'public', 'remotes.json'), '{ "remotes": [] }\n');
  fs.mkdirSync(path.join(checkout, 'remotes', 'markets'), { recursive: true });
  fs.copyFileSync(path.join(REPO_ROOT, 'remotes', 'markets', 'package.json'), path.join(checkout, 'remotes', 'markets', 'package.json'));
});
afterEach(() => fs.rmSync(checkout, { recursive: true, force: true }));

const newRemote = (...args: string[]) =>
  spawnSync(process.execPath, [path.join(checkout, 'scripts', 'new-remote.mjs'), ...args], { cwd: checkout, encoding: 'utf8' });

test('without --root it makes the remote in its own checkout', () => {
  const made = newRemote('bonus', '--no-install');
  expect({ status: made.status, stderr: made.stderr }).toEqual({ status: 0, stderr: '' });
  expect(fs.existsSync(path.join(checkout, 'remotes', 'bonus', 'src', 'routes.ts'))).toBe(true);
  expect(JSON.parse(fs.readFileSync(path.join(checkout, 'host', 'public', 'remotes.json'), 'utf8')).remotes).toEqual([
    { name: 'bonus', manifest: '/remotes/bonus/mf-manifest.json', enabled: true },
  ]);
});

test('with no name it prints its usage and makes nothing', () => {
  const made = newRemote('--no-install');
  expect(made.status).toBe(1);
  expect(made.stderr).toMatch(/usage: npm run new-remote -- <name>/);
  expect(fs.readdirSync(path.join(checkout, 'remotes'))).toEqual(['markets']);
});
