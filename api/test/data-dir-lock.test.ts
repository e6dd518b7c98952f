import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/open-database';

const MAIN = path.resolve(__dirname, '..', 'src', 'main.ts');

// Two servers on one embedded folder lost acknowledged writes; the folder is now taken by one server at a time.
describe('one server per embedded database folder', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-lock-'));
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  test('a second open of the folder is refused, naming the process that holds it; after close it opens again', async () => {
    const first = await openDatabase({ dataDir, databaseUrl: undefined });
    await expect(openDatabase({ dataDir, databaseUrl: undefined })).rejects.toThrow(
      `The database folder ${dataDir} is in use by process ${process.pid}`,
    );
    await first.close();
    const again = await openDatabase({ dataDir, databaseUrl: undefined });
    await again.close();
  });

  test('a lock left by a process that is gone (kill -9) is taken over', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    fs.writeFileSync(path.join(dataDir, 'server.lock'), `${gone.stdout}\n`);
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    await db.close();
  });

  test('a second server process exits with "database folder … is in use by process N"', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SERVE_WEB: 'false', DEMO_DATA: 'false', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const first = spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      await new Promise<void>((resolve, reject) => {
        let out = '';
        first.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('Matka Bazar is running')) resolve();
        });
        first.on('exit', (code) => reject(new Error(`the first server exited (${code})`)));
      });
      const second = spawnSync(process.execPath, ['--import', 'tsx', MAIN], { env, encoding: 'utf8', timeout: 60_000 });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(`The database folder ${dataDir} is in use by process ${first.pid}`);
    } finally {
      if (first.exitCode === null) {
        const exited = new Promise((resolve) => first.once('exit', resolve));
        first.kill('SIGTERM');
        await exited;
      }
    }
  }, 90_000);
});
