// What the server benches share: a throwaway PostgreSQL (scripts/ci-postgres.sh), the compiled server
// (api/dist/main.js, NODE_ENV=production) started on it, and small helpers around them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { IST_OFFSET_MINUTES } from '@matka/shared-kernel/domain';

export const ROOT = path.resolve(__dirname, '..');
export const APP_KEY = 'bench-app-key-0001';
export const OPERATOR_TOKEN = 'bench-operator-token-000000000001';

/** The clock the benches' servers start with (scripts/bench-clock.cjs): the bench's own, moved as `runOnDaytimeClock` says. */
const BENCH_CLOCK = path.join(ROOT, 'scripts', 'bench-clock.cjs');

export const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
/** The load average (1/5/15 min), printed beside numbers that move with it. */
export const loadAverage = () => os.loadavg().map((n) => n.toFixed(2)).join(' ');
export const cpusOfMachine = () => `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'cpu'}`;

/**
 * A throwaway PostgreSQL cluster on `port` (fsync off, as CI's; data in `dataDir`) with a new empty database `name`
 * (with `keep`, the database of an earlier run when there is one). `stop` stops the cluster.
 */
export async function startPostgres(port: number, dataDir: string, name: string, options: { keep?: boolean } = {}) {
  const env = { ...process.env, MATKA_PG_PORT: String(port), MATKA_PG_DATA: dataDir };
  const admin = () => new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
  // Left running by an earlier run that kept it: pg_ctl would refuse to start it twice.
  const probe = admin();
  const running = options.keep === true && (await probe.connect().then(() => probe.end().then(() => true), () => false));
  if (!running) execFileSync(path.join(ROOT, 'scripts', 'ci-postgres.sh'), ['start'], { env, stdio: 'inherit' });
  const client = admin();
  await client.connect();
  const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  if (!options.keep || !exists) {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  }
  await client.end();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/${name}`,
    dataDir,
    stop: () => execFileSync(path.join(ROOT, 'scripts', 'ci-postgres.sh'), ['stop'], { env, stdio: 'inherit' }),
  };
}

export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer`);
}

export function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The compiled server on `databaseUrl` (the embedded PGlite in DATA_DIR without one), listening on `port`, answering
 * once healthy. `env` adds to or overrides its settings (a bench that serves the built web, say).
 */
export async function startServer(options: { databaseUrl: string | undefined; port: number; workers: number; nodeArgs?: string[]; env?: Record<string, string> }) {
  const child = spawn(process.execPath, ['--require', BENCH_CLOCK, ...(options.nodeArgs ?? []), path.join(ROOT, 'api', 'dist', 'main.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      HOST: '127.0.0.1',
      PORT: String(options.port),
      WORKERS: String(options.workers),
      APP_KEY,
      OPERATOR_TOKEN,
      SERVE_WEB: 'false',
      DEMO_DATA: 'false',
      DATA_DIR: '/tmp/matka-bench-data',
      // The benches fund players with more than one credit may hold by default (MAX_OPERATOR_CREDIT).
      MAX_OPERATOR_CREDIT: '100000000',
      // ... in one credit each, with no second operator to approve it (SECOND_APPROVAL_ABOVE).
      SECOND_APPROVAL_ABOVE: '1000000000000',
      ...options.env,
    },
  });
  const started = Date.now();
  // A server that never answers is not left behind.
  await waitForHealth(`http://127.0.0.1:${options.port}/api/health`, child).catch(async (error: unknown) => {
    await stop(child);
    throw error;
  });
  return { child, startMs: Date.now() - started };
}

/** Calls an operator route of the server at `base` and returns its JSON answer; throws on anything but 2xx. */
export async function operatorCall(base: string, method: 'GET' | 'POST', route: string, body?: unknown): Promise<Record<string, unknown>> {
  const answer = await fetch(`${base}${route}`, {
    method,
    headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${route}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as Record<string, unknown>;
}

/**
 * IST "hh:mm AM" `offset` minutes from `now`, kept within today (00:01–23:58): a market's times are a day's clock, and
 * past midnight a close time would come before its open time.
 */
export function istClock(offset: number, now: number = Date.now()): string {
  const ist = new Date(now + IST_OFFSET_MINUTES * 60_000);
  const minutes = Math.min(Math.max(ist.getUTCHours() * 60 + ist.getUTCMinutes() + offset, 1), 24 * 60 - 2);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h % 12 === 0 ? 12 : h % 12).padStart(2, '0')}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The part of the IST day (minutes after midnight) the benches' markets fit in: hours after now stay within the day. */
const DAYTIME = { from: 6 * 60, until: 18 * 60, moveTo: 9 * 60 };

/**
 * How far (ms) to move the clock so that `now` falls in the IST daytime: 0 during the day, back to 09:00 IST in the
 * evening, forward to it before dawn. A market's times are a day's clock, so late at night `istClock(180)` has no room.
 */
export function daytimeShift(now: number): number {
  const ist = new Date(now + IST_OFFSET_MINUTES * 60_000);
  const minutes = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  return minutes >= DAYTIME.from && minutes < DAYTIME.until ? 0 : (DAYTIME.moveTo - minutes) * 60_000;
}

/**
 * Runs this bench and the servers it starts on a daytime clock (scripts/bench-clock.cjs, BENCH_CLOCK_SHIFT_MS), and says
 * so when the clock moved. Call it first in a bench's main, before any date is read.
 */
export function runOnDaytimeClock(): void {
  process.env.BENCH_CLOCK_SHIFT_MS ??= String(daytimeShift(Date.now()));
  const shift = Number(process.env.BENCH_CLOCK_SHIFT_MS);
  if (shift === 0) return;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  require(BENCH_CLOCK);
  console.log(`Clock: moved ${(shift / 3_600_000).toFixed(2)} h to ${istClock(0)} IST, so the bench's markets fit in the day.`);
}

/** The day a bench ran, by the real clock (the bench's own may be moved: `runOnDaytimeClock`), for its table's heading. */
export const measuredOn = () => new Date(Date.now() - Number(process.env.BENCH_CLOCK_SHIFT_MS ?? 0)).toISOString().slice(0, 10);

/** The q-quantile (0–1) of `values`, rounded to 0.1 ms. */
export function quantile(values: number[], q: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(10 * sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]!) / 10;
}

