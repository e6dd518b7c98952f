// `npm run bench:api`: the server's speed on PostgreSQL, in one run, beside what the same machine does without it.
// Starts a throwaway PostgreSQL (scripts/ci-postgres.sh, BENCH_PG_PORT), the compiled server (api/dist/main.js,
// NODE_ENV=production) with 1 and then 2 workers (bids with every stake limit on beside bids without), a bare Fastify
// route, and the raw SQL of a bid; loads each with
// autocannon on loopback (20 connections, BENCH_SECONDS each); then the pages under password abuse on PGlite and
// PostgreSQL (scripts/bench-abuse.ts, the built host served); checks the ledger after; writes both tables into
// docs/performance.md. Not a test: numbers on a shared machine move with its load, which is printed beside them.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { formatBidDate } from '@matka/shared-kernel/domain';
import { checkLedger } from '../api/src/features/wallet/ledger';
import { abuseTable, measureAbuse } from './bench-abuse';
import { APP_KEY, ROOT, cpusOfMachine, istClock, loadAverage as load, operatorCall, replaceBlock, sha256, startPostgres, startServer as startCompiledServer, stop, runOnDaytimeClock, measuredOn } from './bench-server';

// autocannon ships no types: what this script uses of it.
type Context = Record<string, unknown>;
interface CannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: CannonRequest, context: Context) => CannonRequest;
  onResponse?: (status: number, body: string, context: Context, headers: Record<string, string>) => void;
}
interface CannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  '2xx': number;
  '3xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  duration: number;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<CannonResult>;

const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55498);
const APP_PORT = Number(process.env.BENCH_PORT ?? 8698);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;
/** A folder for the server's CPU profiles (`node --cpu-prof`, one file per process), to see where a request's time goes. */
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
/** Which WORKERS to measure (`BENCH_WORKERS=2`, default `1,2`); the summary and docs/performance.md need both. */
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const PLAYERS = 50;
const PG_DATA = process.env.BENCH_PG_DATA ?? `/tmp/matka-bench-pg-${PG_PORT}`;

