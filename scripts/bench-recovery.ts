// `npm run bench:recovery`: how long the compiled server on the embedded PGlite takes to answer /api/ready after a
// kill -9 in the middle of writes. Each round: operator credits to the demo player for BURST_SECONDS (8 at a time),
// kill -9 at once, start again and time the start to the first 200 of /api/ready, in seconds and in the CPU seconds the
// server used (what the start takes on an idle machine: the shared machine's load stretches the first, not the second).
// Also a start after a clean stop, and PGlite alone: the WAL replay after a kill -9 in the middle of WAL_MB of writes,
// with the server's checkpoints and without (as before them).
// ROUNDS (default 5), BURST_SECONDS (default 15), WAL_MB (default 200), BENCH_PORT (default 46480), SERVER_JS (default
// api/dist/main.js: an older build to compare with), BENCH_NICE (e.g. -20, as root: the server started first in line
// for the CPU, about what an idle machine gives it). Prints min/median/max and the load average beside them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPgliteDatabase } from '../api/src/db/pglite-database';
import { DEFAULT_CHECKPOINT_POLICY, walToReplay } from '../api/src/db/pglite-checkpoints';
import { APP_KEY, OPERATOR_TOKEN, ROOT, loadAverage, stop } from './bench-server';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const WAL_MB = Number(process.env.WAL_MB ?? 200);
const BURST_SECONDS = Number(process.env.BURST_SECONDS ?? 15);
const PORT = Number(process.env.BENCH_PORT ?? 46480);
const SERVER_JS = path.resolve(ROOT, process.env.SERVER_JS ?? path.join('api', 'dist', 'main.js'));
const NICE = process.env.BENCH_NICE;
const DATA_DIR = path.join(os.tmpdir(), 'matka-bench-recovery');
const BASE = `http://127.0.0.1:${PORT}`;
const DEMO_MOBILE = '9876543210';

