/**
 * The operator API's contract: every call under /operator/ with its method, path, and the zod schemas of its path
 * parameters, query, body and answer. The server registers its routes from it (api/src/features: each feature its own), the
 * console's client is typed from it, the CLI's grammar is generated from it (api/src/cli), and the OpenAPI document
 * at /api/docs is built from it. Imported as `@matka/shared-kernel/operator-contract` by those only: the players'
 * apps never load it.
 *
 * Answers are plain JSON (no `status`/`msg` envelope); a refusal is `{ "error": "<what is wrong>" }` with a 4xx.
 */
import type * as z from '../zod';
import { ACCOUNT_CALLS } from './operator-accounts';
import { CONTENT_CALLS } from './operator-content';
import { LIMIT_CALLS } from './operator-limits';
import { MARKET_CALLS } from './operator-markets';
import { MONEY_CALLS } from './operator-money';
import { NOTICE_CALLS } from './operator-notices';
import { OVERVIEW_CALLS } from './operator-overview';
import { PAYMENT_CALLS } from './operator-payments';
import { PLAYER_CALLS } from './operator-players';
import { RELEASE_CALLS } from './operator-releases';
import type { OperatorCallSpec } from './operator-fields';

export type { OperatorCallSpec } from './operator-fields';
export {
  PAYMENT_ACTIONS,
  PAYMENT_STATUSES,
  PAYMENT_VIEWS,
  type FeedToken,
  type OperatorPayment,
  type PaymentAction,
  type PaymentStatus,
  type PaymentView,
  type PaymentsImported,
} from './operator-payments';

export {
  OPERATOR_NAME,
  OPERATOR_NAME_RULE,
  OPERATOR_ROLES,
  type OperatorAccount,
  type OperatorRole,
  type TeamToken,
  type WhoAmI,
} from './operator-accounts';
export {
  APPROVAL_KINDS,
  BULK_MAX,
  type BulkOutcome,
  DEPOSIT_STATUSES,
  type OperatorDeposit,
  type OperatorWithdrawal,
  type WaitingApproval,
} from './operator-money';
export {
  DECLARATION_KINDS,
  type DeclarationKind,
  DECLARATIONS,
  MARKET_KINDS,
  type OperatorMarket,
  type SettlementPreview,
} from './operator-markets';
export {
  apkFileName,
  CONTENT_KEYS,
  type ContentChange,
  type ContentKey,
  isOwnerContent,
  OWNER_CONTENT_KEYS,
} from './operator-content';
export {
  canaryPercent,
  RELEASE_NAME,
  type RemoteChange,
  type RemoteListing,
} from './operator-releases';
export { PLAYERS_PAGE, type OperatorPlayer, type PlayerBid } from './operator-players';
export {
  type OperatorToday,
} from './operator-overview';
export {
  NOTICE_AUDIENCES,
  NOTICE_BODY_MAX,
  NOTICE_TITLE_MAX,
  type NoticeAudience,
  type NoticeReach,
  type NoticesToday,
} from './operator-notices';
export { CLEARABLE_LIMITS, type ClearableLimit, type HouseLimits } from './operator-limits';

/** Every operator call, area by area (each area's file holds its calls and the shapes they share). */
export const OPERATOR_CALLS = {
  // Automatic deposits: the feed, statements, the matcher's work and the cashier's decisions (operator-payments.ts).
  ...PAYMENT_CALLS,
  // The console's sign-in, operator accounts, team tokens.
  ...ACCOUNT_CALLS,
  // The day at a glance, the audit list, the reports.
  ...OVERVIEW_CALLS,
  // Players: finding them, their page, suspension, reset codes, notes.
  ...PLAYER_CALLS,
  // Their money.
  ...MONEY_CALLS,
  // The app's content and the Android app.
  ...CONTENT_CALLS,
  // Markets, rates, results.
  ...MARKET_CALLS,
  // The house's stake limits.
  ...LIMIT_CALLS,
  // Remotes and their releases.
  ...RELEASE_CALLS,
  // Operators' notices to players.
  ...NOTICE_CALLS,
} as const satisfies Record<string, OperatorCallSpec>;

export type OperatorCallName = keyof typeof OPERATOR_CALLS;
type Part<Name extends OperatorCallName, Key extends 'params' | 'query' | 'body'> = (typeof OPERATOR_CALLS)[Name] extends Record<Key, infer Schema extends z.ZodMiniType>
  ? z.input<Schema>
  : undefined;
/** What a caller sends: the path's parameters, the query and the body, each where the call has one. */
export type OperatorInput<Name extends OperatorCallName> = { params: Part<Name, 'params'>; query: Part<Name, 'query'>; body: Part<Name, 'body'> };
/** The answer, as the server sends it. */
export type OperatorAnswer<Name extends OperatorCallName> = z.output<(typeof OPERATOR_CALLS)[Name]['response']>;

/** What a handler of the call gets, each part parsed with the contract's schema (undefined where the call has none). */
export type OperatorParsed<Name extends OperatorCallName, Key extends 'params' | 'query' | 'body'> = (typeof OPERATOR_CALLS)[Name] extends Record<
  Key,
  infer Schema extends z.ZodMiniType
>
  ? z.output<Schema>
  : undefined;
/** What JSON makes of a value: a Date goes out as its ISO text. */
type Sent<T> = T extends string ? string | Date : T extends ReadonlyArray<infer Item> ? ReadonlyArray<Sent<Item>> : T extends object ? { [Key in keyof T]: Sent<T[Key]> } : T;
/** What a handler of the call may answer: the contract's answer before JSON (a Date for a text date). */
export type OperatorSent<Name extends OperatorCallName> = Sent<z.input<(typeof OPERATOR_CALLS)[Name]['response']>>;

/** The path of a call with its parameters filled in (each URI-encoded) and its query, if any. */
export function operatorPath(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}