/** CPU time (user + system, ms) used so far by a process and each of its descendants now running (Linux /proc). */
function cpuMsOfTree(pid: number): Map<number, number> {
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  const ofPid = (id: number) => {
    try {
      // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
      const fields = fs.readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return (Number(fields[11]) + Number(fields[12])) * msPerTick;
    } catch {
      return 0;
    }
  };
  const children = (id: number): number[] => {
    try {
      return fs.readFileSync(`/proc/${id}/task/${id}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  };
  const all = [pid];
  for (let i = 0; i < all.length; i += 1) all.push(...children(all[i]!));
  return new Map(all.map((id) => [id, ofPid(id)]));
}

/** CPU used between two readings by the processes running at the second (one that ended meanwhile is not counted). */
function cpuBetween(before: Map<number, number>, after: Map<number, number>): number {
  let sum = 0;
  for (const [id, ms] of after) sum += Math.max(0, ms - (before.get(id) ?? 0));
  return sum;
}

/** What a phase cost in CPU: the server's processes and PostgreSQL's, in ms per request answered. */
function cpuMeter(serverPid: number | undefined) {
  const postmaster = Number(fs.readFileSync(path.join(PG_DATA, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const read = () => ({
    server: serverPid === undefined ? new Map<number, number>() : cpuMsOfTree(serverPid),
    pg: cpuMsOfTree(postmaster),
    client: process.cpuUsage(),
  });
  const before = read();
  return (requests: number) => {
    const after = read();
    const per = (ms: number) => (requests > 0 ? ms / requests : 0);
    const client = process.cpuUsage(before.client);
    return {
      server: serverPid === undefined ? null : per(cpuBetween(before.server, after.server)),
      pg: per(cpuBetween(before.pg, after.pg)),
      client: per((client.user + client.system) / 1000),
    };
  };
}

interface Row {
  what: string;
  rate: number;
  p50: number | null;
  p99: number | null;
  /** CPU ms per request: the server's processes (null when no server answered), PostgreSQL's, and this process's (the load). */
  cpu?: { server: number | null; pg: number; client: number };
  note: string;
}
const rows: Row[] = [];
const record = (what: string, result: CannonResult, note = '', cpu?: Row['cpu']) => {
  const rate = Math.round((result['2xx'] + result['3xx']) / result.duration);
  const bad = result.non2xx - result['3xx'] + result.errors + result.timeouts;
  rows.push({ what, rate, p50: result.latency.p50, p99: result.latency.p99, cpu, note: `${note}${bad > 0 ? ` ${bad} failed` : ''}`.trim() });
  console.log(`${what}: ${rate}/s p50 ${result.latency.p50} ms p99 ${result.latency.p99} ms, CPU ms per answer ${cpu ? `server ${cpu.server?.toFixed(3) ?? '-'} PostgreSQL ${cpu.pg.toFixed(3)} load ${cpu.client.toFixed(3)}` : '-'} ${note} (load ${load()})`);
  return rate;
};

const cannon = (url: string, requests: CannonRequest[]) =>
  autocannon({ url, connections: CONNECTIONS, duration: SECONDS, requests, headers: { 'content-type': 'application/json' } });

/** Loads `url` and records the result with what it cost the server `pid` and PostgreSQL in CPU per answer. */
async function measure(what: string, pid: number | undefined, url: string, requests: CannonRequest[], note: (result: CannonResult) => string = () => '') {
  const meter = cpuMeter(pid);
  const result = await cannon(url, requests);
  return record(what, result, note(result), meter(result['2xx'] + result['3xx']));
}

async function main(): Promise<void> {
  runOnDaytimeClock();
  const loadBefore = load();
  const postgres = await startPostgres(PG_PORT, PG_DATA, 'matka_bench');
  const databaseUrl = postgres.url;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONNECTIONS });
  const children: ChildProcess[] = [];
  try {
    const startServer = async (workers: number) => {
      const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
      const server = await startCompiledServer({ databaseUrl, port: APP_PORT, workers, nodeArgs: profile });
      children.push(server.child);
      return server;
    };

    // Set-up through the first server: a main market open now, its rates, 50 funded players with sessions.
    const first = await startServer(1);
    const base = `http://127.0.0.1:${APP_PORT}`;
    const operator = (route: string, body: unknown) => operatorCall(base, 'POST', route, body);
    const market = Number((await operator('/operator/markets', { kind: 'main', name: 'Bench Market', open: istClock(60), close: istClock(180) })).game_id);
    await operator('/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95 });
    const tokens: string[] = [];
    const userIds: number[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const mobile = `98${String(10_000_000 + i).slice(-8)}`;
      const [user] = (await pool.query<{ id: number }>("INSERT INTO users (name, mobile, password_hash) VALUES ($1, $2, 'x') RETURNING id", [`Bench ${i}`, mobile])).rows;
      const token = crypto.randomBytes(32).toString('base64url');
      await pool.query("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')", [sha256(token), user!.id]);
      await operator('/operator/wallet/credit', { mobile, points: 100_000_000, note: 'Bench points' });
      tokens.push(token);
      userIds.push(Number(user!.id));
    }
    // Every stake limit switched on (docs/game-rules.md, "Limits"), set so that none refuses the bench's bids: each is
    // still checked in every bid's transaction. Off: none is set (the outcomes' payouts are kept either way).
    const switchLimits = async (on: boolean) => {
      if (on) {
        await operator('/operator/limits', { kind: 'main', type: 'Single Digit', min: 10, max: 1_000_000, cap: 1_000_000_000_000 });
        await operator('/operator/limits', { kind: 'main', late_minutes: 10, late_max: 1_000_000, player_day_max: 1_000_000_000_000 });
        await operator('/operator/limits', { market, block: '99' });
        await pool.query('INSERT INTO player_limits (user_id, daily_stake, daily_deposit) SELECT id, 1000000000000, 1000000000000 FROM unnest($1::bigint[]) AS id', [userIds]);
      } else {
        await operator('/operator/limits/clear', { kind: 'main', type: 'Single Digit' });
        await operator('/operator/limits/clear', { kind: 'main' });
        await operator('/operator/limits/clear', { market, block: '99' });
        await pool.query('DELETE FROM player_limits');
      }
    };
    const bidDate = formatBidDate(new Date());
    let keys = 0;
    const bidBody = (token: string) =>
      JSON.stringify({
        app_key: APP_KEY,
        unique_token: token,
        idempotency_key: `bench-${process.pid}-${(keys += 1)}`,
        game_id: market,
        new_result: { Gamename: 'Bench', totalbit: 10, gameid: market, pana: 'Single Digit', gametype: 'Single Digit', bid_date: bidDate, session: 'Open', result: [{ digits: '7', closedigits: '', points: 10 }] },
      });
    const probe = await fetch(`${base}/api/api-submit-bid`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: bidBody(tokens[0]!) });
    if (!probe.ok) throw new Error(`a bid was refused: ${probe.status} ${await probe.text()}`);
    await stop(first.child);

    // The raw SQL of a bid: conditional debit, ledger entry, bid row, idempotency row, in one transaction.
    // Unnamed statements, as the issue measured it; `prepared` names them, as the server does (each connection plans
    // a statement once), so the server is also compared with the best this SQL does.
    const rawBids = async (players: number[], prepared: boolean) => {
      const until = Date.now() + SECONDS * 1000;
      const latencies: number[] = [];
      const prefix = `raw-${players.length}-${prepared ? 'p' : 'u'}`;
      const run = <R extends pg.QueryResultRow>(client: pg.PoolClient, name: string, text: string, values: unknown[]) =>
        client.query<R>(prepared ? { name: `raw-${name}`, text, values } : { text, values });
      let n = 0;
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          const client = await pool.connect();
          try {
            while (Date.now() < until) {
              const userId = players[n % players.length]!;
              const key = `${prefix}-${(n += 1)}`;
              const t = performance.now();
              await client.query('BEGIN');
              await run(client, 'key', 'INSERT INTO idempotency_keys (user_id, call, key) VALUES ($1, $2, $3)', [userId, 'bid:raw', key]);
              const debit = await run<{ balance: number }>(client, 'debit', 'UPDATE users SET balance = balance - 10 WHERE id = $1 AND balance >= 10 RETURNING balance', [userId]);
              await run(client, 'ledger', "INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note) VALUES ($1, -10, $2, 'bid', 'raw')", [userId, debit.rows[0]!.balance]);
              await run(
                client,
                'bid',
                `INSERT INTO bids (user_id, market_id, bid_date, bet_type, entry_type, session, digits, points, rate_val_1, rate_val_2)
                 VALUES ($1, $2, CURRENT_DATE, 'Single Digit', 'Single Digit', 'Open', '7', 10, 10, 95)`,
                [userId, market],
              );
              await client.query('COMMIT');
              latencies.push(performance.now() - t);
            }
          } finally {
            client.release();
          }
        }),
      );
      latencies.sort((a, b) => a - b);
      const pick = (q: number) => Math.round(latencies[Math.floor(latencies.length * q)] ?? 0);
      return { count: latencies.length, rate: Math.round(latencies.length / SECONDS), p50: pick(0.5), p99: pick(0.99) };
    };
    for (const [what, players, prepared] of [
      ['raw SQL bids, one hot player', userIds.slice(0, 1), false],
      [`raw SQL bids, ${PLAYERS} players`, userIds, false],
      [`raw SQL bids, ${PLAYERS} players, prepared statements`, userIds, true],
    ] as const) {
      const meter = cpuMeter(undefined);
      const raw = await rawBids([...players], prepared);
      rows.push({ what, rate: raw.rate, p50: raw.p50, p99: raw.p99, cpu: meter(raw.count), note: '' });
      console.log(`${what}: ${raw.rate}/s (load ${load()})`);
    }

    // A bare Fastify route on the same machine: the ceiling of one Node process answering HTTP.
    const bare = spawn(
      process.execPath,
      ['-e', `const f=require('fastify')();f.post('/bare',async()=>({status:true}));f.listen({port:${APP_PORT + 1},host:'127.0.0.1'})`],
      { cwd: path.join(ROOT, 'api'), stdio: 'inherit' },
    );
    children.push(bare);
    for (let i = 0; i < 100; i += 1) {
      try {
        await fetch(`http://127.0.0.1:${APP_PORT + 1}/bare`, { method: 'POST' });
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    await measure('bare Fastify route (1 process)', bare.pid, `http://127.0.0.1:${APP_PORT + 1}/bare`, [{ method: 'POST', body: '{}' }]);
    await stop(bare);

    const starts: string[] = [];
    for (const workers of WORKER_COUNTS) {
      const server = await startServer(workers);
      const memory = execFileSync('ps', ['-o', 'rss=', '--ppid', String(server.child.pid), '-p', String(server.child.pid)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/)
        .reduce((sum, kb) => sum + Number(kb), 0);
      starts.push(`${workers} worker${workers > 1 ? 's' : ''}: ready in ${server.startMs} ms, ${Math.round(memory / 1024)} MB resident in all`);
      const url = `${base}/api/api-submit-bid`;
      const tag = `WORKERS=${workers}`;
      const pid = server.child.pid;
      await measure(`${tag} bids, one hot player`, pid, url, [{ method: 'POST', setupRequest: (r) => ({ ...r, body: bidBody(tokens[0]!) }) }]);
      let next = 0;
      await measure(`${tag} bids, ${PLAYERS} players`, pid, url, [{ method: 'POST', setupRequest: (r) => ({ ...r, body: bidBody(tokens[(next += 1) % PLAYERS]!) }) }]);
      await switchLimits(true);
      await measure(`${tag} bids, ${PLAYERS} players, every limit on`, pid, url, [{ method: 'POST', setupRequest: (r) => ({ ...r, body: bidBody(tokens[(next += 1) % PLAYERS]!) }) }]);
      await switchLimits(false);
      const poll = (token: string) => JSON.stringify({ app_key: APP_KEY, env_type: 'Prod', unique_token: token });
      const pollUrl = `${base}/api/api-get-dashboard-data`;
      await measure(`${tag} dashboard polls, 200`, pid, pollUrl, [{ method: 'POST', setupRequest: (r) => ({ ...r, body: poll(tokens[(next += 1) % PLAYERS]!) }) }]);
      // Each connection polls as one player and sends back the ETag it got, as the app does.
      // autocannon clears a connection's context after each pass over `requests`: 1,000 alike keep it (one 200 per 1,000).
      const pollRequest: CannonRequest = {
          method: 'POST',
          setupRequest: (r, context) => {
            context.token ??= tokens[(next += 1) % PLAYERS];
            const etag = context.etag as string | undefined;
            return { ...r, body: poll(context.token as string), headers: { ...r.headers, ...(etag ? { 'if-none-match': etag } : {}) } };
          },
          onResponse: (_status, _body, context, headers) => {
            // Raw header names, as the server wrote them (`ETag`).
            const etag = Object.entries(headers).find(([name]) => name.toLowerCase() === 'etag')?.[1];
            if (etag) context.etag = etag;
          },
        };
      await measure(`${tag} dashboard polls, 304`, pid, pollUrl, Array.from({ length: 1000 }, () => pollRequest), (polled) => `(${polled['3xx']} of ${polled['2xx'] + polled['3xx']} were 304)`);
      await stop(server.child);
    }

    // The pages while passwords are guessed and reset tickets made up (scripts/bench-abuse.ts), on PGlite and PostgreSQL.
    const abuseAdmin = new pg.Client({ connectionString: `postgresql://postgres@127.0.0.1:${PG_PORT}/postgres` });
    await abuseAdmin.connect();
    await abuseAdmin.query('DROP DATABASE IF EXISTS matka_bench_abuse WITH (FORCE)');
    await abuseAdmin.query('CREATE DATABASE matka_bench_abuse');
    await abuseAdmin.end();
    const abuse = [
      ...(await measureAbuse({ name: 'PGlite', url: undefined }, APP_PORT, SECONDS)),
      ...(await measureAbuse({ name: 'PostgreSQL', url: `postgresql://postgres@127.0.0.1:${PG_PORT}/matka_bench_abuse` }, APP_PORT, SECONDS)),
    ];
    const abuseBlock = abuseTable(abuse, SECONDS);
    console.log(`\n${abuseBlock}\n`);

    // The server's own check (the operators' summary runs the same), on the bench's pool.
    const ledger = await checkLedger({ query: async (sql, params) => (await pool.query(sql, params)).rows, afterCommit: (effect) => effect(), notify: () => {} });
    const ledgerLine = `ledger check after: ${ledger.checked} players, ${ledger.mismatches.length} mismatches`;
    console.log(ledgerLine);

    const rate = (what: string) => rows.find((row) => row.what === what)?.rate ?? 0;
    const pct = (a: number, b: number) => (b > 0 ? `${Math.round((100 * a) / b)} %` : '-');
    const cpus = cpusOfMachine();
    const table = [
      `Measured by \`npm run bench:api\` on ${measuredOn()}: ${cpus}, ${CONNECTIONS} connections, ${SECONDS} s each,`,
      `PostgreSQL ${PG_PORT} (fsync off, as CI's), NODE_ENV=production. Load average (1/5/15 min) before: ${loadBefore}; after: ${load()}.`,
      '',
      '| what | per second | p50 ms | p99 ms | CPU ms per answer: server | PostgreSQL | load generator | note |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map((row) => {
        const ms = (value: number | null | undefined) => (value === null || value === undefined ? '' : value.toFixed(3));
        return `| ${row.what} | ${row.rate} | ${row.p50 ?? ''} | ${row.p99 ?? ''} | ${ms(row.cpu?.server)} | ${ms(row.cpu?.pg)} | ${ms(row.cpu?.client)} | ${row.note} |`;
      }),
      '',
      ...WORKER_COUNTS.map(
        (w) =>
          `- WORKERS=${w}: bids of ${PLAYERS} players at ${pct(rate(`WORKERS=${w} bids, ${PLAYERS} players`), rate(`raw SQL bids, ${PLAYERS} players`))} of the raw SQL (${pct(rate(`WORKERS=${w} bids, ${PLAYERS} players`), rate(`raw SQL bids, ${PLAYERS} players, prepared statements`))} of it prepared), one hot player at ${pct(rate(`WORKERS=${w} bids, one hot player`), rate('raw SQL bids, one hot player'))}; with every stake limit on at ${pct(rate(`WORKERS=${w} bids, ${PLAYERS} players, every limit on`), rate(`WORKERS=${w} bids, ${PLAYERS} players`))} of without; 304 polls at ${pct(rate(`WORKERS=${w} dashboard polls, 304`), rate('bare Fastify route (1 process)'))} of the bare route.`,
      ),
      `- Cores kept busy (answers per second × CPU per answer of the server, PostgreSQL and the load generator; the machine has ${os.cpus().length}): ${WORKER_COUNTS.flatMap((w) =>
        [`${PLAYERS} players`, 'dashboard polls, 304'].map((what) => {
          const row = rows.find((r) => r.what === (what.startsWith('dash') ? `WORKERS=${w} ${what}` : `WORKERS=${w} bids, ${what}`));
          const busy = row?.cpu ? (row.rate * ((row.cpu.server ?? 0) + row.cpu.pg + row.cpu.client)) / 1000 : 0;
          return `WORKERS=${w} ${what.startsWith('dash') ? '304 polls' : `bids of ${what}`} ${busy.toFixed(2)}`;
        }),
      ).join(', ')}.`,
      `- Start-up: ${starts.join('; ')}.`,
      `- ${ledgerLine[0]!.toUpperCase()}${ledgerLine.slice(1)}.`,
    ].join('\n');
    console.log(`\n${table}\n`);
    const doc = path.join(ROOT, 'docs', 'performance.md');
    // Only a full run (both worker counts, the default length) is what the document reports.
    if (process.env.BENCH_WORKERS === undefined && process.env.BENCH_SECONDS === undefined) {
      fs.writeFileSync(doc, replaceBlock(replaceBlock(fs.readFileSync(doc, 'utf8'), 'bench-api', table), 'bench-abuse', abuseBlock));
    }
    if (ledger.mismatches.length > 0) process.exitCode = 1;
  } finally {
    for (const child of children) await stop(child);
    await pool.end();
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