/** CPU seconds (user + system) process `pid` has used so far (/proc/<pid>/stat fields 14 and 15, in clock ticks of 10 ms). */
function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts the server and answers it with the seconds (and CPU seconds) from the spawn to the first 200 of /api/ready. */
async function startTimed(): Promise<{ child: ChildProcess; seconds: number; cpu: number }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    WORKERS: '1',
    APP_KEY,
    OPERATOR_TOKEN,
    SERVE_WEB: 'false',
    DEMO_DATA: 'true',
    DATA_DIR,
    MAX_OPERATOR_CREDIT: '100000000',
  };
  // The embedded database: the one that replays its WAL at start.
  delete env.DATABASE_URL;
  const started = performance.now();
  const [command, ...args] = NICE === undefined ? [process.execPath, SERVER_JS] : ['nice', '-n', NICE, process.execPath, SERVER_JS];
  const child = spawn(command!, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ready = await fetch(`${BASE}/api/ready`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return { child, seconds: (performance.now() - started) / 1000, cpu: cpuSecondsOf(child.pid!) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Operator credits of 1 point to the demo player, 8 at a time, for `seconds`: answers how many were acknowledged. */
async function writeBurst(seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let acknowledged = 0;
  const writer = async () => {
    while (performance.now() < until) {
      const answer = await fetch(`${BASE}/operator/wallet/credit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: DEMO_MOBILE, points: 1, note: 'Recovery bench' }),
      });
      if (!answer.ok) throw new Error(`credit: ${answer.status} ${await answer.text()}`);
      await answer.arrayBuffer();
      acknowledged += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, writer));
  return acknowledged;
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

const summary = (values: number[], unit: string) => {
  const sorted = [...values].sort((a, b) => a - b);
  const shown = (value: number) => `${value.toFixed(2)} ${unit}`;
  return `min ${shown(sorted[0]!)}, median ${shown(sorted[Math.floor(sorted.length / 2)]!)}, max ${shown(sorted.at(-1)!)}`;
};

async function serverRounds(): Promise<void> {
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
  console.log(`server ${path.relative(ROOT, SERVER_JS)}, PGlite in ${DATA_DIR}; load average ${loadAverage()}`);
  let { child, seconds, cpu } = await startTimed();
  console.log(`first start (new folder, demo data): ${seconds.toFixed(2)} s, ${cpu.toFixed(2)} CPU s`);
  const afterCrash: number[] = [];
  const cpuAfterCrash: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const credits = await writeBurst(BURST_SECONDS);
    await killHard(child);
    const load = loadAverage();
    ({ child, seconds, cpu } = await startTimed());
    afterCrash.push(seconds);
    cpuAfterCrash.push(cpu);
    console.log(`round ${round}: ${credits} credits in ${BURST_SECONDS} s, kill -9, ready again in ${seconds.toFixed(2)} s, ${cpu.toFixed(2)} CPU s (load ${load})`);
  }
  await stop(child);
  const load = loadAverage();
  ({ child, seconds, cpu } = await startTimed());
  console.log(`after a clean stop: ready in ${seconds.toFixed(2)} s, ${cpu.toFixed(2)} CPU s (load ${load})`);
  await stop(child);
  if (ROUNDS > 0) console.log(`ready after kill -9: ${summary(afterCrash, 's')}; CPU ${summary(cpuAfterCrash, 's')} (${ROUNDS} rounds)`);
  fs.rmSync(DATA_DIR, { recursive: true, force: true });
}

/** In a child process: writes WAL_MB of WAL to PGlite in `dir` in statements of ~2 MB, then kills itself (kill -9). */
async function writeWalThenDie(dir: string, checkpoints: boolean): Promise<void> {
  const db = await openPgliteDatabase(dir, checkpoints ? DEFAULT_CHECKPOINT_POLICY : { ...DEFAULT_CHECKPOINT_POLICY, afterBytes: Infinity, afterMs: Infinity });
  await db.exec('CREATE TABLE filler (id serial PRIMARY KEY, note text NOT NULL)');
  // ~2.3 MB of WAL a statement.
  for (let written = 0; written < WAL_MB; written += 2.3) {
    await db.exec("INSERT INTO filler (note) SELECT repeat('x', 200) FROM generate_series(1, 8000)");
    // A server's requests come as events: the checkpoint timer gets its turn between them.
    await new Promise((resolve) => setImmediate(resolve));
  }
  process.stdout.write(String((await walToReplay(db)) / 1024 / 1024));
  process.kill(process.pid, 'SIGKILL');
}

/** In a child process: opens PGlite in `dir` (replaying its WAL) and prints the seconds and CPU seconds it took. */
async function openTimed(dir: string): Promise<void> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const db = await openPgliteDatabase(dir);
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  await db.close();
  process.stdout.write(`${seconds.toFixed(2)} s, ${((used.user + used.system) / 1e6).toFixed(2)} CPU s`);
}

function pgliteAlone(): void {
  const child = (role: string, dir: string, checkpoints = '') =>
    spawnSync(process.execPath, ['--import', 'tsx', __filename, role, dir, checkpoints], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  for (const checkpoints of ['without', 'with']) {
    const dir = path.join(os.tmpdir(), `matka-bench-recovery-pglite-${checkpoints}`);
    fs.rmSync(dir, { recursive: true, force: true });
    child('open', dir);
    const written = performance.now();
    const toReplay = Number(child('write', dir, checkpoints).stdout);
    const writeSeconds = (performance.now() - written) / 1000;
    const load = loadAverage();
    const reopen = child('open', dir).stdout;
    const clean = child('open', dir).stdout;
    console.log(
      `PGlite ${checkpoints} checkpoints: ${WAL_MB} MB of WAL written in ${writeSeconds.toFixed(1)} s, ${toReplay.toFixed(1)} MB of it past the last checkpoint at the kill -9; open again: ${reopen} (a clean open after it: ${clean}; load ${load})`,
    );
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const [role, dir, checkpoints] = process.argv.slice(2);
  if (role === 'write') return writeWalThenDie(dir!, checkpoints === 'with');
  if (role === 'open') return openTimed(dir!);
  await serverRounds();
  pgliteAlone();
  console.log(`load average now ${loadAverage()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
