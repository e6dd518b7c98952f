// Builds every front-end app whose sources changed since its last build (`--force` builds all). Two at a time:
// the CI machine has two cores.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, BUILD_INPUTS } from './apps.mjs';
import { precompress } from './precompress.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const force = process.argv.includes('--force');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

// webpack leaves unchanged files untouched, so the build's own outputs cannot tell when it last ran: a stamp does.
const stampOf = (app) => path.join(root, app.dir, 'dist', '.build-stamp');

function isStale(app) {
  const built = stampOf(app);
  if (!fs.existsSync(built)) return true;
  const builtAt = fs.statSync(built).mtimeMs;
  const inputs = [...BUILD_INPUTS.map((p) => path.join(root, p)), path.join(root, app.dir)];
  return inputs.some((input) => newestMtime(input) > builtAt);
}

function build(app) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('npx', ['webpack', '--config', 'webpack.config.ts', '--mode', 'production'], {
      cwd: path.join(root, app.dir),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      if (code === 0 && !/ERROR in/.test(output)) {
        precompress(path.join(root, app.dir, 'dist'));
        // Stamped with when the build began: a source saved while it ran is newer, and is built next time.
        fs.writeFileSync(stampOf(app), new Date(started).toISOString());
        fs.utimesSync(stampOf(app), new Date(started), new Date(started));
        console.log(`[build] ${app.name} built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        resolve();
      } else {
        console.error(output);
        reject(new Error(`[build] ${app.name} failed (exit ${code})`));
      }
    });
  });
}

const stale = APPS.filter((app) => force || isStale(app));
if (stale.length === 0) {
  console.log('[build] every app is up to date');
} else {
  const queue = [...stale];
  const workers = Array.from({ length: 2 }, async () => {
    for (let app = queue.shift(); app; app = queue.shift()) await build(app);
  });
  await Promise.all(workers);
}
