// `npm start`: builds what is not built, then serves everything (API, host, remotes) on one port with the
// embedded database. PORT changes the port; DATABASE_URL switches to a PostgreSQL server.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const built = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
if (built.status !== 0) process.exit(built.status ?? 1);

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'api', 'src', 'main.ts')], {
  stdio: 'inherit',
  cwd: root,
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
