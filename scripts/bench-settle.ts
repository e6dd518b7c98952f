// `npm run bench:settle`: a big day's declaration on PostgreSQL, in one run, beside the same work as set-based SQL.
// Starts a throwaway PostgreSQL (scripts/ci-postgres.sh, BENCH_PG_PORT) and the compiled server (WORKERS=1), seeds
// BENCH_BIDS pending single-digit bids (default 200,000) from BENCH_PLAYERS players on each of two identical main
// markets, then measures: the preview of the open result; the same settlement as one set-based SQL statement on the
// second market; the declaration through the operator API on the first; its revert; the server's resident memory
// through all three; and the p99 of bids a few of the winners place on a third market meanwhile, against the same
// p99 idle. Checks that both markets were settled alike and the ledger after; writes the table into
// docs/performance.md. Not a test: numbers on a shared machine move with its load, which is printed beside them.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { formatBidDate, istDay, isoDay, panaDigit } from '@matka/shared-kernel/domain';
import { probeBidders, seedPlayers, ROOT, cpusOfMachine, istClock, loadAverage, operatorCall, quantile, replaceBlock, startPostgres, startServer, stop, runOnDaytimeClock, measuredOn } from './bench-server';

const BIDS = Number(process.env.BENCH_BIDS ?? 200_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1000);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55497);
const APP_PORT = Number(process.env.BENCH_PORT ?? 8697);
const PG_DATA = process.env.BENCH_PG_DATA ?? `/tmp/matka-bench-pg-${PG_PORT}`;
/** Players (among the winners) who keep bidding on another market, one bid each every PROBE_MS. */
const PROBE_PLAYERS = 4;
const PROBE_MS = 20;
const IDLE_MS = 5000;
/** The open result declared: its digit (1 + 2 + 7 = 10 → 0) makes one bid in ten win. */
const PANA = '127';
const WINNING_DIGIT = String(panaDigit(PANA));

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Number(line[1]) / 1024 : 0;
}

/** Samples a process's resident memory every 50 ms until `done` is called, which returns the peak. */
function memoryPeak(pid: number): () => number {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  return () => {
    clearInterval(timer);
    return Math.max(peak, rssMb(pid));
  };
}

