// `npm run dev`: the API (restarts on change), the host and every remote in webpack-dev-server (reload on change).
// Open http://localhost:3000/ — the host proxies /api and /remotes/<name>/ to the others.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS } from './apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [];

function run(label, command, args, cwd, env = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => `[${label}] ${line}`)
      .join('\n');
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)));
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)));
  child.on('exit', (code) => console.log(`[${label}] exited (${code})`));
  children.push(child);
}

run('api', 'npx', ['tsx', 'watch', 'src/main.ts'], path.join(root, 'api'), { SERVE_WEB: 'false', DATA_DIR: path.join(root, 'data') });
for (const app of APPS) {
  run(app.name, 'npx', ['webpack', 'serve', '--config', 'webpack.config.ts', '--mode', 'development'], path.join(root, app.dir));
}
console.log('Matka Bazar (dev): http://localhost:3000/');
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(0);
  });
}
