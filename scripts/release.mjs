// `npm run release -w remotes/<name>`: builds the remote into its own immutable folder, `<RELEASES_DIR>/<name>/<version>/`
// (version: its package.json's version and the build's content hash), precompressed like `npm run build`, with
// `release.json` recording the integrity hash of its remoteEntry.js. Nothing else is touched: `remotes/<name>/dist`
// and every earlier release stay as they are, so a player on an old page keeps loading the files it started with.
// Operators then switch players to it with `npm run operator -- remote canary|activate` (docs/operations.md).
//
// Run in the remote's folder (npm -w does that). RELEASES_DIR (default: `releases/` at the checkout's root) says where
// releases go; the server serves the same folder at /releases/. Prints one JSON line: {name, version, path, integrity}.
// The release.json format is read by release-control/src/release-format.ts. Its `needs` are the page's shared
// singletons the release consumes, with the range it needs of each (its build's needs.json, webpack.common.ts): release
// control compares them with what the host provides (host/dist/provides.json) before a player gets the release. Its
// `surface` names the kernel singletons' version it was built on and the hash of their surface in the code
// (scripts/kernel-surface.ts --release): a singleton changed without a new version is refused here, before anything is
// built, and by the server at publish (against the hash of the version the host provides).
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_INPUTS } from './apps.mjs';
import { precompress } from './precompress.mjs';
import { publishIfAsked } from './publish-release.mjs';

const remoteDir = process.cwd();
const name = path.basename(remoteDir);
const root = path.resolve(remoteDir, '..', '..');
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, 'releases'));

/** Every file under `target` (skipping node_modules and dist), as [relative path, absolute path], sorted. */
function filesOf(target, base = target) {
  if (!fs.existsSync(target)) return [];
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return [[path.relative(base, target) || path.basename(target), target]];
  return fs
    .readdirSync(target)
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist')
    .flatMap((entry) => filesOf(path.join(target, entry), base))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** A hash of the files' names and contents: the same files give the same hash, on any machine. */
function hashFiles(files) {
  const hash = crypto.createHash('sha256');
  for (const [relative, absolute] of files) hash.update(`${relative}\0`).update(fs.readFileSync(absolute)).update('\0');
  return hash.digest('hex');
}

function webpack(outputPath, buildId) {
  return new Promise((resolve, reject) => {
    const args = ['webpack', '--config', 'webpack.config.ts', '--mode', 'production', '--env', `outputPath=${outputPath}`, '--env', `buildId=${buildId}`];
    const child = spawn('npx', args, { cwd: remoteDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => (code === 0 && !/ERROR in/.test(output) ? resolve() : reject(new Error(`webpack failed (exit ${code}):\n${output}`))));
  });
}

/** The kernel singletons' version and surface hash this release is built on; exits 1 when they changed unversioned. */
function singletonsSurface() {
  // --preserve-symlinks-main: the checkout's own kernel, even where its scripts/ is a link to another checkout's.
  const script = path.join(root, 'scripts', 'kernel-surface.ts');
  const checked = spawnSync(process.execPath, ['--preserve-symlinks-main', '--import', 'tsx', script, '--release'], { cwd: root, encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(checked.stderr.trim() || `kernel-surface --release failed (exit ${checked.status})`);
  return JSON.parse(checked.stdout.trim().split('\n').pop() ?? '{}');
}

async function main() {
  const packageJson = JSON.parse(fs.readFileSync(path.join(remoteDir, 'package.json'), 'utf8'));
  if (!/^[a-z][a-z0-9_]*$/.test(name) || !fs.existsSync(path.join(remoteDir, 'webpack.config.ts'))) {
    throw new Error(`run in a remote's folder (npm run release -w remotes/<name>), not ${remoteDir}`);
  }
  const surface = singletonsSurface();
  // The sources' hash names the chunk global, so two releases of this remote can share a page (webpack.common.ts).
  const inputs = [...filesOf(remoteDir), ...BUILD_INPUTS.flatMap((input) => filesOf(path.join(root, input), root))];
  const buildId = hashFiles(inputs).slice(0, 10);

  const folder = path.join(releasesDir, name);
  fs.mkdirSync(folder, { recursive: true });
  const staging = fs.mkdtempSync(path.join(folder, '.staging-'));
  try {
    await webpack(staging, buildId);
    const version = `${packageJson.version}-${hashFiles(filesOf(staging)).slice(0, 10)}`;
    const entry = fs.readFileSync(path.join(staging, 'remoteEntry.js'));
    const needs = JSON.parse(fs.readFileSync(path.join(staging, 'needs.json'), 'utf8'));
    const release = {
      name,
      version,
      remoteEntry: 'remoteEntry.js',
      integrity: `sha384-${crypto.createHash('sha384').update(entry).digest('base64')}`,
      needs,
      surface,
      files: filesOf(staging).map(([relative]) => relative),
      builtAt: new Date().toISOString(),
    };
    precompress(staging);
    fs.writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(release, null, 2)}\n`);
    const target = path.join(folder, version);
    if (fs.existsSync(target)) {
      // Same sources, same files: that release exists already, and a release never changes.
      fs.rmSync(staging, { recursive: true, force: true });
      const existing = JSON.parse(fs.readFileSync(path.join(target, 'release.json'), 'utf8'));
      console.log(JSON.stringify({ name, version, path: target, integrity: existing.integrity, existed: true, ...(await publishIfAsked(target, name)) }));
      return;
    }
    fs.renameSync(staging, target);
    console.log(JSON.stringify({ name, version, path: target, integrity: release.integrity, ...(await publishIfAsked(target, name)) }));
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
