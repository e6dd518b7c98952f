// Compiles the API server to one JavaScript file, api/dist/main.js, for production to run with plain `node`
// (no TypeScript at start). The kernel's TypeScript is bundled in; the npm packages stay in node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = JSON.parse(fs.readFileSync(path.join(root, 'api', 'package.json'), 'utf8'));
const external = Object.keys(api.dependencies).filter((name) => !name.startsWith('@matka/'));
const started = Date.now();
await build({
  entryPoints: [path.join(root, 'api', 'src', 'main.ts')],
  outfile: path.join(root, 'api', 'dist', 'main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  tsconfig: path.join(root, 'tsconfig.json'),
  logLevel: 'warning',
});
console.log(`[build] api/dist/main.js in ${Date.now() - started} ms`);
