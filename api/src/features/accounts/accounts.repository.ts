import type { Queryable } from '../../db/database';

export interface UserRow {
  id: number;
  name: string;
  mobile: string;
  passwordHash: string;
  bettingEnabled: boolean;
  balance: number;
  googlePayNumber: string;
  paytmNumber: string;
  phonepeNumber: string;
  createdAt: Date;
}

const COLUMNS = `id, name, mobile, password_hash, betting_enabled, balance, google_pay_number, paytm_number, phonepe_number, created_at`;

type RawUser = {
  id: number | string;
  name: string;
  mobile: string;
  password_hash: string;
  betting_enabled: boolean;
  balance: number | string;
  google_pay_number: string;
  paytm_number: string;
  phonepe_number: string;
  created_at: Date;
};

function toUser(row: RawUser): UserRow {
  return {
    id: Number(row.id),
    name: row.name,
    mobile: row.mobile,
    passwordHash: row.password_hash,
    bettingEnabled: row.betting_enabled,
    balance: Number(row.balance),
    googlePayNumber: row.google_pay_number,
    paytmNumber: row.paytm_number,
    phonepeNumber: row.phonepe_number,
    createdAt: new Date(row.created_at),
  };
}

export async function findUserByMobile(db: Queryable, mobile: string): Promise<UserRow | null> {
  const [row] = await db.query<RawUser>(`SELECT ${COLUMNS} FROM users WHERE mobile = $1`, [mobile]);
  return row ? toUser(row) : null;
}

export async function findUserById(db: Queryable, id: number): Promise<UserRow | null> {
  const [row] = await db.query<RawUser>(`SELECT ${COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ? toUser(row) : null;
}

/** Inserts a player; null when the mobile is taken. */
export async function insertUser(db: Queryable, user: { name: string; mobile: string; passwordHash: string }): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO users (name, mobile, password_hash) VALUES ($1, $2, $3) ON CONFLICT (mobile) DO NOTHING RETURNING id',
    [user.name, user.mobile, user.passwordHash],
  );
  return row ? Number(row.id) : null;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [userId, passwordHash]);
}

export async function insertResetTicket(db: Queryable, ticket: { tokenHash: string; userId: number; expiresAt: Date }): Promise<void> {
  await db.query('INSERT INTO reset_tickets (token_hash, user_id, expires_at) VALUES ($1, $2, $3)', [ticket.tokenHash, ticket.userId, ticket.expiresAt]);
}

/** Whether a player has this unexpired, unused reset ticket (checked before the new password is hashed). */
export async function hasResetTicket(db: Queryable, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM reset_tickets WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3', [tokenHash, userId, now]);
  return rows.length > 0;
}

/** Which of these places (`device:<hash>`, `address:<key>`) the player signed in from since `since`. */
export async function knownSignInPlaces(db: Queryable, userId: number, places: string[], since: Date): Promise<Set<string>> {
  const rows = await db.query<{ place: string }>('SELECT place FROM sign_in_places WHERE user_id = $1 AND place = ANY($2::text[]) AND last_at > $3', [
    userId,
    places,
    since,
  ]);
  return new Set(rows.map((row) => row.place));
}

/** Remembers that the player signed in from these places now; forgets every place not used since `forgetBefore`. */
export async function rememberSignInPlaces(db: Queryable, userId: number, places: string[], now: Date, forgetBefore: Date): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_places (user_id, place, last_at) SELECT $1, place, $3 FROM unnest($2::text[]) AS place
     ON CONFLICT (user_id, place) DO UPDATE SET last_at = EXCLUDED.last_at`,
    [userId, places, now],
  );
  await db.query('DELETE FROM sign_in_places WHERE last_at < $1', [forgetBefore]);
}

/** Uses up a player's unexpired, unused reset ticket; false when there is none. */
export async function useResetTicket(db: Queryable, tokenHash: string, userId: number, now: Date): Promise<boolean> {
  const rows = await db.query(
    'UPDATE reset_tickets SET used_at = $3 WHERE token_hash = $1 AND user_id = $2 AND used_at IS NULL AND expires_at > $3 RETURNING 1',
    [tokenHash, userId, now],
  );
  return rows.length > 0;
}

