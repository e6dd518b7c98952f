// The front-end apps for the build and dev scripts: the host, and every folder under remotes/ (a new remote needs no
// edit here). Each app's dev-server port is in its own config (a remote's: `config.devPort` in its package.json).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const REMOTES = fs
  .readdirSync(path.join(root, 'remotes'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(root, 'remotes', entry.name, 'package.json')))
  .map((entry) => entry.name);

// The operators' console is built and served beside them (at /console/) but is no part of the players' shell.
export const APPS = [
  { name: 'host', dir: 'host' },
  ...REMOTES.map((name) => ({ name, dir: `remotes/${name}` })),
  { name: 'console', dir: 'console' },
];

/**
 * What every app's build reads besides its own folder: a change here rebuilds every app (and changes a remote
 * release's build id). The kernel whole: its sources, its exports and singletons.json, whose version the build stamps
 * into every app. scripts/build-inputs.test.ts checks that every file the build's code names is in here.
 */
export const BUILD_INPUTS = [
  'tsconfig.json',
  'webpack.common.ts',
  'build',
  'scripts/index.html',
  'scripts/route-paths.ts',
  'scripts/route-paths.tsconfig.json',
  'shared-kernel',
  'package-lock.json',
];