async function main(): Promise<void> {
  runOnDaytimeClock();
  const loadBefore = loadAverage();
  const postgres = await startPostgres(PG_PORT, PG_DATA, 'matka_settle');
  const pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
  const server = await startServer({ databaseUrl: postgres.url, port: APP_PORT, workers: 1 }).catch(async (error: unknown) => {
    await pool.end();
    postgres.stop();
    throw error;
  });
  const base = `http://127.0.0.1:${APP_PORT}`;
  const operator = (route: string, body: unknown) => operatorCall(base, 'POST', route, body);
  try {
    const day = isoDay(istDay(new Date()));
    // Two markets whose open time has passed (their bids are seeded), one still open for the players' bids.
    const market = async (name: string, open: number) => Number((await operator('/operator/markets', { kind: 'main', name, open: istClock(open), close: istClock(open + 120) })).game_id);
    const viaApi = await market('Bench API', -60);
    const viaSql = await market('Bench SQL', -60);
    const other = await market('Bench Other', 60);
    await operator('/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95 });

    // Players with points and a deposit entry each; the first few have sessions to bid with.
    const seedStart = performance.now();
    const { userIds, tokens } = await seedPlayers(pool, { count: PLAYERS, mobilePrefix: '97', balance: 1_000_000_000, withSessions: PROBE_PLAYERS });
    // The same bids on both markets: player g % PLAYERS, digit (g / PLAYERS) % 10, so each player has a tenth winning.
    for (const id of [viaApi, viaSql]) {
      await pool.query(
        `INSERT INTO bids (user_id, market_id, bid_date, bet_type, entry_type, session, digits, points, rate_val_1, rate_val_2)
         SELECT ($3::bigint[])[1 + g % $4::int], $1, $2::date, 'Single Digit', 'Single Digit', 'Open', ((g / $4::int) % 10)::text, 10 * (1 + g % 5), 10, 95
           FROM generate_series(0, $5::int - 1) g`,
        [id, day, userIds, PLAYERS, BIDS],
      );
    }
    await pool.query('VACUUM ANALYZE');
    const seedMs = performance.now() - seedStart;
    console.log(`seeded ${PLAYERS} players and ${BIDS} bids on each of 2 markets in ${seconds(seedMs)} s (load ${loadAverage()})`);

    // Winners bidding on the other market: each probe player one bid every PROBE_MS while `work` runs.
    const bidDate = formatBidDate(new Date());
    const probe = probeBidders({ base, market: other, tokens, everyMs: PROBE_MS, bidDate });
    const whileProbing = probe.during;

    const pid = server.child.pid!;
    const rssStart = rssMb(pid);
    const idle = await whileProbing(() => new Promise((resolve) => setTimeout(resolve, IDLE_MS)));
    console.log(`idle: ${idle.latencies.length} bids, p99 ${quantile(idle.latencies, 0.99)} ms`);

    const timed = async <T,>(work: () => Promise<T>) => {
      const started = performance.now();
      const result = await work();
      return { result, ms: performance.now() - started };
    };
    let peak = memoryPeak(pid);
    const preview = await timed(() => operator('/operator/results/open/preview', { market: viaApi, pana: PANA, date: day }));
    const previewPeak = peak();
    console.log(`preview: ${seconds(preview.ms)} s ${JSON.stringify(preview.result)}`);

    // The same settlement as one statement: the bids, one credit per player, a ledger entry per winning bid with its
    // running balance, and the result row.
    const sql = await whileProbing(async () => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('INSERT INTO results (market_id, result_date, open_pana) VALUES ($1, $2::date, $3)', [viaSql, day, PANA]);
        const settled = await client.query(
          `WITH settled AS (
             UPDATE bids SET status = CASE WHEN digits = $3 THEN 'won' ELSE 'lost' END,
                             payout = CASE WHEN digits = $3 THEN points * rate_val_2 / rate_val_1 ELSE 0 END,
                             settled_by = 'open', settled_at = now()
              WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending' AND session = 'Open' AND bet_type = 'Single Digit'
             RETURNING id, user_id, status, payout, bet_type, digits),
           won AS (SELECT * FROM settled WHERE status = 'won' AND payout > 0),
           totals AS (SELECT user_id, sum(payout) AS total FROM won GROUP BY user_id),
           credited AS (UPDATE users u SET balance = u.balance + t.total FROM totals t WHERE u.id = t.user_id RETURNING u.id, u.balance, t.total)
           INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note)
           SELECT w.user_id, w.payout, c.balance - c.total + sum(w.payout) OVER (PARTITION BY w.user_id ORDER BY w.id), 'win', 'Win: BENCH SQL ' || w.bet_type || ' ' || w.digits
             FROM won w JOIN credited c ON c.id = w.user_id ORDER BY w.user_id, w.id`,
          [viaSql, day, WINNING_DIGIT],
        );
        await client.query('COMMIT');
        return settled.rowCount;
      } finally {
        client.release();
      }
    });
    console.log(`set-based SQL: ${seconds(sql.ms)} s, ${sql.result} ledger entries; bids elsewhere p99 ${quantile(sql.latencies, 0.99)} ms (load ${loadAverage()})`);

    peak = memoryPeak(pid);
    const declared = await whileProbing(() => operator('/operator/results/open', { market: viaApi, pana: PANA, date: day }));
    const declarePeak = peak();
    console.log(`declaration: ${seconds(declared.ms)} s ${JSON.stringify(declared.result)}; bids elsewhere p99 ${quantile(declared.latencies, 0.99)} ms, server ${Math.round(declarePeak)} MB at most (load ${loadAverage()})`);

    // Both markets settled alike: the same bids won, and each player was paid the same on both.
    const [compare] = (
      await pool.query<{ bids: number; players: number }>(
        `SELECT (SELECT count(*) FROM (
                   SELECT digits, user_id, points, status, payout FROM bids WHERE market_id = $1
                   EXCEPT ALL SELECT digits, user_id, points, status, payout FROM bids WHERE market_id = $2) d)::int AS bids,
                (SELECT count(*) FROM (
                   SELECT user_id FROM ledger_entries WHERE kind = 'win' GROUP BY user_id
                   HAVING sum(amount) FILTER (WHERE note LIKE 'Win: BENCH API %') IS DISTINCT FROM sum(amount) FILTER (WHERE note LIKE 'Win: BENCH SQL %')) p)::int AS players`,
        [viaApi, viaSql],
      )
    ).rows;
    const alike = compare!.bids === 0 && compare!.players === 0;
    console.log(alike ? 'both markets settled alike' : `the markets differ: ${compare!.bids} bids, ${compare!.players} players`);

    peak = memoryPeak(pid);
    const reverted = await timed(() => operator('/operator/results/revert', { market: viaApi, date: day }));
    const revertPeak = peak();
    console.log(`revert: ${seconds(reverted.ms)} s ${JSON.stringify(reverted.result)}, server ${Math.round(revertPeak)} MB at most`);

    const [ledger] = (
      await pool.query<{ checked: number; balances: number; running: number }>(
        `SELECT (SELECT count(*) FROM users)::int AS checked,
                (SELECT count(*) FROM users u WHERE balance <> (SELECT COALESCE(sum(amount), 0) FROM ledger_entries l WHERE l.user_id = u.id))::int AS balances,
                (SELECT count(*) FROM (SELECT balance_after, sum(amount) OVER (PARTITION BY user_id ORDER BY id) AS running FROM ledger_entries) l
                  WHERE balance_after <> running)::int AS running`,
      )
    ).rows;
    const ledgerLine = `Ledger check after: ${ledger!.checked} players, ${ledger!.balances} balances and ${ledger!.running} running balances off their entries`;
    console.log(ledgerLine);

    const p99 = (latencies: number[]) => quantile(latencies, 0.99);
    const probed = (latencies: number[]) => `${latencies.length} | ${quantile(latencies, 0.5)} | ${p99(latencies)} | ${quantile(latencies, 1)}`;
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '-');
    const memory = Math.max(previewPeak, declarePeak, revertPeak) - rssStart;
    const table = [
      `Measured by \`${BIDS === 200_000 ? '' : `BENCH_BIDS=${BIDS} `}npm run bench:settle\` on ${measuredOn()}: ${cpusOfMachine()}, PostgreSQL ${PG_PORT} (fsync off, as CI's),`,
      `NODE_ENV=production, WORKERS=1. ${BIDS.toLocaleString('en')} pending single-digit bids of ${PLAYERS.toLocaleString('en')} players on each of two markets (seeded in ${seconds(seedMs)} s);`,
      `the open result ${PANA} makes ${String(preview.result.won ?? '?')} of them win. Meanwhile ${PROBE_PLAYERS} of the winners each place a bid on a third market every ${PROBE_MS} ms.`,
      `Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAverage()}.`,
      '',
      '| what | seconds | bids elsewhere: n | p50 ms | p99 ms | max ms | server memory, MB at most |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
      `| idle (no declaration) | ${seconds(IDLE_MS)} | ${probed(idle.latencies)} | ${Math.round(rssStart)} |`,
      `| preview (API) | ${seconds(preview.ms)} | | | | | ${Math.round(previewPeak)} |`,
      `| set-based SQL, one statement | ${seconds(sql.ms)} | ${probed(sql.latencies)} | |`,
      `| declaration (API) | ${seconds(declared.ms)} | ${probed(declared.latencies)} | ${Math.round(declarePeak)} |`,
      `| revert (API) | ${seconds(reverted.ms)} | | | | | ${Math.round(revertPeak)} |`,
      '',
      `- The declaration took ${ratio(declared.ms, sql.ms)} the set-based SQL's time (target ≤ 1.3×, issue 45); the revert ${ratio(reverted.ms, declared.ms)} the declaration's (target ≤ 2×).`,
      `- Bids on another market during the declaration: p99 ${ratio(p99(declared.latencies), p99(idle.latencies))} idle (target ≤ 3×); during the set-based SQL ${ratio(p99(sql.latencies), p99(idle.latencies))}.${probe.refused > 0 ? ` ${probe.refused} bids refused.` : ''}`,
      `- The server's resident memory: ${Math.round(rssStart)} MB before, ${memory >= 0 ? '+' : ''}${Math.round(memory)} MB at most during the preview, the declaration and the revert (target ≤ +100 MB at 1,000,000).`,
      `- ${alike ? 'Both markets settled alike: the same bids won the same payouts, and every player was paid the same.' : `The markets were settled differently: ${compare!.bids} bids, ${compare!.players} players.`}`,
      `- ${ledgerLine}.`,
    ].join('\n');
    console.log(`\n${table}\n`);
    const doc = path.join(ROOT, 'docs', 'performance.md');
    fs.writeFileSync(doc, replaceBlock(fs.readFileSync(doc, 'utf8'), `bench-settle-${BIDS}`, table));
    if (!alike || ledger!.balances > 0 || ledger!.running > 0 || probe.refused > 0) process.exitCode = 1;
  } finally {
    await stop(server.child);
    await pool.end();
    postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
