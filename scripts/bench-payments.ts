// `npm run bench:payments`: automatic deposits on PostgreSQL (docs/operations.md, "Automatic deposits"), in one run.
// Starts a throwaway PostgreSQL (scripts/ci-postgres.sh, BENCH_PG_PORT) and the compiled server (WORKERS=1), seeds
// BENCH_PLAYERS players (default 2,000) and BENCH_ROWS pending deposit requests (default 10,000), each with its own
// UTR and amount, then measures: a bank statement (HDFC Bank's CSV export) of BENCH_ROWS credits paying those
// requests, imported and matched through `POST /operator/payments/import`, end to end; and a feed token posting
// payments one at a time (every FEED_MS, each paying one more pending request, fields and credit SMS alternately)
// while players bid, the feed's and the bids' latencies against the same bids idle. Checks that every request was
// credited exactly once (one payment matched, one ledger entry each, the entries' sum the statement's total) and the
// ledger check after; writes the table into docs/performance.md. Not a test: numbers on a shared machine move with
// its load, which is printed beside them.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { formatBidDate } from '@matka/shared-kernel/domain';
import { STATEMENT_FORMATS } from '../api/src/features/payments/statement-formats';
import { WALLET_MESSAGES } from '../api/src/features/wallet/messages';
import { probeBidders, seedPlayers, OPERATOR_TOKEN, ROOT, cpusOfMachine, istClock, loadAverage, operatorCall, quantile, replaceBlock, startPostgres, startServer, stop, runOnDaytimeClock, measuredOn } from './bench-server';

const ROWS = Number(process.env.BENCH_ROWS ?? 10_000);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 2000);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55470);
const APP_PORT = Number(process.env.BENCH_PORT ?? 8670);
const PG_DATA = process.env.BENCH_PG_DATA ?? `/tmp/matka-bench-pg-${PG_PORT}`;
/** The feed posts one payment every FEED_MS, for FEED_SECONDS, alone and then while the players bid. */
const FEED_MS = 20;
const FEED_SECONDS = 10;
/** Requests the feed's payments pay (more than it can post in both of its runs). */
const FEED_REQUESTS = 2 * Math.ceil((FEED_SECONDS * 1000) / FEED_MS);
/** Players who keep bidding, one bid each every PROBE_MS. */
const PROBE_PLAYERS = 4;
const PROBE_MS = 20;
const IDLE_MS = 5000;
/** Targets of issue 39. */
const IMPORT_TARGET_MS = 5000;
const FEED_P99_TARGET_MS = 50;

const HDFC = STATEMENT_FORMATS.find((format) => format.name === 'HDFC Bank')!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The n-th request's UTR and amount (whole rupees, 100–4,999: under AUTO_APPROVE_MAX, so each is the matcher's to
 * credit). The statement's UTRs start with 5, the feed's with 6.
 */
const utrOf = (series: 5 | 6, n: number) => `${series}${String(n).padStart(11, '0')}`;
const amountOf = (n: number) => 100 + ((n * 37) % 4900);

