// What tests of release control and of the servers that mount it write to disk: a remote's build, and a release of it.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A remote's build as webpack writes it: an entry, a chunk, mf-manifest.json and routes.json. */
export function writeBuild(folder: string, name: string, paths: string[], entryText = `var ${name} = {};`) {
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'remoteEntry.js'), entryText);
  fs.writeFileSync(path.join(folder, 'routes.1234567890.js'), '/* routes */');
  fs.writeFileSync(
    path.join(folder, 'mf-manifest.json'),
    JSON.stringify({
      id: name,
      name,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [{ path: './routes', assets: { js: { sync: ['routes.1234567890.js'], async: [] } } }],
      shared: [],
    }),
  );
  fs.writeFileSync(path.join(folder, 'routes.json'), JSON.stringify({ paths }));
}

/** A release as scripts/release.mjs writes it: the build and release.json (files, entry integrity). */
export function writeRelease(releasesDir: string, name: string, version: string, paths: string[], more: Record<string, unknown> = {}) {
  const folder = path.join(releasesDir, name, version);
  writeBuild(folder, name, paths, `var ${name} = {}; // ${version}`);
  const entry = fs.readFileSync(path.join(folder, 'remoteEntry.js'));
  const info = {
    name,
    version,
    remoteEntry: 'remoteEntry.js',
    integrity: `sha384-${crypto.createHash('sha384').update(entry).digest('base64')}`,
    files: fs.readdirSync(folder).sort(),
    builtAt: new Date(Date.UTC(2026, 10, Number(version[2]) || 1)).toISOString(),
    ...more,
  };
  fs.writeFileSync(path.join(folder, 'release.json'), JSON.stringify(info));
  return folder;
}