/** Replaces the block between `<!-- tag:start -->` and `<!-- tag:end -->` of a document (appends it when missing). */
export function replaceBlock(text: string, tag: string, content: string): string {
  const block = `<!-- ${tag}:start -->\n${content}\n<!-- ${tag}:end -->`;
  const pattern = new RegExp(`<!-- ${tag}:start -->[\\s\\S]*<!-- ${tag}:end -->`);
  return pattern.test(text) ? text.replace(pattern, () => block) : `${text.trimEnd()}\n\n${block}\n`;
}

/**
 * Players who keep bidding while a bench's work runs: each of `tokens` places one Single Digit bid on `market` every
 * `everyMs`, staggered. `during(work)` runs the work meanwhile and answers its result, how long it took and every bid's
 * latency; `refused` counts bids the server did not take (a bench fails on any).
 */
export function probeBidders(options: { base: string; market: number; tokens: readonly string[]; everyMs: number; bidDate: string }) {
  const { base, market, tokens, everyMs, bidDate } = options;
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  let keys = 0;
  const probe = {
    refused: 0,
    async bidOnce(token: string): Promise<number> {
      const started = performance.now();
      const answer = await fetch(`${base}/api/api-submit-bid`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          app_key: APP_KEY,
          unique_token: token,
          idempotency_key: `probe-${process.pid}-${(keys += 1)}`,
          game_id: market,
          new_result: { Gamename: 'Bench', totalbit: 10, gameid: market, pana: 'Single Digit', gametype: 'Single Digit', bid_date: bidDate, session: 'Open', result: [{ digits: '7', closedigits: '', points: 10 }] },
        }),
      });
      const body = (await answer.json()) as { status?: boolean };
      if (!answer.ok || body.status !== true) probe.refused += 1;
      return performance.now() - started;
    },
    async during<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; latencies: number[] }> {
      const latencies: number[] = [];
      let running = true;
      const probes = tokens.map(async (token, i) => {
        await wait((i * everyMs) / tokens.length);
        while (running) {
          const started = performance.now();
          latencies.push(await probe.bidOnce(token));
          await wait(Math.max(0, everyMs - (performance.now() - started)));
        }
      });
      const started = performance.now();
      const result = await work();
      const ms = performance.now() - started;
      running = false;
      await Promise.all(probes);
      return { result, ms, latencies };
    },
  };
  return probe;
}

/**
 * Seeds `count` players by SQL, each with `balance` points and the deposit entry that explains them (mobiles
 * `<prefix>00000001`…), and gives the first `withSessions` of them a session. Returns their ids ascending and those
 * sessions' tokens, for bidding through the API.
 */
export async function seedPlayers(pool: pg.Pool, options: { count: number; mobilePrefix: string; balance: number; withSessions: number }) {
  const users = await pool.query<{ id: number }>(
    `WITH added AS (
       INSERT INTO users (name, mobile, password_hash, balance)
       SELECT 'Bench ' || g, $2::text || lpad(g::text, 8, '0'), 'x', $3::bigint FROM generate_series(1, $1::int) g RETURNING id, balance)
     INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note) SELECT id, balance, balance, 'deposit', 'Bench points' FROM added ORDER BY id
     RETURNING user_id AS id`,
    [options.count, options.mobilePrefix, options.balance],
  );
  const userIds = users.rows.map((row) => Number(row.id)).sort((a, b) => a - b);
  const tokens = userIds.slice(0, options.withSessions).map(() => crypto.randomBytes(32).toString('base64url'));
  for (const [i, token] of tokens.entries()) {
    await pool.query("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')", [sha256(token), userIds[i]]);
  }
  return { userIds, tokens };
}
