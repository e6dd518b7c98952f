import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database } from '../../src/db/database';
import { openDatabase } from '../../src/db/open-database';
import { checkLedger } from '../../src/features/wallet/ledger';
import type { SmsSender } from '../../src/platform/sms';
import type { TestDatabase } from './test-databases';

export const APP_KEY = 'test-app-key-0001';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(public now: Date = new Date('2026-11-22T06:30:00.000Z')) {}
  readonly read = () => new Date(this.now);
  advance(ms: number): void {
    this.now = new Date(this.now.getTime() + ms);
  }
  /** Sets the IST wall clock of the same day: `at('14:05')`. */
  at(hhmm: string): void {
    const day = new Date(this.now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    this.now = new Date(`${day}T${hhmm}:00+05:30`);
  }
}

/** Keeps every text message, so a test can read the code a player would have received. */
export class RecordingSms implements SmsSender {
  readonly sent: Array<{ to: string; text: string }> = [];
  async send(to: string, text: string): Promise<void> {
    this.sent.push({ to, text });
  }
  lastCode(to: string): string {
    const message = [...this.sent].reverse().find((m) => m.to === to);
    const code = message && /^(\d+)/.exec(message.text)?.[1];
    if (!code) throw new Error(`no code sent to ${to}`);
    return code;
  }
}

export interface Answer {
  statusCode: number;
  body: Record<string, unknown> & { status?: boolean; msg?: string };
}

export interface Harness {
  app: FastifyInstance;
  db: Database;
  /** The PostgreSQL URL of the database (undefined on PGlite), for a second instance on it. */
  url: string | undefined;
  clock: TestClock;
  sms: RecordingSms;
  /** POSTs a call as an app client (token in the body) or anonymously. */
  call(name: string, body?: Record<string, unknown>, token?: string): Promise<Answer>;
  /** Registers a player through the real OTP flow and returns their session token. */
  register(mobile: string, name?: string, password?: string): Promise<string>;
  operator(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer>;
  /** Credits points through the operator API. */
  fund(mobile: string, points: number): Promise<void>;
  close(): Promise<void>;
}

/** The real server on a fresh database of the given kind, with a hand clock and a recording SMS sender. */
export async function startHarness(kind: TestDatabase, env: Record<string, string> = {}, deps: Pick<AppDeps, 'push'> = {}): Promise<Harness> {
  const handle = await kind.create();
  const clock = new TestClock();
  const sms = new RecordingSms();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SERVE_WEB: 'false',
    DEMO_DATA: 'false',
    // A test that lists keys (APP_KEYS) sets them all itself.
    ...(env.APP_KEYS === undefined ? { APP_KEY } : {}),
    DATA_DIR: 'memory://',
    PASSWORD_SCRYPT_LOG_N: '12',
    // Refusals at once: the tests send thousands (the pause has its own test).
    RATE_LIMIT_PAUSE_MS: '0',
    // The suites fund their players with the owner's credits, at once: the second approval has its own suite
    // (cashier-limits.test.ts), which sets it.
    SECOND_APPROVAL_ABOVE: '1000000000000',
    ...env,
  });
  const app = await buildApp(config, { db: handle.db, clock: clock.read, sms, ...deps });
  await app.ready();

  const call: Harness['call'] = async (name, body = {}, token) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/${name}`,
      payload: { app_key: APP_KEY, env_type: 'Prod', ...(token ? { unique_token: token } : {}), ...body },
    });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const operator: Harness['operator'] = async (method, path, body) => {
    const response = await app.inject({
      method,
      url: path,
      headers: { authorization: `Bearer ${app.operatorToken}` },
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    return { statusCode: response.statusCode, body: response.json() };
  };
  const register: Harness['register'] = async (mobile, name = `Player ${mobile.slice(-4)}`, password = 'secret-pass') => {
    const started = await call('api-check-mobile', { mobile });
    if (started.statusCode !== 200) throw new Error(`check-mobile: ${JSON.stringify(started.body)}`);
    const done = await call('api-user-registration', { name, mobile, password, otp: sms.lastCode(mobile) });
    if (done.statusCode !== 200) throw new Error(`registration: ${JSON.stringify(done.body)}`);
    clock.advance(31_000);
    return String(done.body.unique_token);
  };
  return {
    app,
    db: handle.db,
    url: handle.url,
    clock,
    sms,
    call,
    register,
    operator,
    async fund(mobile, points) {
      const answer = await operator('POST', '/operator/wallet/credit', { mobile, points, note: 'Test points' });
      if (answer.statusCode !== 200) throw new Error(`fund: ${JSON.stringify(answer.body)}`);
    },
    async close() {
      // Every suite ends with a clean ledger: each balance equals the sum of its entries.
      const ledger = await checkLedger(handle.db);
      await app.close();
      await handle.drop();
      if (ledger.mismatches.length > 0) throw new Error(`ledger check failed: ${JSON.stringify(ledger.mismatches)}`);
    },
  };
}

/**
 * Another server instance on the harness's PostgreSQL database, as a second process would be: its own memory and
 * pool, the harness's clock and SMS sender. `close` closes it and its pool.
 */
export async function secondInstance(first: Harness, env: Record<string, string> = {}, deps: Pick<AppDeps, 'push'> = {}): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  if (first.url === undefined) throw new Error('a second instance shares a PostgreSQL database: start the harness on one');
  const db = await openDatabase({ dataDir: 'memory://', databaseUrl: first.url });
  const app = await buildApp(
    loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SERVE_WEB: 'false', DEMO_DATA: 'false', APP_KEY, DATA_DIR: 'memory://', PASSWORD_SCRYPT_LOG_N: '12', SECOND_APPROVAL_ABOVE: '1000000000000', ...env }),
    { db, clock: first.clock.read, sms: first.sms, ...deps },
  );
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
