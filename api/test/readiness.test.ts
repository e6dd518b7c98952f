import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/open-database';
import { probeFile } from '../src/db/data-dir-lock';
import { startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';

const MAIN = path.resolve(__dirname, '..', 'src', 'main.ts');

// Issue 25, item 11: /api/health said 200 while every write failed on a full disk. /api/ready proves writes work
// (the database's, in a rolled-back transaction, and the data folder's); /api/health stays the liveness check.
describe.each(testDatabases())('readiness on $mode', (kind) => {
  let api: Harness;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-ready-'));
    api = await startHarness(kind, { DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const response = await api.app.inject({ method: 'GET', url });
    return { statusCode: response.statusCode, body: response.json() };
  };

  test('ready: a rolled-back write and a flushed file both work, and nothing is left behind', async () => {
    expect(await get('/api/ready')).toMatchObject({ statusCode: 200, body: { status: true, checks: { database: 'ok', data_dir: 'ok' } } });
    expect(await api.db.query("SELECT 1 FROM attempt_counters WHERE bucket LIKE 'ready-probe%'")).toHaveLength(0);
    expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('.write-probe'))).toEqual([]);
  });

  test('a full disk under the data folder: not ready (503), while health still says 200', async () => {
    fs.symlinkSync('/dev/full', probeFile(dataDir));
    try {
      expect(await get('/api/ready')).toMatchObject({ statusCode: 503, body: { status: false, checks: { database: 'ok', data_dir: 'ENOSPC' } } });
      expect((await get('/api/health')).statusCode).toBe(200);
    } finally {
      fs.rmSync(probeFile(dataDir), { force: true });
    }
  });

  test('a data folder that is gone (or not a folder): not ready', async () => {
    const elsewhere = `${dataDir}-moved`;
    fs.renameSync(dataDir, elsewhere);
    fs.writeFileSync(dataDir, 'not a folder');
    try {
      expect(await get('/api/ready')).toMatchObject({ statusCode: 503, body: { checks: { data_dir: 'ENOTDIR' } } });
    } finally {
      fs.rmSync(dataDir);
      fs.renameSync(elsewhere, dataDir);
    }
    expect((await get('/api/ready')).statusCode).toBe(200);
  });

  test('a database that refuses writes: not ready, with its reason', async () => {
    await api.db.query("ALTER TABLE attempt_counters ADD CONSTRAINT no_ready_probes CHECK (bucket NOT LIKE 'ready-probe%')");
    try {
      const answer = await get('/api/ready');
      expect(answer).toMatchObject({ statusCode: 503, body: { checks: { data_dir: 'ok' } } });
      expect(String(answer.body.checks.database)).toContain('no_ready_probes');
      expect((await get('/api/health')).statusCode).toBe(200);
    } finally {
      await api.db.query('ALTER TABLE attempt_counters DROP CONSTRAINT no_ready_probes');
    }
  });
});

describe('the data folder at start', () => {
  let scratch: string;
  beforeEach(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-start-'));
  });
  afterEach(() => fs.rmSync(scratch, { recursive: true, force: true }));

  test('a server started on a folder it cannot write exits 1 with one clear line, no stack trace', () => {
    fs.writeFileSync(path.join(scratch, 'file'), 'x');
    const dataDir = path.join(scratch, 'file', 'data');
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', SERVE_WEB: 'false', LOG_LEVEL: 'warn' };
    delete env.DATABASE_URL;
    const started = spawnSync(process.execPath, ['--import', 'tsx', MAIN], { env, encoding: 'utf8', timeout: 60_000 });
    expect(started.status).toBe(1);
    expect(started.stderr.trim().split('\n')).toEqual([
      `The data folder ${dataDir} cannot be written (ENOTDIR): give the server a folder it can write (DATA_DIR), with free space.`,
    ]);
  }, 90_000);

  test('a stale server.lock naming a live process that is not ours is taken over', async () => {
    const unrelated = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      // The older format (the pid alone), naming a process that is not Node.js.
      fs.writeFileSync(path.join(scratch, 'server.lock'), `${unrelated.pid}\n`);
      const first = await openDatabase({ dataDir: scratch, databaseUrl: undefined });
      await first.close();
      // The pid of a live Node.js process (this one), but started at another time than the lock says.
      fs.writeFileSync(path.join(scratch, 'server.lock'), `${process.pid}\n1\n`);
      const second = await openDatabase({ dataDir: scratch, databaseUrl: undefined });
      await second.close();
    } finally {
      unrelated.kill();
    }
  });
});
