// Brotli and gzip copies beside every text file of a build (scripts/build.mjs, scripts/release.mjs).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * Writes a Brotli and a gzip copy beside every text file of a build, so the server sends compressed bytes without
 * compressing on every request (a phone on 4G gets about a quarter of the bytes).
 */
export function precompress(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      precompress(file);
      continue;
    }
    if (!/\.(js|json|html|svg|css|txt)$/.test(entry.name)) continue;
    const content = fs.readFileSync(file);
    if (content.length < 512) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  }
}
