import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { Parser } from 'tar';
import { federationManifestProblem, parseReleaseInfo, type ReleaseArchive } from './release-format';

/*
 * A release as a team's CI uploads it (scripts/publish-release.mjs): one .tar.gz of its folder as scripts/release.mjs
 * wrote it — the build's files, their precompressed `.br`/`.gz` copies and release.json — sent with the archive's
 * digest (`Content-Digest`, RFC 9530). Everything is checked before anything is stored: the digest (an upload cut
 * off or changed on the way), the archive (complete, plain files only, safe names, within the size limit), release.json
 * (of this remote, a release version), that the files are exactly the ones it lists, the entry's integrity, each
 * precompressed copy against its file, and the federation manifest.
 */

/** Why an upload is refused: its content (answered as invalid input) or its size (as too large). */
export class ArchiveRefusal extends Error {
  constructor(
    message: string,
    /** Refused for its size rather than its content. */
    readonly tooLarge = false,
  ) {
    super(message);
  }
}

const SAFE_PATH = /^[\w@+-][\w.@+-]*(\/[\w@+-][\w.@+-]*)*$/;
const DIGEST = /^\s*(sha-256|sha-512)=:([A-Za-z0-9+/]+=*):\s*$/;

/** The `Content-Digest` header a client sends with `archive`. */
export const contentDigestOf = (archive: Buffer) => `sha-512=:${crypto.createHash('sha512').update(archive).digest('base64')}:`;

/** Checks `header` (RFC 9530 `Content-Digest`, sha-256 or sha-512) against the archive as received. */
export function checkDigest(archive: Buffer, header: string | undefined): void {
  if (!header) throw new ArchiveRefusal('Send the archive with its Content-Digest (sha-256 or sha-512): nothing else proves it arrived whole');
  const match = header.split(',').map((part) => DIGEST.exec(part)).find(Boolean);
  if (!match) throw new ArchiveRefusal(`Content-Digest "${header.slice(0, 100)}" is not sha-256=:…: or sha-512=:…:`);
  const algorithm = match[1] === 'sha-256' ? 'sha256' : 'sha512';
  if (crypto.createHash(algorithm).update(archive).digest('base64') !== match[2]) {
    throw new ArchiveRefusal('The archive does not match its Content-Digest: it was cut off or changed on the way (nothing was stored)');
  }
}

/** The files of a .tar archive (plain files only; folders are skipped). */
function untar(tarBytes: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    const files = new Map<string, Buffer>();
    let failure: ArchiveRefusal | null = null;
    const fail = (message: string) => {
      failure ??= new ArchiveRefusal(message);
    };
    const parser = new Parser({
      strict: true,
      onwarn: (_code: string, message: string | Error) => fail(`The archive is not a complete tar: ${String(message instanceof Error ? message.message : message)}`),
    });
    parser.on('entry', (entry) => {
      const name = String(entry.path).replace(/^\.\//, '');
      if (entry.type === 'Directory') return entry.resume();
      if (entry.type !== 'File' && entry.type !== 'OldFile') {
        fail(`${name} is a ${entry.type}: a release holds plain files only`);
        return entry.resume();
      }
      if (!SAFE_PATH.test(name) || name.split('/').some((part) => part === '..' || part.startsWith('.'))) {
        fail(`"${name.slice(0, 100)}" is not a file name a release may have`);
        return entry.resume();
      }
      if (files.has(name)) fail(`${name} is in the archive twice`);
      const parts: Buffer[] = [];
      entry.on('data', (chunk: Buffer) => parts.push(chunk));
      entry.on('end', () => files.set(name, Buffer.concat(parts)));
    });
    parser.on('error', (error: Error) => fail(`The archive is not a complete tar: ${error.message}`));
    parser.on('close', () => (failure ? reject(failure) : resolve(files)));
    parser.end(tarBytes);
  });
}

/** Whether `copy` (a `.br` or `.gz` of `original`) unpacks to exactly it. */
function sameAfterDecompressing(copy: Buffer, original: Buffer, encoding: 'br' | 'gz'): boolean {
  try {
    const options = { maxOutputLength: original.length + 1 };
    const unpacked = encoding === 'br' ? zlib.brotliDecompressSync(copy, options) : zlib.gunzipSync(copy, options);
    return unpacked.equals(original);
  } catch {
    return false;
  }
}

/** Unpacks and checks an uploaded release of `name`: the release, or an ArchiveRefusal saying why not. */
export async function readReleaseArchive(archive: Buffer, name: string, maxBytes: number): Promise<ReleaseArchive> {
  let tarBytes: Buffer;
  try {
    tarBytes = zlib.gunzipSync(archive, { maxOutputLength: maxBytes });
  } catch (error) {
    if (error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new ArchiveRefusal(`The release unpacks to more than ${maxBytes} bytes (RELEASE_MAX_BYTES)`, true);
    }
    throw new ArchiveRefusal('The archive is not a complete .tar.gz: it was cut off, or is not one');
  }
  const files = await untar(tarBytes);
  const releaseJson = files.get('release.json');
  if (!releaseJson) throw new ArchiveRefusal('The archive has no release.json at its top: archive the release folder that npm run release wrote');
  const info = parseReleaseInfo(releaseJson.toString('utf8'));
  if (!info) throw new ArchiveRefusal('release.json is not what npm run release writes');
  if (info.name !== name) throw new ArchiveRefusal(`The archive is a release of ${info.name}, not ${name}`);

  const listed = new Set(info.files);
  const missing = info.files.filter((file) => !files.has(file));
  if (missing.length > 0) throw new ArchiveRefusal(`The archive is missing ${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', …' : ''}`);
  for (const [file, content] of files) {
    if (file === 'release.json' || listed.has(file)) continue;
    const original = /^(.*)\.(br|gz)$/.exec(file);
    if (!original?.[1] || !listed.has(original[1])) throw new ArchiveRefusal(`${file} is not a file of the release (release.json does not list it)`);
    if (!sameAfterDecompressing(content, files.get(original[1]) as Buffer, original[2] as 'br' | 'gz')) {
      throw new ArchiveRefusal(`${file} is not a compressed copy of ${original[1]}`);
    }
  }
  const entry = files.get(info.remoteEntry);
  const [algorithm, digest] = info.integrity.split('-', 2) as [string, string];
  if (!entry || crypto.createHash(algorithm).update(entry).digest('base64') !== digest) {
    throw new ArchiveRefusal(`${info.remoteEntry} is not the file release.json's integrity names`);
  }
  const problem = federationManifestProblem(name, info.version, (file) => files.get(file)?.toString('utf8') ?? null);
  if (problem) throw new ArchiveRefusal(problem);

  const content = crypto.createHash('sha256');
  for (const file of [...info.files].sort()) content.update(`${file}\0`).update(files.get(file) as Buffer).update('\0');
  const bytes = [...files.values()].reduce((sum, file) => sum + file.length, 0);
  return { info, files, contentDigest: content.digest('hex'), bytes };
}
