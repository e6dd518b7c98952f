// `npm run bench:push`: Web Push fan-out (docs/operations.md, "Push notifications"), in one run. Starts a throwaway
// PostgreSQL and the compiled server (WORKERS=1) with a local push service (api/test/support/push-service.ts: TLS,
// VAPID checked, every payload decrypted) that the server trusts through NODE_EXTRA_CA_CERTS. Seeds BENCH_PUSH_PLAYERS
// players (default 20,000), each with one winning bid on each of two markets, then declares the first while no player
// has a device (the inbox only) and the second after every player has subscribed one device: the declaration's time
// with and without the pushes queued, and how fast the server hands them to the push service. Writes the table into
// docs/performance.md. Not a test: numbers on a shared machine move with its load, printed beside them.
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import webPush from 'web-push';
import { isoDay, istDay } from '@matka/shared-kernel/domain';
import { LocalPushService } from '../api/test/support/push-service';
import { ROOT, cpusOfMachine, istClock, loadAverage, measuredOn, operatorCall, replaceBlock, runOnDaytimeClock, seedPlayers, startPostgres, startServer, stop } from './bench-server';

const PLAYERS = Number(process.env.BENCH_PUSH_PLAYERS ?? 20_000);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 55480);
const APP_PORT = Number(process.env.BENCH_PORT ?? 8680);
const PG_DATA = process.env.BENCH_PG_DATA ?? `/tmp/matka-bench-pg-${PG_PORT}`;
/** The open pana both markets are declared with: its digit, 7, is every bid's. */
const PANA = '160';
/** How long the pushes may take to reach the push service before the bench gives up. */
const DELIVERY_TIMEOUT_MS = 300_000;
/** Targets (issue 40): the pushes queued within 5 % of the declaration without them, and handed over at 500 a second. */
const QUEUE_TARGET = 1.05;
const RATE_TARGET = 500;

const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function main(): Promise<void> {
  runOnDaytimeClock();
  const loadBefore = loadAverage();
  const keys = webPush.generateVAPIDKeys();
  const service = await LocalPushService.start(() => keys.publicKey);
  const postgres = await startPostgres(PG_PORT, PG_DATA, 'matka_push');
  const pool = new pg.Pool({ connectionString: postgres.url, max: 4 });
  const server = await startServer({
    databaseUrl: postgres.url,
    port: APP_PORT,
    workers: 1,
    env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, PUSH_POLL_MS: '1000', NODE_EXTRA_CA_CERTS: service.certificateFile },
  }).catch(async (error: unknown) => {
    await pool.end();
    postgres.stop();
    await service.close();
    throw error;
  });
  const base = `http://127.0.0.1:${APP_PORT}`;
  const operator = (route: string, body: unknown) => operatorCall(base, 'POST', route, body);
  try {
    const day = isoDay(istDay(new Date()));
    const market = async (name: string) => Number((await operator('/operator/markets', { kind: 'main', name, open: istClock(-60), close: istClock(60) })).game_id);
    const inboxOnly = await market('Bench Inbox');
    const pushed = await market('Bench Push');
    await operator('/operator/rates', { kind: 'main', type: 'single_digit', val1: 10, val2: 95 });
    const seedStart = performance.now();
    const { userIds } = await seedPlayers(pool, { count: PLAYERS, mobilePrefix: '96', balance: 1_000_000, withSessions: 0 });
    for (const id of [inboxOnly, pushed]) {
      await pool.query(
        `INSERT INTO bids (user_id, market_id, bid_date, bet_type, entry_type, session, digits, points, rate_val_1, rate_val_2)
         SELECT u, $1, $2::date, 'Single Digit', 'Single Digit', 'Open', '7', 10, 10, 95 FROM unnest($3::bigint[]) u`,
        [id, day, userIds],
      );
    }
    await pool.query('VACUUM ANALYZE');
    console.log(`seeded ${PLAYERS} players, one winning bid each on 2 markets, in ${seconds(performance.now() - seedStart)} s (load ${loadAverage()})`);

    const declare = async (id: number) => {
      const started = performance.now();
      const answer = await operator('/operator/results/open', { market: id, pana: PANA, date: day });
      return { ms: performance.now() - started, won: Number(answer.won) };
    };
    const withoutDevices = await declare(inboxOnly);
    console.log(`declared with no device: ${seconds(withoutDevices.ms)} s, ${withoutDevices.won} bids won (load ${loadAverage()})`);

    const devices = userIds.map(() => service.device().subscription);
    await pool.query(
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, created_at)
       SELECT * , now() FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[])`,
      [userIds, devices.map((device) => device.endpoint), devices.map((device) => device.keys.p256dh), devices.map((device) => device.keys.auth)],
    );
    const withDevices = await declare(pushed);
    const handedFrom = performance.now();
    console.log(`declared with a device each: ${seconds(withDevices.ms)} s, ${withDevices.won} bids won (load ${loadAverage()})`);
    while (service.taken < PLAYERS && performance.now() - handedFrom < DELIVERY_TIMEOUT_MS) await new Promise((resolve) => setTimeout(resolve, 50));
    const handedMs = performance.now() - handedFrom;
    const rate = Math.round((service.taken / handedMs) * 1000);
    console.log(`pushes taken by the push service: ${service.taken} in ${seconds(handedMs)} s, ${rate}/s; refused ${service.refused.length} (load ${loadAverage()})`);
    const [{ left } = { left: -1 }] = (await pool.query<{ left: number }>('SELECT count(*)::int AS left FROM push_outbox')).rows;

    const ratio = withDevices.ms / withoutDevices.ms;
    const met = (ok: boolean) => (ok ? 'met' : 'missed');
    const table = [
      `Measured by \`${PLAYERS === 20_000 ? '' : `BENCH_PUSH_PLAYERS=${PLAYERS} `}npm run bench:push\` on ${measuredOn()}: ${cpusOfMachine()}, PostgreSQL ${PG_PORT} (fsync off, as CI's),`,
      `NODE_ENV=production, WORKERS=1, the push service on the same machine (TLS, VAPID checked, every payload decrypted). ${PLAYERS.toLocaleString('en')} players,`,
      `each with one winning bid on each of two markets. Load average (1/5/15 min) before: ${loadBefore}; after: ${loadAverage()}.`,
      '',
      '| what | seconds | pushes |',
      '| --- | ---: | ---: |',
      `| declaration, no player has a device (inbox only) | ${seconds(withoutDevices.ms)} | 0 |`,
      `| declaration, every player has a device (pushes queued in its transaction) | ${seconds(withDevices.ms)} | ${PLAYERS.toLocaleString('en')} queued |`,
      `| handed to the push service, from the declaration's answer | ${seconds(handedMs)} | ${service.taken.toLocaleString('en')} taken, ${rate}/s |`,
      '',
      `- Queuing the pushes: the declaration took ${ratio.toFixed(2)}× its time without them (target ≤ ${QUEUE_TARGET}×: ${met(ratio <= QUEUE_TARGET)}).`,
      `- Handed over at ${rate} a second (target ≥ ${RATE_TARGET}: ${met(rate >= RATE_TARGET)}); ${left} left in the outbox; ${service.refused.length} refused by the push service.`,
    ].join('\n');
    console.log(`\n${table}\n`);
    const doc = path.join(ROOT, 'docs', 'performance.md');
    fs.writeFileSync(doc, replaceBlock(fs.readFileSync(doc, 'utf8'), `bench-push-${PLAYERS}`, table));
    if (service.taken < PLAYERS || service.refused.length > 0) process.exitCode = 1;
  } finally {
    await stop(server.child);
    await pool.end();
    postgres.stop();
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
