import fs from 'node:fs';
import path from 'node:path';

/** One remote of this repository: a folder under remotes/. */
export interface RemoteApp {
  name: string;
  dir: string;
  /** Its dev-server port: `config.devPort` in its package.json, fixed when the remote is made (npm run new-remote). */
  port: number;
}

/** Every remote under `<root>/remotes/`, found by its folder: adding one needs no list edited. */
export function remoteApps(root: string = path.resolve(__dirname, '..')): RemoteApp[] {
  const folder = path.join(root, 'remotes');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(folder, entry.name, 'package.json')))
    .map((entry) => {
      const dir = path.join(folder, entry.name);
      return { name: entry.name, dir, port: devPortOf(dir) };
    });
}

/** An app's dev-server port: `config.devPort` in its package.json. */
export function devPortOf(dir: string): number {
  const port: unknown = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'))?.config?.devPort;
  if (typeof port !== 'number') throw new Error(`${dir}/package.json has no config.devPort`);
  return port;
}
