import crypto from 'node:crypto';
import pg from 'pg';
import type { Notices } from './database';
import { LocalNotices } from './local-notices';

/** The channel every instance LISTENs on, and the application_name its listening connection shows. */
export const NOTICE_CHANNEL = 'matka_changes';
const LISTENER_NAME = 'matka-changes';
const RECONNECT_MS = 1000;

/**
 * Notices between the server instances on one PostgreSQL database, through LISTEN/NOTIFY on one connection of
 * each instance. On the wire: `<from>|n|<notice>`, a confirm request `<from>|c|<nonce>|<notice>`, and its
 * acknowledgement `<from>|a|<nonce>`. An instance hears its own notices synchronously (at commit) and ignores their
 * echo. NOTIFY is not queued for a connection that is down: while the listening connection is lost the instance is
 * not `live`, and when it is back every subscriber is reset (whatever it kept may have missed a change).
 */
export class PgNotices implements Notices {
  private readonly local = new LocalNotices();
  private readonly id = crypto.randomBytes(6).toString('hex');
  private client: pg.Client | null = null;
  private closed = false;
  private readonly pending = new Map<string, { needed: number; heard: number; done: () => void }>();
  live = false;

  constructor(
    private readonly connectionString: string,
    private readonly pool: pg.Pool,
  ) {}

  /** Connects the listening connection; resolves once it listens (start-up waits, so no change is missed). */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString, application_name: LISTENER_NAME });
    client.on('notification', (message) => this.heard(message.payload ?? ''));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${NOTICE_CHANNEL}`);
    this.client = client;
    this.live = true;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    this.live = false;
    this.local.reset();
    client.end().catch(() => undefined);
    if (this.closed) return;
    const retry = () => {
      if (this.closed) return;
      this.start()
        .then(() => this.local.reset())
        .catch(() => setTimeout(retry, RECONNECT_MS).unref());
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }

  private heard(payload: string): void {
    const [from, kind, ...rest] = payload.split('|');
    if (kind === 'a') {
      const wait = this.pending.get(rest[0] ?? '');
      if (wait && ++wait.heard >= wait.needed) wait.done();
      return;
    }
    if (from === this.id) {
      if (kind === 'c') this.acknowledge(rest[0] ?? '');
      return;
    }
    if (kind === 'n') this.local.dispatch(rest.join('|'));
    if (kind === 'c') {
      this.local.dispatch(rest.slice(1).join('|'));
      this.acknowledge(rest[0] ?? '');
    }
  }

  private acknowledge(nonce: string): void {
    this.client?.query('SELECT pg_notify($1, $2)', [NOTICE_CHANNEL, `${this.id}|a|${nonce}`]).catch(() => undefined);
  }

  /** The SQL that sends `notice` (our own literal: notices are `[a-z]:[0-9a-f]+`), to run with the COMMIT. */
  notifySql(notice: string): string {
    return `SELECT pg_notify('${NOTICE_CHANNEL}', '${this.id}|n|${notice.replace(/'/g, "''")}')`;
  }

  /** Hands a committed notice to this instance's subscribers. */
  dispatch(notice: string): void {
    this.local.dispatch(notice);
  }

  subscribe(onNotice: (notice: string) => void, onReset: () => void): () => void {
    return this.local.subscribe(onNotice, onReset);
  }

  async confirm(notice: string, timeoutMs: number): Promise<void> {
    this.local.dispatch(notice);
    const nonce = crypto.randomBytes(8).toString('hex');
    let done = () => {};
    const acknowledged = new Promise<void>((resolve) => {
      done = resolve;
    });
    // Registered before sending: an acknowledgement may come back before the count does.
    const wait = { needed: Number.POSITIVE_INFINITY, heard: 0, done };
    this.pending.set(nonce, wait);
    let timer: NodeJS.Timeout | undefined;
    try {
      const { rows } = await this.pool.query<{ listeners: number }>(
        `SELECT pg_notify($1, $2), (SELECT count(*) FROM pg_stat_activity
            WHERE datname = current_database() AND application_name = $3)::int AS listeners`,
        [NOTICE_CHANNEL, `${this.id}|c|${nonce}|${notice}`, LISTENER_NAME],
      );
      // Without our own listener we cannot count the acknowledgements: wait the whole time.
      wait.needed = this.live ? Number(rows[0]?.listeners ?? 0) : Number.POSITIVE_INFINITY;
      if (wait.heard >= wait.needed) return;
      await Promise.race([acknowledged, new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    } finally {
      clearTimeout(timer);
      this.pending.delete(nonce);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    this.live = false;
    await client?.end().catch(() => undefined);
  }
}
