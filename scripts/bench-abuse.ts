// Pages under password abuse, part of `npm run bench:api`: the login page's and main.js's latency with nobody else
// about, then while 8 clients guess passwords and 8 send made-up reset tickets, in one run, on PGlite and on
// PostgreSQL. Each guess comes from a new address (X-Forwarded-For from loopback, trusted with TRUST_PROXY=loopback),
// so no per-address limit stops them, and names a made-up number, which the server checks against a stand-in hash (as
// long as a real one): every guess let through costs a scrypt. Each reset client keeps its own address, as the
// issue's did, and sends as fast as it is answered. Also runs alone: `node --import tsx scripts/bench-abuse.ts
// [postgresql://…]` (the API built first: `node scripts/build-api.mjs`; the host too: `node scripts/build.mjs`).
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_KEY, ROOT, startServer, stop } from './bench-server';

interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<CannonResult>;

/** The demo player (DEMO_DATA): a registered number for the reset tickets to name. */
const DEMO_MOBILE = '9876543210';
const GUESSERS = 8;
const RESETTERS = 8;
/** A few players loading pages at once: the page's own load, light enough that idle means idle. */
const PAGE_CONNECTIONS = 4;

export interface AbuseRow {
  database: string;
  what: string;
  /** Pages: p50 and p99 ms idle and under abuse. */
  idle: { p50: number; p99: number };
  abused: { p50: number; p99: number };
  /** Pages answered while abused (and how many went unanswered within 30 s). */
  served: { answered: number; timedOut: number };
  /** What the abusers were answered, by status. */
  answers: Record<string, number>;
}

const address = () => `10.${crypto.randomInt(256)}.${crypto.randomInt(256)}.${crypto.randomInt(1, 255)}`;
const madeUpMobile = () => `7${String(crypto.randomInt(1e9)).padStart(9, '0')}`;

/** Sends calls one after another until `until`, counting the answers' statuses into `answers`. */
async function abuser(base: string, until: number, answers: Record<string, number>, body: () => Record<string, unknown>, call: string, from: () => string): Promise<void> {
  while (Date.now() < until) {
    try {
      const response = await fetch(`${base}/api/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from() },
        body: JSON.stringify({ app_key: APP_KEY, ...body() }),
        signal: AbortSignal.timeout(30_000),
      });
      await response.arrayBuffer();
      const key = `${call === 'api-user-login' ? 'guess' : 'reset'} ${response.status}`;
      answers[key] = (answers[key] ?? 0) + 1;
    } catch (error) {
      // No answer: the connection failed, or none came within 30 s (a hash waited for all that time).
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      const key = `${call === 'api-user-login' ? 'guess' : 'reset'} ${cause}`;
      answers[key] = (answers[key] ?? 0) + 1;
    }
  }
}

/** One database: the server with the built web on `port`, the pages idle, then under abuse. */
export async function measureAbuse(database: { name: string; url: string | undefined }, port: number, seconds: number): Promise<AbuseRow[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-bench-abuse-'));
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  try {
    ({ child } = await startServer({
      databaseUrl: database.url,
      port,
      workers: 1,
      env: { SERVE_WEB: 'true', WEB_ROOT: ROOT, DEMO_DATA: 'true', TRUST_PROXY: 'loopback', DATA_DIR: dataDir },
    }));
    const pages = [
      { what: 'GET /login', path: '/login', headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' } },
      { what: 'GET /main.js', path: '/main.js', headers: { 'accept-encoding': 'br, gzip' } },
    ];
    const load = (page: (typeof pages)[number]) =>
      autocannon({ url: `${base}${page.path}`, connections: PAGE_CONNECTIONS, duration: seconds, timeout: 30, headers: page.headers });
    const rows: AbuseRow[] = [];
    for (const page of pages) {
      const idle = await load(page);
      const answers: Record<string, number> = {};
      const until = Date.now() + seconds * 1000 + 500;
      const abusers = [
        ...Array.from({ length: GUESSERS }, () =>
          abuser(base, until, answers, () => ({ mobile: madeUpMobile(), password: `guess-${crypto.randomInt(1e6)}` }), 'api-user-login', address),
        ),
        ...Array.from({ length: RESETTERS }, () => {
          const own = address();
          const ticket = () => ({ mobile: DEMO_MOBILE, reset_ticket: crypto.randomBytes(24).toString('base64url'), new_pass: 'new-password-1' });
          return abuser(base, until, answers, ticket, 'api-forgot-password', () => own);
        }),
      ];
      // The abusers get going before the pages are measured.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const abused = await load(page);
      await Promise.all(abusers);
      const row = {
        database: database.name,
        what: page.what,
        idle: { p50: idle.latency.p50, p99: idle.latency.p99 },
        abused: { p50: abused.latency.p50, p99: abused.latency.p99 },
        served: { answered: abused['2xx'], timedOut: abused.timeouts },
        answers,
      };
      console.log(`${database.name} ${page.what}: idle p50 ${row.idle.p50} p99 ${row.idle.p99} ms; abused p50 ${row.abused.p50} p99 ${row.abused.p99} ms (${row.served.answered} answered, ${row.served.timedOut} timed out); ${JSON.stringify(answers)}`);
      rows.push(row);
    }
    return rows;
  } finally {
    if (child) await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The rows as a table for docs/performance.md. */
export function abuseTable(rows: AbuseRow[], seconds: number): string {
  const times = (t: { p50: number; p99: number }) => `${t.p50} | ${t.p99}`;
  return [
    `The pages while ${GUESSERS} clients guess passwords of made-up numbers, each guess from a new address, and ${RESETTERS} clients (an address`,
    `each) send made-up reset tickets, all as fast as they are answered; ${PAGE_CONNECTIONS} connections load the page, ${seconds} s idle then ${seconds} s`,
    'abused, one server process with the default hashing (one thread, 16 waiting).',
    '',
    '| database | page | idle p50 ms | idle p99 ms | abused p50 ms | abused p99 ms | p99 abused / idle | pages answered while abused | what the abusers were answered |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.what} | ${times(row.idle)} | ${row.served.answered > 0 ? `${times(row.abused)} | ${(row.abused.p99 / Math.max(1, row.idle.p99)).toFixed(1)}×` : `> ${seconds} s | > ${seconds} s | -`} | ${row.served.answered}${row.served.timedOut ? ` (${row.served.timedOut} timed out)` : ''} | ${Object.entries(row.answers)
          .sort()
          .map(([key, count]) => `${key}: ${count}`)
          .join(', ')} |`,
    ),
  ].join('\n');
}

if (require.main === module) {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const port = Number(process.env.BENCH_PORT ?? 8698);
  const url = process.argv[2];
  void (async () => {
    const rows = [...(await measureAbuse({ name: 'PGlite', url: undefined }, port, seconds)), ...(url ? await measureAbuse({ name: 'PostgreSQL', url }, port, seconds) : [])];
    console.log(`\n${abuseTable(rows, seconds)}\n`);
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
