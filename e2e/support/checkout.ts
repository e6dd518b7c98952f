import fs from 'node:fs';
import path from 'node:path';

/** The repository's root: the checkout the tests run in. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** Links each entry of `from` into `to` (made), except those named: a checkout that shares the repository's files. */
export function linkEach(from: string, to: string, except: string[] = []): void {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    if (!except.includes(entry)) fs.symlinkSync(path.join(from, entry), path.join(to, entry));
  }
}

/**
 * A team's second clone in `dir`, cheap to make: links to the repository's files (its installed packages included),
 * except what a scaffold or a release writes — `remotes/` (links to each existing remote, so a new one is its own
 * folder) and the host's `public/` (a copy) — and nothing of the server's (data, releases).
 */
export function scratchCheckout(dir: string): string {
  linkEach(REPO_ROOT, dir, ['.git', 'remotes', 'host', 'data', 'releases', '.artifacts']);
  linkEach(path.join(REPO_ROOT, 'remotes'), path.join(dir, 'remotes'));
  linkEach(path.join(REPO_ROOT, 'host'), path.join(dir, 'host'), ['public']);
  fs.cpSync(path.join(REPO_ROOT, 'host', 'public'), path.join(dir, 'host', 'public'), { recursive: true });
  return dir;
}