/** An HDFC Bank statement export: the lines above the header, the header, and a credit row per request paid. */
function hdfcStatement(rows: number, date: Date): { csv: string; total: number } {
  const day = `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;
  const lines = ['HDFC BANK Ltd.,,,,,,', 'Account No :50100123456789,,,,,,', `Statement From : ${day} To : ${day},,,,,,`, ',,,,,,', HDFC.header.join(','), '********,********,********,********,********,********,********'];
  let balance = 10_000;
  // Paid in another order than filed: request (n × 7919) mod rows on line n (7919 is prime, so each once).
  for (let i = 0; i < rows; i += 1) {
    const n = (i * 7919) % rows;
    const utr = utrOf(5, n);
    balance += amountOf(n);
    lines.push(`${day},UPI-BENCH PLAYER ${n}-player${n}@okaxis-UTIB0001234-${utr}-PAYMENT,0000${utr},${day},,${amountOf(n)}.00,${balance}.00`);
  }
  return { csv: `${lines.join('\n')}\n`, total: balance - 10_000 };
}

/** The n-th feed payment: its fields, or every other one the credit SMS HDFC Bank sends (the forwarder's body). */
function feedBody(n: number, date: Date): Record<string, unknown> {
  const utr = utrOf(6, n);
  if (n % 2 === 1) {
    const day = `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCFullYear() % 100).padStart(2, '0')}`;
    return { sms: `Rs.${amountOf(n)}.00 credited to a/c XX1234 on ${day} by VPA feed${n}@okaxis (UPI Ref No ${utr}). -HDFC Bank` };
  }
  return { utr, amount: amountOf(n), paid_at: date.toISOString(), payer_upi: `feed${n}@okaxis`, payer_name: `FEED PLAYER ${n}` };
}

/**
 * POSTs `body` to an operator route and returns its JSON answer, with no time limit (fetch gives up on an answer
 * after 300 s, and a slow import on a busy machine may take longer); throws on anything but 2xx.
 */
function postWithoutTimeout(base: string, route: string, body: unknown): Promise<Record<string, unknown>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${route}`, { method: 'POST', headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if ((answer.statusCode ?? 0) >= 300) reject(new Error(`${route}: ${answer.statusCode} ${text}`));
        else resolve(JSON.parse(text) as Record<string, unknown>);
      });
      answer.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

