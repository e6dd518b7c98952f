import type { Queryable, SqlValue } from '../../db/database';
import { StateConflict } from '../../domain-errors';
import { NOTICES } from '../notices';

/**
 * The most points a wallet may hold: 10^12 (1 lakh crore), far below 2^53, so every balance and every sum of them
 * stays an exact JavaScript number. A credit past it is refused (409) and changes nothing.
 */
export const MAX_BALANCE = 1_000_000_000_000;

/** Why a balance changed. */
export type LedgerKind =
  | 'deposit'
  | 'withdraw'
  | 'withdraw_refund'
  | 'transfer_in'
  | 'transfer_out'
  | 'bid'
  | 'win'
  | 'win_reversal'
  | 'operator_credit'
  | 'operator_debit'
  | 'bid_refund';

/**
 * The one writer of balances: `users.balance` and `ledger_entries` are changed here and nowhere else
 * (`one-writer.test.ts` reads api/src for any other statement that writes them). One change at a time (`credit`,
 * `debit`) or a batch computed by the database (`postMany`), under the same rules: never below zero, never past
 * MAX_BALANCE, a ledger entry for each change with the balance after it, the wallet notice at the commit.
 */

/**
 * Changes a balance by `amount` and writes its ledger entry, in one statement of the caller's transaction, only where
 * the balance stays at zero or above (a conditional update: never below zero, even under concurrency). Returns the new
 * balance, or null when nothing changed.
 */
async function post(tx: Queryable, userId: number, amount: number, kind: LedgerKind, note: string): Promise<number | null> {
  const [row] = await tx.query<{ balance_after: number }>(
    `WITH changed AS (UPDATE users SET balance = balance + $1::bigint WHERE id = $2 AND balance + $1::bigint BETWEEN 0 AND $5::bigint RETURNING id, balance)
     INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note) SELECT id, $1::bigint, balance, $3, $4 FROM changed
     RETURNING balance_after`,
    [amount, userId, kind, note, MAX_BALANCE],
  );
  if (!row) return null;
  // Announced with the commit, to every instance: a poll before that still sees the old balance under the old ETag.
  tx.notify(NOTICES.wallet(userId));
  return Number(row.balance_after);
}

/** Adds points and writes the ledger entry, in the caller's transaction. Returns the new balance; 409 past MAX_BALANCE. */
export async function credit(tx: Queryable, userId: number, points: number, kind: LedgerKind, note: string): Promise<number> {
  if (!Number.isSafeInteger(points) || points <= 0) throw new RangeError('a credit is a positive whole number of points');
  const balance = await post(tx, userId, points, kind, note);
  if (balance !== null) return balance;
  const [user] = await tx.query<{ mobile: string }>('SELECT mobile FROM users WHERE id = $1', [userId]);
  if (!user) throw new Error(`no user ${userId}`);
  throw new StateConflict(capMessage(user.mobile), 'balance_cap');
}

/** Why a credit is refused at the cap, naming the player (or players) by mobile. */
export const capMessage = (mobiles: string) => `The wallet of ${mobiles} cannot hold more than ${MAX_BALANCE.toLocaleString('en-IN')} points`;

/** Takes points only if the balance covers them and writes the ledger entry, in the caller's transaction. Returns the new balance, or null when the balance is short. */
export async function debit(tx: Queryable, userId: number, points: number, kind: LedgerKind, note: string): Promise<number | null> {
  if (!Number.isSafeInteger(points) || points <= 0) throw new RangeError('a debit is a positive whole number of points');
  return post(tx, userId, -points, kind, note);
}

/**
 * A batch of entries the database computes: a SELECT, with its own `$1…` parameters, whose rows are the entries to
 * write, one per row: `user_id`, `points` (a whole number above 0), `note`, and `seq` (their order within a player,
 * unique per player: a bid's id).
 */
export interface PostingRows {
  sql: string;
  params: SqlValue[];
}

/** A player a batch would take below zero or past MAX_BALANCE: their balance now and the points of the batch. */
export interface RefusedPosting {
  userId: number;
  mobile: string;
  balance: number;
  points: number;
}

export type PostManyResult =
  | { refused: null; players: number; points: number }
  /** Nothing of the batch was written: these players would leave 0…MAX_BALANCE (player order). */
  | { refused: RefusedPosting[] };

/**
 * Credits or debits a batch of entries in the caller's transaction, all or nothing, in two statements whatever its size:
 * the players' balance rows are locked in player-id order (`FOR NO KEY UPDATE`, as an `UPDATE` of a balance locks: a
 * transfer locks its two players in id order too, so nothing waits in a cycle) and checked; then one conditional update
 * changes each player's balance once and writes an entry per row, in player then `seq` order, with the balance after it
 * summed by the database. Every row of a batch moves points one way, so each balance after lies between the balance
 * before and the last, and checking the last checks them all. When a player would leave 0…MAX_BALANCE nothing is
 * written and they are returned, for the caller to refuse its work with their names.
 */
export async function postMany(tx: Queryable, direction: 'credit' | 'debit', kind: LedgerKind, rows: PostingRows): Promise<PostManyResult> {
  // The batch is often rows this transaction has just written (a declaration's winning bids), which the planner's
  // statistics still count as none: it then loops over the players once per row. Hash joins only, for these two
  // statements: 20,000 winners took 15 s looped, 1.9 s hashed (docs/performance.md, bench:settle).
  return withHashJoins(tx, () => postRows(tx, direction, kind, rows));
}

