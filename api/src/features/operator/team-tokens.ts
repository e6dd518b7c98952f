import crypto from 'node:crypto';
import type { Queryable } from '../../db/database';
import { AlreadyExists, NotFound } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { hashToken } from '../../platform/tokens';
import { recordAction, type AuditContext } from './audit.repository';
import { insertTeamToken, listTeamTokens, revokeTeamToken, teamTokenNameInUse, noteTeamTokenUse, type TeamTokenRow } from './team-tokens.repository';

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

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const toToken = (row: TeamTokenRow): TeamToken => ({
  name: row.name,
  remote: row.remote,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  last_used_at: iso(row.lastUsedAt),
  revoked_at: iso(row.revokedAt),
});

const nameTaken = (name: string) => new AlreadyExists(`A team token named "${name}" is in use: revoke it first, or choose another name`, 'name_taken');

/** Team tokens in `operator_team_tokens`: only each token's SHA-256 is stored. */
export function teamTokens(db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, clock: Clock) {
  return {
    /** A new token for `remote` named `name` (unique among those in use); its creation is audited. */
    async create(input: { name: string; remote: string }, audit: AuditContext): Promise<TeamToken & { token: string }> {
      const token = `${TEAM_TOKEN_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
      return db.transaction(async (tx) => {
        if (await teamTokenNameInUse(tx, input.name)) throw nameTaken(input.name);
        const row = await insertTeamToken(tx, { name: input.name, remote: input.remote, tokenHash: hashToken(token), createdAt: clock(), createdBy: audit.actor });
        if (!row) throw nameTaken(input.name);
        await recordAction(tx, audit, { action: 'team-token create', target: `${input.name} (${input.remote})` });
        return { ...toToken(row), token };
      });
    },

    /** Every token, in use first, newest first. */
    async list(): Promise<TeamToken[]> {
      const rows = await listTeamTokens(db);
      return rows.map(toToken);
    },

    /** Revokes the token in use named `name`: it is refused from the next request on, on every instance. */
    async revoke(name: string, audit: AuditContext): Promise<TeamToken> {
      return db.transaction(async (tx) => {
        const row = await revokeTeamToken(tx, name, clock());
        if (!row) throw new NotFound(`No team token in use is named "${name}"`, 'not_found');
        await recordAction(tx, audit, { action: 'team-token revoke', target: `${row.name} (${row.remote})` });
        return toToken(row);
      });
    },

    /** The token presented, noting its use; null when there is none such, `revoked` when it was revoked. */
    async use(token: string): Promise<{ name: string; remote: string } | 'revoked' | null> {
      const row = await noteTeamTokenUse(db, hashToken(token), clock());
      if (!row) return null;
      return row.revoked ? 'revoked' : { name: row.name, remote: row.remote };
    },
  };
}

export type TeamTokens = ReturnType<typeof teamTokens>;
