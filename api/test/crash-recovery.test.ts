import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/open-database';
import { walToReplay } from '../src/db/pglite-checkpoints';
import { openPgliteDatabase } from '../src/db/pglite-database';
import { DEMO_PLAYER } from '../src/demo/seed-demo';

const MAIN = path.resolve(__dirname, '..', 'src', 'main.ts');
const OPERATOR_TOKEN = 'crash-recovery-operator-token-0001';

interface Server {
  child: ChildProcess;
  base: string;
}

/** The real server on the embedded PGlite in `dataDir` (a port of its own), once it says it is running. */
function startServer(dataDir: string): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    SERVE_WEB: 'false',
    DEMO_DATA: 'true',
    LOG_LEVEL: 'warn',
    OPERATOR_TOKEN,
    PASSWORD_SCRYPT_LOG_N: '10',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let out = '';
    let errors = '';
    child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const running = /Matka Bazar is running: (http:\/\/[^/]+)\//.exec(out);
      if (running) resolve({ child, base: running[1]! });
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}): ${errors}`)));
  });
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const credit = (base: string, points: number, note: string) =>
  fetch(`${base}/operator/wallet/credit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: DEMO_PLAYER.mobile, points, note }),
  });

// Issue 45, item 3: the embedded database comes back after a kill -9 with every write it acknowledged, and the WAL
// a restart replays stays short (pglite-checkpoints.ts).
describe('the server on PGlite after a kill -9', () => {
  let dataDir: string;
  let server: Server | undefined;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-crash-'));
  });
  afterEach(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('answers /api/ready again, with every credit it acknowledged in the ledger and the balances matching it', async () => {
    server = await startServer(dataDir);
    const { base } = server;
    // Four operators crediting at once; the server is killed as soon as 12 credits are acknowledged, others in flight.
    const acknowledged: string[] = [];
    let killed = false;
    const killedOnce = new Promise<void>((resolve) => {
      const writer = async (operator: number) => {
        for (let i = 1; !killed; i += 1) {
          const note = `Before the crash ${operator}.${i}`;
          const answer = await credit(base, 10, note).catch(() => null);
          if (answer?.status !== 200 || killed) return;
          acknowledged.push(note);
          if (acknowledged.length >= 12 && !killed) {
            killed = true;
            server!.child.kill('SIGKILL');
            resolve();
          }
        }
      };
      for (let operator = 1; operator <= 4; operator += 1) void writer(operator);
    });
    await killedOnce;
    await exited(server.child);
    expect(server.child.signalCode).toBe('SIGKILL');

    server = await startServer(dataDir);
    const ready = await fetch(`${server.base}/api/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: true, checks: { database: 'ok', data_dir: 'ok' } });
    const check = await fetch(`${server.base}/operator/ledger/check`, { headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
    expect(await check.json()).toMatchObject({ mismatches: [] });
    const after = await credit(server.base, 1, 'After the crash');
    expect(after.status).toBe(200);
    const { balance } = (await after.json()) as { balance: number };

    server.child.kill('SIGTERM');
    await exited(server.child);
    const db = await openDatabase({ dataDir, databaseUrl: undefined });
    try {
      const entries = await db.query<{ note: string; amount: string }>(
        "SELECT note, amount::text FROM ledger_entries WHERE user_id = (SELECT id FROM users WHERE mobile = $1) AND note LIKE 'Before the crash %'",
        [DEMO_PLAYER.mobile],
      );
      const kept = entries.map((entry) => entry.note);
      for (const note of acknowledged) expect(kept).toContain(note);
      // What was credited and the balance agree: an entry in flight at the kill is there whole or not at all.
      const [sums] = await db.query<{ ledger: string; balance: string }>(
        'SELECT (SELECT sum(amount) FROM ledger_entries WHERE user_id = u.id)::text AS ledger, u.balance::text AS balance FROM users u WHERE mobile = $1',
        [DEMO_PLAYER.mobile],
      );
      expect(Number(sums!.balance)).toBe(balance);
      expect(Number(sums!.ledger)).toBe(balance);
    } finally {
      await db.close();
    }
  }, 180_000);
});

describe('checkpoints of the embedded database', () => {
  let folder: string;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-checkpoints-'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  test('a restart replays little: past the threshold, the database checkpoints while the writes go on', async () => {
    const policy = { checkMs: 20, afterBytes: 256 * 1024, afterMs: 60_000 };
    const db = await openPgliteDatabase(folder, policy);
    try {
      await db.exec('CREATE TABLE IF NOT EXISTS filler (id serial PRIMARY KEY, note text NOT NULL)');
      let mostToReplay = 0;
      // ~4 MB of WAL in all, written as a server does: a statement, then other events (the checks among them).
      for (let i = 0; i < 40; i += 1) {
        await db.exec("INSERT INTO filler (note) SELECT repeat('x', 200) FROM generate_series(1, 300)");
        await new Promise((resolve) => setTimeout(resolve, 25));
        mostToReplay = Math.max(mostToReplay, await walToReplay(db));
      }
      // One statement and one check interval past the threshold at most, against ~4 MB without the checkpoints.
      expect(mostToReplay).toBeLessThan(2 * policy.afterBytes);
      const [filled] = await db.query<{ rows: number }>('SELECT count(*)::int AS rows FROM filler');
      expect(filled?.rows).toBe(12_000);
    } finally {
      await db.close();
    }
  }, 120_000);

  test('what was written is checkpointed once the last checkpoint is old, even below the threshold', async () => {
    const policy = { checkMs: 20, afterBytes: 64 * 1024 * 1024, afterMs: 200 };
    const db = await openPgliteDatabase(folder, policy);
    try {
      await db.exec('CREATE TABLE IF NOT EXISTS filler (id serial PRIMARY KEY, note text NOT NULL)');
      await db.exec("INSERT INTO filler (note) SELECT repeat('x', 200) FROM generate_series(1, 300)");
      const written = await walToReplay(db);
      expect(written).toBeGreaterThan(50_000);
      let toReplay = written;
      for (let i = 0; i < 200 && toReplay >= written; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        toReplay = await walToReplay(db);
      }
      // A checkpoint's own record is all that is left to replay.
      expect(toReplay).toBeLessThan(1024);
    } finally {
      await db.close();
    }
  }, 60_000);
});