export async function updateName(db: Queryable, userId: number, name: string): Promise<void> {
  await db.query('UPDATE users SET name = $2 WHERE id = $1', [userId, name]);
}

/** Switches betting for a player; returns their id, or null when nobody has that number. */
export async function setBettingEnabled(db: Queryable, mobile: string, enabled: boolean): Promise<number | null> {
  const [row] = await db.query<{ id: number }>('UPDATE users SET betting_enabled = $2 WHERE mobile = $1 RETURNING id', [mobile, enabled]);
  return row ? Number(row.id) : null;
}

/** The column of each UPI app's number. */
export const UPI_COLUMNS = { paytm: 'paytm_number', google_pay: 'google_pay_number', phonepe: 'phonepe_number' } as const;
export type UpiApp = keyof typeof UPI_COLUMNS;

export async function setUpiNumber(db: Queryable, userId: number, app: UpiApp, number: string): Promise<void> {
  await db.query(`UPDATE users SET ${UPI_COLUMNS[app]} = $2 WHERE id = $1`, [userId, number]);
}

/** `player` matches a number's start or any part of a name (case-insensitive); escaped so `%` and `_` are literal. */
export const playerPattern = (player: string | undefined) => (player ? `%${player.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);
/** The condition of a player filter bound as parameter `p`: a number's start, or a part of the name. */
export const playerMatch = (p: string) => `(${p}::text IS NULL OR u.mobile LIKE ltrim(${p}, '%') OR u.name ILIKE ${p})`;

type RawPlayer = { id: number; name: string; mobile: string; betting_enabled: boolean; balance: number; created_at: Date };

/**
 * Locks players' rows (a transfer's two) in id order, so opposite transfers cannot deadlock. NO KEY UPDATE, not UPDATE: the
 * foreign-key checks of this transaction's own inserts (idempotency key, ledger) hold KEY SHARE on the same rows,
 * which FOR UPDATE would conflict with across twin transactions.
 */
export async function lockPlayers(tx: Queryable, ids: number[]): Promise<void> {
  await tx.query('SELECT id FROM users WHERE id = ANY($1::bigint[]) ORDER BY id FOR NO KEY UPDATE', [[...ids].sort((a, b) => a - b)]);
}

/** The balances of these players now, by id (unlocked: a check before the ledger's own). */
export async function balancesOf(db: Queryable, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; balance: number }>('SELECT id, balance FROM users WHERE id = ANY($1::bigint[])', [[...new Set(ids)]]);
  return new Map(rows.map((row) => [Number(row.id), Number(row.balance)]));
}

/** A player as the operators' list shows them. */
export interface ListedPlayer {
  id: number;
  name: string;
  mobile: string;
  bettingEnabled: boolean;
  balance: number;
  createdAt: Date;
  /** When their sign-in was suspended, or null. */
  suspendedAt: Date | null;
  suspendReason: string;
}

type RawListed = RawPlayer & { suspended_at: Date | null; suspend_reason: string };

const listed = (row: RawListed): ListedPlayer => ({
  id: Number(row.id),
  name: row.name,
  mobile: row.mobile,
  bettingEnabled: row.betting_enabled,
  balance: Number(row.balance),
  createdAt: new Date(row.created_at),
  suspendedAt: row.suspended_at ? new Date(row.suspended_at) : null,
  suspendReason: row.suspend_reason,
});

/** `%` and `_` typed by an operator match themselves in a LIKE pattern. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * One page of players by id after `after`: those whose number starts with `query` or whose name starts with it (any
 * case), each side read through its own index (users_mobile_prefix, users_name_prefix). `limit + 1` rows are read, so
 * the caller knows whether another page follows.
 */
export async function playersPage(db: Queryable, filter: { query?: string; after?: number; limit: number }): Promise<ListedPlayer[]> {
  const prefix = filter.query ? `${likeLiteral(filter.query)}%` : null;
  const rows = await db.query<RawListed>(
    `SELECT u.id, u.name, u.mobile, u.betting_enabled, u.balance, u.created_at, u.suspended_at, u.suspend_reason FROM users u
      WHERE u.id > $2 AND ($1::text IS NULL OR u.mobile LIKE $1 OR lower(u.name) LIKE lower($1))
      ORDER BY u.id LIMIT $3`,
    [prefix, filter.after ?? 0, filter.limit + 1],
  );
  return rows.map(listed);
}

/** One player as the operators' page shows them; null when nobody has the number. */
export async function findListedPlayer(db: Queryable, mobile: string): Promise<ListedPlayer | null> {
  const [row] = await db.query<RawListed>(
    'SELECT u.id, u.name, u.mobile, u.betting_enabled, u.balance, u.created_at, u.suspended_at, u.suspend_reason FROM users u WHERE u.mobile = $1',
    [mobile],
  );
  return row ? listed(row) : null;
}

/** Suspends (a reason) or resumes (null) a player's sign-in; returns their id and whether it changed, or null when nobody has the number. */
export async function setSuspended(db: Queryable, mobile: string, suspension: { at: Date; reason: string } | null): Promise<{ id: number; changed: boolean } | null> {
  const [row] = await db.query<{ id: number; was: Date | null }>(
    `UPDATE users u SET suspended_at = $2, suspend_reason = $3 FROM (SELECT id, suspended_at AS was FROM users WHERE mobile = $1 FOR UPDATE) old
      WHERE u.id = old.id RETURNING u.id, old.was`,
    [mobile, suspension?.at ?? null, suspension?.reason ?? ''],
  );
  return row ? { id: Number(row.id), changed: (row.was === null) !== (suspension === null) } : null;
}

/** The reason a player's sign-in is suspended, or null when it is not. */
export async function suspensionOf(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ suspended_at: Date | null; suspend_reason: string }>('SELECT suspended_at, suspend_reason FROM users WHERE id = $1', [userId]);
  return row?.suspended_at ? row.suspend_reason : null;
}

/** Records a successful sign-in: when, the address, the device's hash and what the browser says it is. */
export async function insertSignIn(db: Queryable, signIn: { userId: number; at: Date; address: string; device: string; userAgent: string }): Promise<void> {
  await db.query('INSERT INTO sign_ins (user_id, at, address, device, user_agent) VALUES ($1, $2, $3, $4, $5)', [
    signIn.userId,
    signIn.at,
    signIn.address,
    signIn.device,
    signIn.userAgent.slice(0, 300),
  ]);
}

/** A player's latest sign-ins, newest first. */
export async function latestSignIns(db: Queryable, userId: number, limit: number): Promise<Array<{ at: Date; address: string; device: string; userAgent: string }>> {
  const rows = await db.query<{ at: Date; address: string; device: string; user_agent: string }>(
    'SELECT at, address, device, user_agent FROM sign_ins WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((row) => ({ at: new Date(row.at), address: row.address, device: row.device, userAgent: row.user_agent }));
}

/** Adds an operator's note on a player; answers its id. */
export async function insertPlayerNote(db: Queryable, note: { userId: number; body: string; author: string; at: Date }): Promise<number> {
  const [row] = await db.query<{ id: number }>('INSERT INTO player_notes (user_id, body, author, created_at) VALUES ($1, $2, $3, $4) RETURNING id', [
    note.userId,
    note.body,
    note.author,
    note.at,
  ]);
  return Number(row?.id);
}

/** The operators' notes on a player, newest first. */
export async function playerNotes(db: Queryable, userId: number, limit: number): Promise<Array<{ id: number; body: string; author: string; at: Date }>> {
  const rows = await db.query<{ id: number; body: string; author: string; created_at: Date }>(
    'SELECT id, body, author, created_at FROM player_notes WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
    [userId, limit],
  );
  return rows.map((row) => ({ id: Number(row.id), body: row.body, author: row.author, at: new Date(row.created_at) }));
}