/**
 * Runs `work`'s statements with hash joins only (no nested loops), for statements over rows this transaction has just
 * written, which the planner's statistics do not count yet. Without JIT too: nested loops off price every plan at
 * PostgreSQL's "disabled" cost, past every JIT threshold, and compiling the plan then took 2.0 s of a 3.0 s credit of
 * 20,000 winning bids (docs/performance.md). After a failure the transaction rolls back, and the settings with it.
 */
export async function withHashJoins<T>(tx: Queryable, work: () => Promise<T>): Promise<T> {
  await tx.query("SELECT set_config('enable_nestloop', 'off', true), set_config('jit', 'off', true)");
  const done = await work();
  await tx.query('RESET enable_nestloop');
  await tx.query('RESET jit');
  return done;
}

async function postRows(tx: Queryable, direction: 'credit' | 'debit', kind: LedgerKind, rows: PostingRows): Promise<PostManyResult> {
  const at = (index: number) => `$${rows.params.length + index}`;
  const sign = `${at(1)}::int`;
  const fits = (balance: string, points: string) => `${balance} + ${sign} * ${points} BETWEEN 0 AND ${at(2)}::bigint`;
  const totals = `batch AS (${rows.sql}), totals AS (SELECT user_id, sum(points)::bigint AS points FROM batch GROUP BY user_id)`;
  const params: SqlValue[] = [...rows.params, direction === 'credit' ? 1 : -1, MAX_BALANCE];
  const refused = await tx.query<{ id: number; mobile: string; balance: number; points: number }>(
    `WITH ${totals},
     locked AS (SELECT id, mobile, balance FROM users WHERE id IN (SELECT user_id FROM totals) ORDER BY id FOR NO KEY UPDATE)
     SELECT l.id, l.mobile, l.balance, t.points FROM locked l JOIN totals t ON t.user_id = l.id
      WHERE NOT (${fits('l.balance', 't.points')}) ORDER BY l.id`,
    params,
  );
  if (refused.length > 0) {
    return { refused: refused.map((row) => ({ userId: Number(row.id), mobile: row.mobile, balance: Number(row.balance), points: Number(row.points) })) };
  }
  const answer = await tx.query<{ id: number | null; points: number | null; players: number }>(
    `WITH ${totals},
     changed AS (
       UPDATE users u SET balance = u.balance + ${sign} * t.points FROM totals t
        WHERE u.id = t.user_id AND ${fits('u.balance', 't.points')}
       RETURNING u.id, t.points),
     -- The users row as this statement sees it is the balance before the change (locked above, so current). Joining the
     -- players' table, not the update's answer, lets the planner hash it: joined to the answer, 20,000 entries took 5×.
     entries AS (
       INSERT INTO ledger_entries (user_id, amount, balance_after, kind, note)
       SELECT b.user_id, ${sign} * b.points, u.balance + ${sign} * sum(b.points) OVER (PARTITION BY b.user_id ORDER BY b.seq), ${at(3)}::text, b.note
         FROM batch b JOIN users u ON u.id = b.user_id
        ORDER BY b.user_id, b.seq)
     SELECT c.id, c.points, n.players FROM (SELECT count(*)::int AS players FROM totals) n LEFT JOIN changed c ON true`,
    [...params, kind],
  );
  const changed = answer.flatMap(({ id, points }) => (id === null ? [] : [{ id: Number(id), points: Number(points) }]));
  // Checked under the lock above, so every player changes (and has the entries just written): anything else is a bug,
  // and throwing rolls the batch back.
  const players = Number(answer[0]?.players ?? 0);
  if (changed.length !== players) throw new Error(`postMany changed ${changed.length} of ${players} players`);
  // Announced with the commit, to every instance: a poll before that still sees the old balance under the old ETag.
  for (const { id } of changed) tx.notify(NOTICES.wallet(id));
  return { refused: null, players, points: changed.reduce((sum, row) => sum + row.points, 0) };
}

/** The players of a refused batch, for a refusal's text: the first five (by mobile, or as `name` says), then how many more. */
export function namePlayers(refused: readonly RefusedPosting[], name: (player: RefusedPosting) => string = (player) => player.mobile): string {
  const SHOWN = 5;
  const names = refused.slice(0, SHOWN).map(name).join(', ');
  return refused.length > SHOWN ? `${names} and ${refused.length - SHOWN} more` : names;
}

export interface LedgerCheck {
  checked: number;
  mismatches: Array<{ user_id: number; balance: number; ledger_sum: number }>;
}

/** Every balance must equal the sum of its ledger entries: the database compares them and sends only the mismatches. */
export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  const rows = await db.query<{ user_id: number; balance: number; ledger_sum: number }>(
    `SELECT u.id AS user_id, u.balance, COALESCE(SUM(l.amount), 0)::bigint AS ledger_sum
       FROM users u LEFT JOIN ledger_entries l ON l.user_id = u.id
      GROUP BY u.id, u.balance
     HAVING u.balance <> COALESCE(SUM(l.amount), 0)
      ORDER BY u.id`,
  );
  return {
    checked: Number(users?.n ?? 0),
    mismatches: rows.map((row) => ({ user_id: Number(row.user_id), balance: Number(row.balance), ledger_sum: Number(row.ledger_sum) })),
  };
}
