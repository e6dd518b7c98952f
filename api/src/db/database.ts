/** A value a query can bind. */
export type SqlValue = string | number | boolean | null | Date | bigint | Uint8Array | string[] | number[];

/** Something that runs SQL: the database itself, or a transaction of it. */
export interface Queryable {
  /** Runs one statement with `$1…` parameters and returns its rows. */
  query<Row extends object = Record<string, unknown>>(sql: string, params?: SqlValue[]): Promise<Row[]>;
  /** Runs `effect` once the surrounding transaction has committed (at once outside a transaction). */
  afterCommit(effect: () => void): void;
}

export type DatabaseMode = 'pglite' | 'postgres';

/** PostgreSQL, embedded (PGlite) or served: one SQL dialect, same migrations, same queries. */
export interface Database extends Queryable {
  readonly mode: DatabaseMode;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several statements separated by `;` (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}
