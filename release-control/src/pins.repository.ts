import type { Queryable } from './ports';

/** How long a pin lasts: a test account does not stay on a release nobody looks at any more. */
export const PIN_DAYS = 7;

/** One player pinned to a release of a remote (a row of remote_pins). */
export interface Pin {
  name: string;
  playerId: number;
  /** The player as the operator named them (their mobile number). */
  player: string;
  release: string;
  by: string;
  at: Date;
  expiresAt: Date;
}

type PinRow = { name: string; player_id: number | string; player: string; release: string; pinned_by: string; pinned_at: Date | string; expires_at: Date | string };

const toPin = (row: PinRow): Pin => ({
  name: row.name,
  playerId: Number(row.player_id),
  player: row.player,
  release: row.release,
  by: row.pinned_by,
  at: new Date(row.pinned_at),
  expiresAt: new Date(row.expires_at),
});

const COLUMNS = 'name, player_id, player, release, pinned_by, pinned_at, expires_at';

/** Pins a player to a release (a pin of the same remote before is replaced, its 7 days start again). */
export async function savePin(tx: Queryable, pin: Pin): Promise<void> {
  await tx.query(
    `INSERT INTO remote_pins (${COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (name, player_id) DO UPDATE SET player = $3, release = $4, pinned_by = $5, pinned_at = $6, expires_at = $7`,
    [pin.name, pin.playerId, pin.player, pin.release, pin.by, pin.at, pin.expiresAt],
  );
}

/** Removes a player's pin of a remote; whether there was one that had not expired. */
export async function removePin(tx: Queryable, name: string, playerId: number, now: Date): Promise<boolean> {
  const removed = await tx.query<{ expires_at: Date | string }>('DELETE FROM remote_pins WHERE name = $1 AND player_id = $2 RETURNING expires_at', [name, playerId]);
  return removed.some((row) => new Date(row.expires_at) > now);
}

/** The pins in force (not expired), by remote and player. */
export async function listPins(db: Queryable, now: Date): Promise<Pin[]> {
  return (await db.query<PinRow>(`SELECT ${COLUMNS} FROM remote_pins WHERE expires_at > $1 ORDER BY name, pinned_at`, [now])).map(toPin);
}

/** One player's pins in force: remote → release. */
export async function pinsOf(db: Queryable, playerId: number, now: Date): Promise<Map<string, string>> {
  const rows = await db.query<{ name: string; release: string }>('SELECT name, release FROM remote_pins WHERE player_id = $1 AND expires_at > $2', [playerId, now]);
  return new Map(rows.map((row) => [row.name, row.release]));
}