async function main(): Promise<void> {
  runOnDaytimeClock();
  const loadBefore = loadAverage();
  const postgres = await startPostgres(PG_PORT, PG_DATA, 'matka_payments');
  const pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
  const server = await startServer({ databaseUrl: postgres.url, port: APP_PORT, workers: 1, env: { DATA_DIR: `/tmp/matka-bench-data-${APP_PORT}` } }).catch(async (error: unknown) => {
    await pool.end();
    postgres.stop();
    throw error;
  });
  const base = `http://127.0.0.1:${APP_PORT}`;
  const operator = (route: string, body: unknown) => operatorCall(base, 'POST', route, body);
  try {
    const market = Number((await operator('/operator/markets', { kind: 'main', name: 'Bench Payments', open: istClock(60), close: istClock(180) })).game_id);
    await operator('/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95 });

    // Players with points to bid (a deposit entry each), the first few with sessions; the statement's requests spread
    // over all of them, then the feed's.
    const seedStart = performance.now();
    const { userIds, tokens } = await seedPlayers(pool, { count: PLAYERS, mobilePrefix: '96', balance: 1_000_000, withSessions: PROBE_PLAYERS });
    const fileRequests = (series: 5 | 6, count: number) =>
      pool.query(
        `INSERT INTO fund_requests (user_id, amount, payment_method, utr, created_at)
         SELECT ($1::bigint[])[1 + g % $2::int], 100 + (g * 37) % 4900, 'QR', $3 || lpad(g::text, 11, '0'), now() - interval '30 minutes'
           FROM generate_series(0, $4::int - 1) g`,
        [userIds, PLAYERS, String(series), count],
      );
    await fileRequests(5, ROWS);
    await fileRequests(6, FEED_REQUESTS);
    await pool.query('VACUUM ANALYZE');
    const seedMs = performance.now() - seedStart;
    const today = new Date();
    const statement = hdfcStatement(ROWS, today);
    console.log(`seeded ${PLAYERS} players, ${ROWS + FEED_REQUESTS} pending deposit requests in ${seconds(seedMs)} s; statement ${(statement.csv.length / 1e6).toFixed(2)} MB (load ${loadAverage()})`);

    // The statement, imported and matched: one request, timed from the first byte sent to the answer read.
    const [{ watermark } = { watermark: 0 }] = (await pool.query<{ watermark: number }>('SELECT COALESCE(max(id), 0)::bigint AS watermark FROM ledger_entries')).rows;
    const loadAtImport = loadAverage();
    const importStart = performance.now();
    const imported = await postWithoutTimeout(base, '/operator/payments/import', { csv: statement.csv, file: 'bench-hdfc.csv' });
    const importMs = performance.now() - importStart;
    const skipped = Array.isArray(imported.skipped) ? imported.skipped.length : -1;
    console.log(`import: ${seconds(importMs)} s (${(importMs / ROWS).toFixed(2)} ms a row) ${JSON.stringify({ ...imported, skipped })} (load ${loadAverage()})`);

    // Every statement request credited exactly once: approved automatically, one matched payment, one ledger entry.
    const requests = (await pool.query<{ id: number; amount: number; approved: boolean }>("SELECT id, amount::int, status = 'approved' AND auto_approved AS approved FROM fund_requests WHERE utr LIKE '5%'")).rows;
    const entries = (await pool.query<{ note: string; amount: number }>("SELECT note, amount::int FROM ledger_entries WHERE kind = 'deposit' AND id > $1", [watermark])).rows;
    const [{ matched } = { matched: 0 }] = (
      await pool.query<{ matched: number }>("SELECT count(*)::int AS matched FROM payments p JOIN fund_requests r ON r.id = p.deposit_id WHERE p.status = 'matched' AND p.amount = r.amount AND r.utr LIKE '5%'")
    ).rows;
    const entriesOf = new Map<string, number[]>();
    for (const entry of entries) entriesOf.set(entry.note, [...(entriesOf.get(entry.note) ?? []), entry.amount]);
    const once = requests.filter((request) => request.approved && entriesOf.get(WALLET_MESSAGES.depositCredited(request.id, true))?.join() === String(request.amount)).length;
    const credited = { requests: requests.length, approved: requests.filter((request) => request.approved).length, payments: matched, entries: entries.length, once, total: entries.reduce((sum, entry) => sum + entry.amount, 0) };
    const creditedOnce = credited.requests === ROWS && credited.approved === ROWS && credited.payments === ROWS && credited.entries === ROWS && credited.once === ROWS && credited.total === statement.total;
    const creditLine = creditedOnce
      ? `Every one of the ${ROWS.toLocaleString('en')} requests credited exactly once: approved automatically, one matched payment and one ledger entry each, the entries summing to the statement's ${statement.total.toLocaleString('en')} points`
      : `NOT credited once each: ${credited.approved} approved automatically, ${credited.payments} matched payments, ${credited.entries} deposit entries (${credited.once} one per request) summing to ${credited.total.toLocaleString('en')} against the statement's ${statement.total.toLocaleString('en')}`;
    console.log(creditLine);

    // The feed: a token of its own, one payment at a time every FEED_MS, each answer timed.
    const feedToken = String(((await operator('/operator/feed-tokens', { name: 'bench feed' })).feed_token as { token: string }).token);
    let posted = 0;
    let unmatched = 0;
    const postPayment = async () => {
      const body = feedBody(posted, today);
      posted += 1;
      const started = performance.now();
      const answer = await fetch(`${base}/operator/payments`, {
        method: 'POST',
        headers: { authorization: `Bearer ${feedToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const reply = (await answer.json()) as { payment?: { status?: string } };
      const ms = performance.now() - started;
      if (!answer.ok || reply.payment?.status !== 'matched') unmatched += 1;
      return ms;
    };
    const feed = async () => {
      const latencies: number[] = [];
      const end = performance.now() + FEED_SECONDS * 1000;
      while (performance.now() < end) {
        const started = performance.now();
        latencies.push(await postPayment());
        await sleep(Math.max(0, FEED_MS - (performance.now() - started)));
      }
      return latencies;
    };

    // Players bidding on the market: each probe player one bid every PROBE_MS while `work` runs.
    const bidDate = formatBidDate(new Date());
    const probe = probeBidders({ base, market: market, tokens, everyMs: PROBE_MS, bidDate });
    const whileBidding = probe.during;

    const idle = await whileBidding(() => sleep(IDLE_MS));
    console.log(`bids idle: ${idle.latencies.length}, p99 ${quantile(idle.latencies, 0.99)} ms`);
    const feedAlone = await feed();
    console.log(`feed alone: ${feedAlone.length} payments, p99 ${quantile(feedAlone, 0.99)} ms (load ${loadAverage()})`);
    const feedBids = await whileBidding(feed);
    console.log(`feed while bidding: ${feedBids.result.length} payments, p99 ${quantile(feedBids.result, 0.99)} ms; bids p99 ${quantile(feedBids.latencies, 0.99)} ms (load ${loadAverage()})`);

    const ledger = (await operatorCall(base, 'GET', '/operator/ledger/check')) as { checked: number; mismatches: unknown[] };
    const ledgerLine = `Ledger check after (\`GET /operator/ledger/check\`): ${ledger.checked.toLocaleString('en')} players, ${ledger.mismatches.length} balances off their entries`;
    console.log(ledgerLine);

    const p99 = (latencies: number[]) => quantile(latencies, 0.99);
    const probed = (latencies: number[]) => `${latencies.length} | ${quantile(latencies, 0.5)} | ${p99(latencies)} | ${quantile(latencies, 1)}`;
    const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}×` : '-');
    const met = (ok: boolean) => (ok ? 'met' : 'missed');
    const feedP99 = p99(feedBids.result);
    const table = [
      `Measured by \`${ROWS === 10_000 ? '' : `BENCH_ROWS=${ROWS} `}npm run bench:payments\` on ${measuredOn()}: ${cpusOfMachine()}, PostgreSQL ${PG_PORT} (fsync off, as CI's),`,
      `NODE_ENV=production, WORKERS=1. ${PLAYERS.toLocaleString('en')} players, ${ROWS.toLocaleString('en')} pending deposit requests (seeded in ${seconds(seedMs)} s) paid by an HDFC Bank statement of`,
      `${ROWS.toLocaleString('en')} credits (${(statement.csv.length / 1e6).toFixed(2)} MB); then a feed token posts payments one at a time for ${FEED_SECONDS} s, the next ${FEED_MS} ms after the last was sent or as soon as`,
      `its answer is in (each paying one more request; fields and credit SMS alternately), alone and while ${PROBE_PLAYERS} players each place a bid every ${PROBE_MS} ms.`,
      `Load average (1/5/15 min) before: ${loadBefore}; at the import: ${loadAtImport}; after: ${loadAverage()}.`,
      '',
      '| what | seconds | n | p50 ms | p99 ms | max ms |',
      '| --- | ---: | ---: | ---: | ---: | ---: |',
      `| statement import, ${ROWS.toLocaleString('en')} rows (one request) | ${seconds(importMs)} | ${typeof imported.matched === 'number' ? imported.matched.toLocaleString('en') : '?'} matched | | | |`,
      `| bids, idle | ${seconds(IDLE_MS)} | ${probed(idle.latencies)} |`,
      `| feed posts, alone | ${FEED_SECONDS.toFixed(2)} | ${probed(feedAlone)} |`,
      `| feed posts, while bids run | ${FEED_SECONDS.toFixed(2)} | ${probed(feedBids.result)} |`,
      `| bids, while the feed posts | ${FEED_SECONDS.toFixed(2)} | ${probed(feedBids.latencies)} |`,
      '',
      `- The import took ${seconds(importMs)} s, ${(importMs / ROWS).toFixed(2)} ms a row (target ≤ ${seconds(IMPORT_TARGET_MS)} s: ${met(importMs <= IMPORT_TARGET_MS)}).`,
      `- The feed's p99 while bids run: ${feedP99} ms (target ≤ ${FEED_P99_TARGET_MS} ms: ${met(feedP99 <= FEED_P99_TARGET_MS)}); ${unmatched === 0 ? 'every post matched its request' : `${unmatched} posts did not match their request`}.`,
      `- Bids while the feed posts: p99 ${ratio(p99(feedBids.latencies), p99(idle.latencies))} idle.${probe.refused > 0 ? ` ${probe.refused} bids refused.` : ''}`,
      `- ${creditLine}.`,
      `- ${ledgerLine}.`,
    ].join('\n');
    console.log(`\n${table}\n`);
    const doc = path.join(ROOT, 'docs', 'performance.md');
    fs.writeFileSync(doc, replaceBlock(fs.readFileSync(doc, 'utf8'), `bench-payments-${ROWS}`, table));
    if (!creditedOnce || unmatched > 0 || probe.refused > 0 || ledger.mismatches.length > 0) process.exitCode = 1;
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
