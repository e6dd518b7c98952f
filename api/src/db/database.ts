/** A value a query can bind. */
export type SqlValue = string | number | boolean | null | Date | bigint | Uint8Array | string[] | number[] | boolean[];

/** Something that runs SQL: the database itself, or a transaction of it. */
export interface Queryable {
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: SqlValue[]): Promise<Row[]>;
  /** Runs `effect` once the surrounding transaction has committed (at once outside a transaction). */
  afterCommit(effect: () => void): void;
  /**
   * Tells every server instance on this database that something changed (`p:12`: player 12's wallet): once the
   * surrounding transaction has committed, or at once outside one. This instance hears it synchronously at commit;
   * the others through PostgreSQL's NOTIFY (sent with the COMMIT, so a rolled-back change is never announced).
   */
  notify(notice: string): void;
}

/** What this instance hears of the changes announced with `notify`, its own and the other instances'. */
export interface Notices {
  /** `onNotice` for every notice; `onReset` when notices may have been missed (the listening connection was lost). */
  subscribe(onNotice: (notice: string) => void, onReset: () => void): () => void;
  /** Whether notices from other instances are arriving now; while not, nothing may be answered from what they keep fresh. */
  readonly live: boolean;
  /**
   * Announces at once and resolves when every instance listening has handled the notice (each acknowledges it), or
   * after `timeoutMs` at the latest: whatever an instance kept is then at least that old.
   */
  confirm(notice: string, timeoutMs: number): Promise<void>;
}

export type DatabaseMode = 'pglite' | 'postgres';

/** PostgreSQL, embedded (PGlite) or served: one SQL dialect, same migrations, same queries. */
export interface Database extends Queryable {
  readonly mode: DatabaseMode;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by `;` (migrations). */
  exec(sql: string): Promise<void>;
  readonly notices: Notices;
  close(): Promise<void>;
}
