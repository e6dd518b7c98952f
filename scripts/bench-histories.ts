// `npm run bench:histories`: a player's histories on a big database. Starts a throwaway PostgreSQL
// (scripts/ci-postgres.sh, BENCH_PG_PORT) and the compiled server (WORKERS=1), seeds BENCH_ROWS bids and as many
// ledger entries (default 10,000,000 each) over 60 days, 30 markets and 20,000 players, one in a hundred of them
// heavy (half the rows), then asks for bid history, win history and passbook pages through the API, as players of
// both kinds, a few at once, and reports each page's p50 and p99 with the plan PostgreSQL chose for a heavy player.
// Writes the table into docs/performance.md. Not a test: it takes minutes, and numbers move with the machine's load.
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { formatHistoryDate, istDay, isoDay, type IstDay, type MarketKind } from '@matka/shared-kernel/domain';
import type { Queryable } from '../api/src/db/database';
import { bidRecords } from '../api/src/features/bids/history.repository';
import { ledgerEntries } from '../api/src/features/wallet/transactions.repository';
import { APP_KEY, ROOT, cpusOfMachine, loadAverage, quantile, replaceBlock, sha256, startPostgres, startServer, stop, runOnDaytimeClock, measuredOn } from './bench-server';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000_000);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55496);
const APP_PORT = Number(process.env.BENCH_PORT ?? 8696);
const PG_DATA = process.env.BENCH_PG_DATA ?? `/tmp/matka-bench-pg-${PG_PORT}`;
/** Keep the cluster running and its database, and reuse one seeded by an earlier run with the same BENCH_ROWS. */
const KEEP = process.env.BENCH_KEEP === '1';
const DAYS = 60;
const PLAYERS = 20_000;
const HEAVY = 200;
/** Markets of each kind: 10 main, 14 Starline slots, 6 Gali games. */
const MARKETS = { main: 10, starline: 14, gali: 6 } as const;
const CHUNK = 1_000_000;
/** Players asking at once, and about how many answers are measured per kind of page. */
const CLIENTS = 2;
const REQUESTS = 400;

const seconds = (ms: number) => (ms / 1000).toFixed(1);

