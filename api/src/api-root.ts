import fs from 'node:fs';
import path from 'node:path';

/** The api/ folder, from the sources (api/src/…) or the build (api/dist/main.js) alike: the first one up with migrations/. */
export const API_ROOT = (() => {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'migrations'))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no migrations folder above ${__dirname}`);
    dir = up;
  }
  return dir;
})();
