import crypto from 'node:crypto';
import type { Queryable } from '../../db/database';
import { AlreadyExists, NotFound } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { hashToken } from '../../platform/tokens';
import { recordAction, type AuditContext } from '../audit.repository';
import { insertTeamToken, listTeamTokens, noteTeamTokenUse, revokeTeamToken, teamTokenNameInUse, type TeamTokenRow, type TokenKind } from './team-tokens.repository';

/** A kind of bearer token that is not an operator's: its kind, how it begins, and its name in texts and the audit. */
export interface BearerKind {
  kind: TokenKind;
  /** How the token begins, so the server knows which kind it is given (and a leaked one is recognised). */
  prefix: string;
  /** `team token`, `feed token`. */
  label: string;
}

/** A token as listed: never the token itself, which only its creation prints. */
export interface ListedToken {
  name: string;
  remote: string | null;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
  signed: boolean;
}

const iso = (date: Date | null) => (date === null ? null : date.toISOString());
const listed = (row: TeamTokenRow): ListedToken => ({
  name: row.name,
  remote: row.remote,
  created_at: row.createdAt.toISOString(),
  created_by: row.createdBy,
  last_used_at: iso(row.lastUsedAt),
  revoked_at: iso(row.revokedAt),
  signed: row.signed,
});

type Transactional = Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> };

/** Tokens of one kind: created (printed once), listed, revoked, and recognised when presented. Every change audited. */
export function bearerTokens(spec: BearerKind, db: Transactional, clock: Clock) {
  const action = spec.label.replace(' ', '-');
  const target = (row: { name: string; remote: string | null }) => (row.remote === null ? row.name : `${row.name} (${row.remote})`);
  const nameTaken = (name: string) => new AlreadyExists(`A ${spec.label} named "${name}" is in use: revoke it first, or choose another name`, 'name_taken');
  return {
    isOne: (token: string) => token.startsWith(spec.prefix),

    /** A new token named `name` (unique among those of its kind in use). */
    async create(input: { name: string; remote: string | null; signingSecret?: string }, audit: AuditContext): Promise<ListedToken & { token: string }> {
      const token = `${spec.prefix}${crypto.randomBytes(32).toString('base64url')}`;
      return db.transaction(async (tx) => {
        if (await teamTokenNameInUse(tx, spec.kind, input.name)) throw nameTaken(input.name);
        const row = await insertTeamToken(tx, spec.kind, {
          name: input.name,
          remote: input.remote,
          tokenHash: hashToken(token),
          createdAt: clock(),
          createdBy: audit.actor,
          signingSecret: input.signingSecret,
        });
        if (!row) throw nameTaken(input.name);
        await recordAction(tx, audit, { action: `${action} create`, target: input.signingSecret ? `${target(input)} (signs its posts)` : target(input) });
        return { ...listed(row), token };
      });
    },

    /** Every token of the kind, in use first, newest first. */
    async list(): Promise<ListedToken[]> {
      return (await listTeamTokens(db, spec.kind)).map(listed);
    },

    /** Revokes the token in use named `name`: it is refused from the next request on, on every instance. */
    async revoke(name: string, audit: AuditContext): Promise<ListedToken> {
      return db.transaction(async (tx) => {
        const row = await revokeTeamToken(tx, spec.kind, name, clock());
        if (!row) throw new NotFound(`No ${spec.label} in use is named "${name}"`, 'not_found');
        await recordAction(tx, audit, { action: `${action} revoke`, target: target(row) });
        return listed(row);
      });
    },

    /** The token presented, noting its use; null when there is none such, `revoked` when it was revoked. */
    async use(token: string): Promise<{ name: string; remote: string | null } | 'revoked' | null> {
      const row = await noteTeamTokenUse(db, spec.kind, hashToken(token), clock());
      if (!row) return null;
      return row.revoked ? 'revoked' : { name: row.name, remote: row.remote };
    },
  };
}
