import type { Queryable } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { AuditContext } from '../audit.repository';
import { bearerTokens, type BearerKind, type ListedToken } from './bearer-tokens';
import { newSigningSecret } from './feed-signature';
import { teamTokenSigningSecret } from './team-tokens.repository';

/** Feed tokens: a forwarder app (the shop phone's SMS, a bank's webhook) may post payments, and nothing else. */
const FEED: BearerKind = { kind: 'feed', prefix: 'mbf_', label: 'feed token' };

export const isFeedToken = (token: string) => token.startsWith(FEED.prefix);

/** A feed token as listed: never the token itself, which only its creation prints. */
export type FeedToken = Omit<ListedToken, 'remote'>;

const feedToken = ({ remote: _remote, ...token }: ListedToken): FeedToken => token;

/** Feed tokens in `operator_team_tokens` (kind `feed`): only each token's SHA-256 is stored. */
export function feedTokens(db: Queryable & { transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> }, clock: Clock) {
  const tokens = bearerTokens(FEED, db, clock);
  return {
    /** A new token; `signed`: with a signing secret its posts must be signed with (both printed once). */
    async create(name: string, signed: boolean, audit: AuditContext): Promise<FeedToken & { token: string; signing_secret?: string }> {
      const signingSecret = signed ? newSigningSecret() : undefined;
      const created = await tokens.create({ name, remote: null, signingSecret }, audit);
      return { ...feedToken(created), token: created.token, ...(signingSecret ? { signing_secret: signingSecret } : {}) };
    },
    list: async (): Promise<FeedToken[]> => (await tokens.list()).map(feedToken),
    revoke: async (name: string, audit: AuditContext): Promise<FeedToken> => feedToken(await tokens.revoke(name, audit)),
    /** The token presented, noting its use: its name; null when there is none such, `revoked` when it was revoked. */
    async use(token: string): Promise<string | 'revoked' | null> {
      const found = await tokens.use(token);
      return found === null || found === 'revoked' ? found : found.name;
    },
    /** The secret the token named `name` signs its posts with; null when its posts are not signed. */
    signingSecret: (name: string): Promise<string | null> => teamTokenSigningSecret(db, FEED.kind, name),
  };
}

export type FeedTokens = ReturnType<typeof feedTokens>;
