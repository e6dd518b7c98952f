import type { Queryable } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuditContext } from '../audit.repository';
import { bearerTokens, type BearerKind, type ListedToken } from './bearer-tokens';

/** Team tokens: a team's CI may ship its one remote (publish, canary, activate, roll back, switch it). */
const TEAM: BearerKind = { kind: 'team', prefix: 'mbt_', label: 'team token' };

export const TEAM_TOKEN_PREFIX = TEAM.prefix;
export const isTeamToken = (token: string) => token.startsWith(TEAM.prefix);

/** A team token as listed: never the token itself, which only its creation prints. */
export type TeamToken = Omit<ListedToken, 'signed'> & { remote: string };

const teamToken = ({ signed: _signed, ...token }: ListedToken): TeamToken => ({ ...token, remote: token.remote ?? '' });

/** Team tokens in `operator_team_tokens` (kind `team`): only each token's SHA-256 is stored. */
export function teamTokens(db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, clock: Clock) {
  const tokens = bearerTokens(TEAM, db, clock);
  return {
    /** A new token for `remote` named `name` (unique among those in use); its creation is audited. */
    async create(input: { name: string; remote: string }, audit: AuditContext): Promise<TeamToken & { token: string }> {
      const created = await tokens.create(input, audit);
      return { ...teamToken(created), token: created.token };
    },
    list: async (): Promise<TeamToken[]> => (await tokens.list()).map(teamToken),
    revoke: async (name: string, audit: AuditContext): Promise<TeamToken> => teamToken(await tokens.revoke(name, audit)),
    /** The token presented, noting its use; null when there is none such, `revoked` when it was revoked. */
    async use(token: string): Promise<{ name: string; remote: string } | 'revoked' | null> {
      const found = await tokens.use(token);
      return found === null || found === 'revoked' ? found : { name: found.name, remote: found.remote ?? '' };
    },
  };
}

export type TeamTokens = ReturnType<typeof teamTokens>;
