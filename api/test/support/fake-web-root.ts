import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A built-looking web root in a temporary folder: the host's page and script, its remotes.json with one local remote,
 * and the console's page with a pre-compressed script beside it. `remove` deletes it.
 */
export function fakeWebRoot(): { root: string; remove(): void } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-web-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  write('host/dist/index.html', '<!doctype html><html><head><title>Matka Bazar</title></head><body></body></html>');
  write('host/dist/main.js', 'console.log(1)');
  write('host/dist/.build-stamp', '2026-11-22T00:00:00.000Z');
  write('host/dist/remotes.json', JSON.stringify({ remotes: [{ name: 'markets', manifest: '/remotes/markets/mf-manifest.json', enabled: true }] }));
  write('remotes/markets/dist/mf-manifest.json', '{}');
  write('remotes/markets/dist/remoteEntry.js', 'var markets;');
  write('remotes/markets/dist/.build-stamp', 'x');
  write('console/dist/index.html', '<!doctype html><html><head><title>Console</title></head><body></body></html>');
  write('console/dist/console.0123456789.js', 'console.log("console")');
  fs.writeFileSync(path.join(root, 'console/dist/console.0123456789.js.gz'), zlib.gzipSync('console.log("console")'));
  return { root, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}