async function main(): Promise<void> {
  runOnDaytimeClock();
  const loadBefore = loadAverage();
  const postgres = await startPostgres(PG_PORT, PG_DATA, 'matka_histories', { keep: KEEP });
  const pool = new pg.Pool({ connectionString: postgres.url, max: CLIENTS + 1 });
  const server = await startServer({ databaseUrl: postgres.url, port: APP_PORT, workers: 1 }).catch(async (error: unknown) => {
    await pool.end();
    postgres.stop();
    throw error;
  });
  const base = `http://127.0.0.1:${APP_PORT}`;
  try {
    const today = istDay(new Date());
    const dayBefore = (days: number): IstDay => istDay(new Date(Date.now() - days * 86_400_000));
    const first = isoDay(dayBefore(DAYS - 1));
    const seeded = Number((await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM bids')).rows[0]!.n);
    let seedNote = `reused a database seeded earlier with ${seeded.toLocaleString('en')} bids`;
    if (seeded !== ROWS) {
      const started = performance.now();
      await seed(pool, first);
      seedNote = `seeded in ${seconds(performance.now() - started)} s`;
      console.log(seedNote);
    }

    // Sessions for some players of each kind: the heavy ones (ids 1…HEAVY) and as many others.
    const sampled = [...Array.from({ length: 100 }, (_, i) => 1 + i * 2), ...Array.from({ length: 100 }, (_, i) => HEAVY + 1 + i * 197)];
    const tokens = new Map<number, string>();
    for (const id of sampled) {
      const token = crypto.randomBytes(32).toString('base64url');
      await pool.query("INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, now(), now() + interval '1 day')", [sha256(token), id]);
      tokens.set(id, token);
    }

    const call = async (name: string, token: string, body: Record<string, unknown>) => {
      const started = performance.now();
      const answer = await fetch(`${base}/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ app_key: APP_KEY, unique_token: token, ...body }),
      });
      const json = (await answer.json()) as { status?: boolean; next_before?: string };
      if (!answer.ok || json.status !== true) throw new Error(`${name}: ${answer.status} ${JSON.stringify(json).slice(0, 200)}`);
      return { ms: performance.now() - started, next: json.next_before ?? '' };
    };
    const range = (days: number) => ({ from: formatHistoryDate(dayBefore(days - 1)), to: formatHistoryDate(today) });
    const isoRange = (days: number) => ({ from: isoDay(dayBefore(days - 1)), to: isoDay(today) });
    // Each kind of page: the API call a screen sends, and the repository's own read behind it (timed alone too, on a
    // connection of this script's: what PostgreSQL costs, apart from HTTP, the server and the machine's other work).
    type Shape = { what: string; call: string; kind: MarketKind | null; wonOnly: boolean; days: number; pages: number };
    const shapes: Shape[] = [
      { what: "bid history (main), today's page", call: 'api-bid-history-data', kind: 'main', wonOnly: false, days: 1, pages: 1 },
      { what: 'bid history (main), 30 days, first page', call: 'api-bid-history-data', kind: 'main', wonOnly: false, days: 30, pages: 1 },
      { what: 'bid history (main), 30 days, pages 2–5', call: 'api-bid-history-data', kind: 'main', wonOnly: false, days: 30, pages: 5 },
      { what: 'bid history (Starline), 30 days, first page', call: 'api-starline-bid-history-data', kind: 'starline', wonOnly: false, days: 30, pages: 1 },
      { what: 'win history (main), 30 days, first page', call: 'api-wining-history-data', kind: 'main', wonOnly: true, days: 30, pages: 1 },
      { what: 'win history (Gali), 60 days, pages 2–5', call: 'api-galidisawar-wining-history-data', kind: 'gali', wonOnly: true, days: 60, pages: 5 },
      { what: 'passbook, first page', call: 'api-wallet-transaction-history', kind: null, wonOnly: false, days: 0, pages: 1 },
      { what: 'passbook, pages 2–5', call: 'api-wallet-transaction-history', kind: null, wonOnly: false, days: 0, pages: 5 },
    ];
    const bodyOf = (shape: Shape) =>
      shape.kind === null ? {} : shape.wonOnly ? { date_from: range(shape.days).from, date_to: range(shape.days).to } : { bid_from: range(shape.days).from, bid_to: range(shape.days).to };
    const direct: Queryable = {
      query: async <Row extends object>(sql: string, values?: unknown[]) => (await pool.query(sql, values)).rows as Row[],
      afterCommit: (effect) => effect(),
      notify: () => undefined,
    };
    const read = async (shape: Shape, userId: number, before: number | undefined) => {
      const started = performance.now();
      const page =
        shape.kind === null
          ? await ledgerEntries(direct, { userId, before, limit: 50 })
          : await bidRecords(direct, { userId, kind: shape.kind, ...isoRange(shape.days), wonOnly: shape.wonOnly, before, limit: 50 });
      return { ms: performance.now() - started, next: page.nextBefore ?? undefined };
    };
    /** A player's pages one after the other, as a screen asks for them, `CLIENTS` players at once; pages 2… only for a deep shape. */
    const measure = async (shape: Shape, page: (user: number, before: string) => Promise<{ ms: number; next: string }>) => {
      const latencies: number[] = [];
      let next = 0;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let i = 0; i < REQUESTS / CLIENTS / Math.max(1, shape.pages - 1); i += 1) {
            const user = sampled[(next += 1) % sampled.length]!;
            let before = '';
            for (let n = 1; n <= shape.pages; n += 1) {
              const answer = await page(user, before);
              if (n > 1 || shape.pages === 1) latencies.push(answer.ms);
              if (!answer.next) break;
              before = answer.next;
            }
          }
        }),
      );
      return latencies;
    };
    const rows: string[] = [];
    // Warm the server and PostgreSQL's caches a little, as a running server would be.
    for (const user of sampled.slice(0, 20)) for (const shape of shapes) await call(shape.call, tokens.get(user)!, bodyOf(shape));
    for (const shape of shapes) {
      const api = await measure(shape, (user, before) => call(shape.call, tokens.get(user)!, { ...bodyOf(shape), ...(before ? { before } : {}) }));
      const alone = await measure(shape, async (user, before) => {
        const answer = await read(shape, user, before ? Number(before) : undefined);
        return { ms: answer.ms, next: answer.next === undefined ? '' : String(answer.next) };
      });
      const line = `| ${shape.what} | ${api.length} | ${quantile(api, 0.5)} | ${quantile(api, 0.99)} | ${quantile(api, 1)} | ${quantile(alone, 0.5)} | ${quantile(alone, 0.99)} |`;
      console.log(line);
      rows.push(line);
    }

    // What PostgreSQL does for a heavy player: the repositories' own statements, as the server sends them.
    const heavy = 1;
    const plans: string[] = [];
    const explain = async (what: string, run: (q: Queryable) => Promise<unknown>) => {
      let statement = { sql: '', values: [] as unknown[] };
      const recorder: Queryable = {
        query: async <Row extends object>(sql: string, values?: unknown[]) => {
          statement = { sql, values: values ?? [] };
          return [] as Row[];
        },
        afterCommit: () => undefined,
        notify: () => undefined,
      };
      await run(recorder);
      const plan = (await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.sql}`, statement.values)).rows.map((row) => row['QUERY PLAN']);
      const nodes = plan.filter((line) => /Index|Scan|Sort|Limit|Join|Loop/.test(line)).map((line) => line.trim().replace(/^->\s*/, '').replace(/\s+\(actual.*$/, ''));
      const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
      plans.push(`- ${what}: ${time}; ${nodes.join(' → ')}`);
      console.log(plan.join('\n'));
    };
    const thirty = { from: isoDay(dayBefore(29)), to: isoDay(today) };
    await explain('bid history (main), 30 days, first page', (q) => bidRecords(q, { userId: heavy, kind: 'main', ...thirty, wonOnly: false, before: undefined, limit: 50 }));
    await explain('win history (main), 30 days, first page', (q) => bidRecords(q, { userId: heavy, kind: 'main', ...thirty, wonOnly: true, before: undefined, limit: 50 }));
    await explain('passbook, first page', (q) => ledgerEntries(q, { userId: heavy, before: undefined, limit: 50 }));

    const table = [
      `Measured by \`npm run bench:histories\` on ${measuredOn()}: ${cpusOfMachine()}, PostgreSQL ${PG_PORT} (fsync off, as CI's),`,
      `NODE_ENV=production, WORKERS=1. ${ROWS.toLocaleString('en')} bids and ${ROWS.toLocaleString('en')} ledger entries over ${DAYS} days, ${MARKETS.main + MARKETS.starline + MARKETS.gali} markets and ${PLAYERS.toLocaleString('en')} players,`,
      `${HEAVY} of them heavy (half the rows: ${((ROWS / 2 / HEAVY) * 30 / DAYS / 3).toFixed(0)} main bids each in 30 days); ${seedNote}. Pages of 50, ${CLIENTS} players asking at once,`,
      `half of them heavy. Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAverage()}.`,
      '',
      '| page | answers | API: p50 ms | p99 ms | max ms | repository alone: p50 ms | p99 ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      ...rows,
      '',
      'The plans PostgreSQL chose for a heavy player (EXPLAIN ANALYZE, execution time, the nodes that read):',
      ...plans,
    ].join('\n');
    console.log(`\n${table}\n`);
    const doc = path.join(ROOT, 'docs', 'performance.md');
    if (ROWS === 10_000_000) fs.writeFileSync(doc, replaceBlock(fs.readFileSync(doc, 'utf8'), 'bench-histories', table));
  } finally {
    await stop(server.child);
    await pool.end();
    if (!KEEP) postgres.stop();
  }
}

/**
 * The rows, by set-based SQL in chunks. Ids grow with time (a day's bids after the day before's), as they do when
 * players bid; a player's ledger entries alternate +100 and −50, so each balance_after is known from the entry's rank.
 */
async function seed(pool: pg.Pool, first: string): Promise<void> {
  await pool.query('TRUNCATE bids, ledger_entries, sessions, markets, users RESTART IDENTITY CASCADE');
  for (const [kind, count] of Object.entries(MARKETS)) {
    await pool.query(
      `INSERT INTO markets (kind, name, open_minutes, close_minutes)
       SELECT $1, upper($1) || ' ' || g, 600 + g, CASE WHEN $1 = 'main' THEN 700 + g END FROM generate_series(1, $2::int) g`,
      [kind, count],
    );
  }
  await pool.query(
    `INSERT INTO users (name, mobile, password_hash) SELECT 'Player ' || g, '96' || lpad(g::text, 8, '0'), 'x' FROM generate_series(1, $1::int) g`,
    [PLAYERS],
  );
  const markets = (await pool.query<{ id: number; kind: string }>('SELECT id, kind FROM markets ORDER BY id')).rows;
  // Row g's player: even rows go to the heavy players (ids 1…HEAVY), odd rows to the others; its rank k among its
  // player's rows. Each player's bids go round the markets (rank + player), and one block of rows in ten wins.
  const player = `CASE WHEN g % 2 = 0 THEN 1 + (g / 2) % ${HEAVY} ELSE ${HEAVY + 1} + (g / 2) % ${PLAYERS - HEAVY} END`;
  const rank = `CASE WHEN g % 2 = 0 THEN (g / 2) / ${HEAVY} ELSE (g / 2) / ${PLAYERS - HEAVY} END`;
  for (let from = 0; from < ROWS; from += CHUNK) {
    const started = performance.now();
    await pool.query(
      `INSERT INTO bids (user_id, market_id, bid_date, bet_type, entry_type, session, digits, points, rate_val_1, rate_val_2, status, payout, settled_by, settled_at, created_at)
       SELECT ${player}, m.id, d.day, t.type, t.type, 'Open', (g % 10)::text, 10, 10, 95,
              CASE WHEN d.day = $4::date + ${DAYS - 1} THEN 'pending' WHEN (g / 60) % 10 = 0 THEN 'won' ELSE 'lost' END,
              CASE WHEN d.day < $4::date + ${DAYS - 1} AND (g / 60) % 10 = 0 THEN 95 ELSE 0 END,
              CASE WHEN d.day < $4::date + ${DAYS - 1} THEN CASE m.kind WHEN 'main' THEN 'open' ELSE m.kind END END,
              CASE WHEN d.day < $4::date + ${DAYS - 1} THEN d.day + time '12:00' END,
              d.day + time '08:00'
         FROM generate_series($1::bigint, $2::bigint) g
         CROSS JOIN LATERAL (SELECT $4::date + (g * ${DAYS} / $3::bigint)::int AS day) d
         CROSS JOIN LATERAL (SELECT (1 + (${rank} + ${player}) % $6::int)::int AS i) mi
         CROSS JOIN LATERAL (SELECT ($5::bigint[])[mi.i] AS id, ($7::text[])[mi.i] AS kind) m
         CROSS JOIN LATERAL (SELECT CASE WHEN m.kind = 'gali' THEN 'Left Digit' ELSE 'Single Digit' END AS type) t`,
      [from, Math.min(ROWS, from + CHUNK) - 1, ROWS, first, markets.map((m) => m.id), markets.length, markets.map((m) => m.kind)],
    );
    await pool.query(
      `INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note, created_at)
       SELECT ${player}, CASE WHEN k % 2 = 0 THEN 100 ELSE -50 END, 100 * (k / 2 + 1) - 50 * ((k + 1) / 2),
              CASE WHEN k % 2 = 0 THEN 'deposit' ELSE 'bid' END, CASE WHEN k % 2 = 0 THEN 'Points added' ELSE 'Bid: MAIN 1 Single Digit (1 bid)' END,
              $4::date + (g * ${DAYS} / $3::bigint)::int + time '09:00'
         FROM generate_series($1::bigint, $2::bigint) g CROSS JOIN LATERAL (SELECT ${rank} AS k) r`,
      [from, Math.min(ROWS, from + CHUNK) - 1, ROWS, first],
    );
    console.log(`rows ${(from + CHUNK).toLocaleString('en')} of ${ROWS.toLocaleString('en')}: ${seconds(performance.now() - started)} s (load ${loadAverage()})`);
  }
  await pool.query(
    `UPDATE users u SET balance = l.balance_after
       FROM (SELECT DISTINCT ON (user_id) user_id, balance_after FROM ledger_entries ORDER BY user_id, id DESC) l WHERE l.user_id = u.id`,
  );
  await pool.query('VACUUM ANALYZE');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
