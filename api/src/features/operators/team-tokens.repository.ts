import type { Queryable } from '../../db/database';

/**
 * Bearer tokens of a kind in `operator_team_tokens`: team tokens (a team's CI, one remote) and feed tokens (a payments
 * forwarder). Only each token's SHA-256 is stored; every function acts on one kind.
 */
export type TokenKind = 'team' | 'feed';

/** A stored token, as listed: never the token itself. A team token's remote; null for a feed token. */
export interface TeamTokenRow {
  name: string;
  remote: string | null;
  createdAt: Date;
  createdBy: string;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  /** Whether the token signs its posts (a feed token made with a signing secret). */
  signed: boolean;
}

type Raw = { name: string; remote: string | null; created_at: Date; created_by: string; last_used_at: Date | null; revoked_at: Date | null; signed: boolean };
const LISTED = 'name, remote, created_at, created_by, last_used_at, revoked_at, signing_secret IS NOT NULL AS signed';
const date = (value: Date | null) => (value === null ? null : new Date(value));
const toRow = (raw: Raw): TeamTokenRow => ({
  name: raw.name,
  remote: raw.remote,
  createdAt: new Date(raw.created_at),
  createdBy: raw.created_by,
  lastUsedAt: date(raw.last_used_at),
  revokedAt: date(raw.revoked_at),
  signed: raw.signed,
});

/** Whether a token in use has this name (names compare without case). */
export async function teamTokenNameInUse(db: Queryable, kind: TokenKind, name: string): Promise<boolean> {
  const [taken] = await db.query('SELECT 1 FROM operator_team_tokens WHERE kind = $2 AND lower(name) = lower($1) AND revoked_at IS NULL', [name, kind]);
  return taken !== undefined;
}

/**
 * Stores a new token by its hash; null when a token in use has the name already (two creations of one name at once:
 * the unique index refuses the second), after which the transaction can do no more: its caller throws.
 */
export async function insertTeamToken(
  tx: Queryable,
  kind: TokenKind,
  token: { name: string; remote: string | null; tokenHash: string; createdAt: Date; createdBy: string; signingSecret?: string },
): Promise<TeamTokenRow | null> {
  try {
    const [row] = await tx.query<Raw>(
      `INSERT INTO operator_team_tokens (kind, name, remote, token_hash, created_at, created_by, signing_secret) VALUES ($6, $1, $2, $3, $4, $5, $7) RETURNING ${LISTED}`,
      [token.name, token.remote, token.tokenHash, token.createdAt, token.createdBy, kind, token.signingSecret ?? null],
    );
    return row ? toRow(row) : null;
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') return null;
    throw error;
  }
}

/** Every token, in use first, newest first. */
export async function listTeamTokens(db: Queryable, kind: TokenKind): Promise<TeamTokenRow[]> {
  const rows = await db.query<Raw>(`SELECT ${LISTED} FROM operator_team_tokens WHERE kind = $1 ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`, [kind]);
  return rows.map(toRow);
}

/** Revokes the token in use named `name` at `at`; null when there is none. */
export async function revokeTeamToken(tx: Queryable, kind: TokenKind, name: string, at: Date): Promise<TeamTokenRow | null> {
  const [row] = await tx.query<Raw>(
    `UPDATE operator_team_tokens SET revoked_at = $2 WHERE kind = $3 AND lower(name) = lower($1) AND revoked_at IS NULL RETURNING ${LISTED}`,
    [name, at, kind],
  );
  return row ? toRow(row) : null;
}

/** The token of this hash, its use noted at `at` unless it was revoked; null when there is none. */
export async function noteTeamTokenUse(db: Queryable, kind: TokenKind, tokenHash: string, at: Date): Promise<{ name: string; remote: string | null; revoked: boolean } | null> {
  const [row] = await db.query<{ name: string; remote: string | null; revoked_at: Date | null }>(
    `UPDATE operator_team_tokens SET last_used_at = CASE WHEN revoked_at IS NULL THEN $2 ELSE last_used_at END
      WHERE token_hash = $1 AND kind = $3 RETURNING name, remote, revoked_at`,
    [tokenHash, at, kind],
  );
  return row ? { name: row.name, remote: row.remote, revoked: row.revoked_at !== null } : null;
}

/** The secret the token in use named `name` signs its posts with; null when it signs none (or there is no such token). */
export async function teamTokenSigningSecret(db: Queryable, kind: TokenKind, name: string): Promise<string | null> {
  const [row] = await db.query<{ signing_secret: string | null }>('SELECT signing_secret FROM operator_team_tokens WHERE kind = $1 AND name = $2 AND revoked_at IS NULL', [
    kind,
    name,
  ]);
  return row?.signing_secret ?? null;
}
