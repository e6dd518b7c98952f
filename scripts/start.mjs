// `npm start`: builds what is not built and compiles the server (api/dist/main.js), then serves everything (API,
// host, remotes) on one port with the embedded database. PORT changes the port; DATABASE_URL switches to a
// PostgreSQL server; WORKERS sets the number of server processes (default: one per core on PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
if (built.status !== 0) process.exit(built.status ?? 1);

const compiled = spawnSync(process.execPath, [path.join(root, 'scripts', 'build-api.mjs')], { stdio: 'inherit', cwd: root });
if (compiled.status !== 0) process.exit(compiled.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'api', 'dist', 'main.js')], {
  stdio: 'inherit',
  cwd: root,
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
