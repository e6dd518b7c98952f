import crypto from 'node:crypto';
import type { Queryable } from '../../db/database';
import { AlreadyExists, NotFound } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { hashToken } from '../../platform/tokens';
import { recordAction, type AuditContext } from './audit.repository';

/** How a team token begins, so the server knows which kind of bearer token it is given (and a leaked one is recognised). */
export const TEAM_TOKEN_PREFIX = 'mbt_';

export const isTeamToken = (token: string) => token.startsWith(TEAM_TOKEN_PREFIX);

/** A team token as listed: never the token itself, which only its creation prints. */
export interface TeamToken {
  name: string;
  remote: string;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

type Row = { name: string; remote: string; created_at: Date; created_by: string; last_used_at: Date | null; revoked_at: Date | null };
const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
const toToken = (row: Row): TeamToken => ({
  name: row.name,
  remote: row.remote,
  created_at: new Date(row.created_at).toISOString(),
  created_by: row.created_by,
  last_used_at: iso(row.last_used_at),
  revoked_at: iso(row.revoked_at),
});

const nameTaken = (name: string) => new AlreadyExists(`A team token named "${name}" is in use: revoke it first, or choose another name`, 'name_taken');

/** Team tokens in `operator_team_tokens`: only each token's SHA-256 is stored. */
export function teamTokens(db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, clock: Clock) {
  return {
    /** A new token for `remote` named `name` (unique among those in use); its creation is audited. */
    async create(input: { name: string; remote: string }, audit: AuditContext): Promise<TeamToken & { token: string }> {
      const token = `${TEAM_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
      return db.transaction(async (tx) => {
        const [taken] = await tx.query('SELECT 1 FROM operator_team_tokens WHERE lower(name) = lower($1) AND revoked_at IS NULL', [input.name]);
        if (taken) throw nameTaken(input.name);
        // Two creations of one name at once: the unique index refuses the second.
        const [row] = await tx
          .query<Row>(
            `INSERT INTO operator_team_tokens (name, remote, token_hash, created_at, created_by) VALUES ($1, $2, $3, $4, $5)
             RETURNING name, remote, created_at, created_by, last_used_at, revoked_at`,
            [input.name, input.remote, hashToken(token), clock(), audit.actor],
          )
          .catch((error: unknown) => {
            if ((error as { code?: unknown }).code === '23505') throw nameTaken(input.name);
            throw error;
          });
        await recordAction(tx, audit, { action: 'team-token create', target: `${input.name} (${input.remote})` });
        return { ...toToken(row as Row), token };
      });
    },

    /** Every token, in use first, newest first. */
    async list(): Promise<TeamToken[]> {
      const rows = await db.query<Row>(
        `SELECT name, remote, created_at, created_by, last_used_at, revoked_at FROM operator_team_tokens
          ORDER BY revoked_at IS NOT NULL, created_at DESC, id DESC`,
      );
      return rows.map(toToken);
    },

    /** Revokes the token in use named `name`: it is refused from the next request on, on every instance. */
    async revoke(name: string, audit: AuditContext): Promise<TeamToken> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<Row>(
          `UPDATE operator_team_tokens SET revoked_at = $2 WHERE lower(name) = lower($1) AND revoked_at IS NULL
           RETURNING name, remote, created_at, created_by, last_used_at, revoked_at`,
          [name, clock()],
        );
        if (!row) throw new NotFound(`No team token in use is named "${name}"`, 'not_found');
        await recordAction(tx, audit, { action: 'team-token revoke', target: `${row.name} (${row.remote})` });
        return toToken(row);
      });
    },

    /** The token presented, noting its use; null when there is none such, `revoked` when it was revoked. */
    async use(token: string): Promise<{ name: string; remote: string } | 'revoked' | null> {
      const [row] = await db.query<{ name: string; remote: string; revoked_at: Date | null }>(
        `UPDATE operator_team_tokens SET last_used_at = CASE WHEN revoked_at IS NULL THEN $2 ELSE last_used_at END
          WHERE token_hash = $1 RETURNING name, remote, revoked_at`,
        [hashToken(token), clock()],
      );
      if (!row) return null;
      return row.revoked_at ? 'revoked' : { name: row.name, remote: row.remote };
    },
  };
}

export type TeamTokens = ReturnType<typeof teamTokens>;
