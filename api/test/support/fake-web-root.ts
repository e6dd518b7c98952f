import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/** One entry of the operators' remotes.json. */
export interface FakeRemote {
  name: string;
  manifest: string;
  enabled: boolean;
}

export interface FakeWebRootOptions {
  /** What host/dist/remotes.json lists: the local markets remote unless told. */
  remotes?: FakeRemote[];
  /** More files, or other text for the standard ones, by their path under the root. */
  files?: Record<string, string | Buffer>;
}

const CONSOLE_SCRIPT = 'console.log("console")';

/**
 * A built-looking web root in a temporary folder: the host's page, script and build stamp, its remotes.json, the
 * markets remote's build, and the console's page with a pre-compressed script beside it. A suite adds the files its
 * tests are about (`files`) and says which remotes the operators list (`remotes`). `remove` deletes it.
 */
export function fakeWebRoot(options: FakeWebRootOptions = {}): { root: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-web-'));
  const remotes = options.remotes ?? [{ name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true }];
  const files: Record<string, string | Buffer> = {
    'host/dist/index.html': '<!doctype html><html><head><title>Matka Bazar</title></head><body></body></html>',
    'host/dist/main.js': 'console.log(1)',
    'host/dist/.build-stamp': '2026-11-22T00:00:00.000Z',
    'host/dist/remotes.json': JSON.stringify({ remotes }),
    'remotes/markets/dist/mf-manifest.json': '{}',
    'remotes/markets/dist/remoteEntry.js': 'var markets;',
    'remotes/markets/dist/.build-stamp': 'x',
    'console/dist/index.html': '<!doctype html><html><head><title>Console</title></head><body></body></html>',
    'console/dist/console.0123456789.js': CONSOLE_SCRIPT,
    'console/dist/console.0123456789.js.gz': zlib.gzipSync(CONSOLE_SCRIPT),
    ...options.files,
  };
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
