// Publishes a release folder (as scripts/release.mjs writes it) to a running server: one .tar.gz of the folder, sent
// with its digest (Content-Digest, sha-512) to POST /operator/releases/<name>, with a team token of that remote
// (RELEASE_TOKEN; the operators make one with `npm run operator -- team-token create --remote <name> --name …`).
// The server checks it whole and stores it for every instance; nothing players get changes until a canary or an
// activation. Publishing the same release again is harmless ("existed": true).
//
//   RELEASE_TOKEN=mbt_… npm run release -w remotes/<name> -- --publish https://host     (release.mjs calls this)
//   RELEASE_TOKEN=mbt_… node scripts/publish-release.mjs releases/<name>/<version> https://host
import { Buffer } from 'node:buffer';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as tar from 'tar';

/** Every file under `folder`, relative, sorted (the archive's order: the same folder gives the same archive). */
function filesOf(folder, base = folder) {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesOf(path.join(folder, entry.name), base) : [path.relative(base, path.join(folder, entry.name))]))
    .sort();
}

/** The folder as one .tar.gz, in memory (a release is a few hundred KB). */
async function archiveOf(folder) {
  const chunks = [];
  const stream = tar.create({ cwd: folder, gzip: true, portable: true, noDirRecurse: true }, filesOf(folder));
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Uploads `folder` (a release of `name`) to the server at `url`; answers the server's JSON, or throws its refusal. */
export async function publishRelease({ folder, name, url, token = process.env.RELEASE_TOKEN }) {
  if (!token) throw new Error(`RELEASE_TOKEN is not set: the operators give each team one (npm run operator -- team-token create --remote ${name} --name "…")`);
  const archive = await archiveOf(folder);
  const target = new globalThis.URL(`/operator/releases/${encodeURIComponent(name)}`, url);
  const response = await globalThis.fetch(target, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/gzip',
      'content-digest': `sha-512=:${crypto.createHash('sha512').update(archive).digest('base64')}:`,
    },
    body: archive,
  });
  const answer = await response.json().catch(() => ({ error: `HTTP ${response.status} from ${target.origin}` }));
  if (!response.ok) throw new Error(answer.error ?? `HTTP ${response.status}`);
  return { ...answer, archiveBytes: archive.length };
}

/**
 * For scripts/release.mjs: with `--publish <url>` on its command line, publishes the release folder it just wrote and
 * answers `{published: <the server's answer>}`; without, `{}`.
 */
export async function publishIfAsked(folder, name, args = process.argv) {
  if (!args.includes('--publish')) return {};
  const url = args[args.indexOf('--publish') + 1] ?? '';
  if (!/^https?:\/\//.test(url)) throw new Error(`--publish takes the server's URL (--publish https://host), not "${url}"`);
  return { published: await publishRelease({ folder, name, url }) };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [folder, url] = process.argv.slice(2);
  if (!folder || !url) {
    console.error('usage: RELEASE_TOKEN=… node scripts/publish-release.mjs <release folder> <server URL>');
    process.exit(1);
  }
  const info = JSON.parse(fs.readFileSync(path.join(folder, 'release.json'), 'utf8'));
  publishRelease({ folder, name: info.name, url })
    .then((answer) => console.log(JSON.stringify(answer)))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
