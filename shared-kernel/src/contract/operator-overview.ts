/**
 * The operator contract's overview area: the day at a glance (Today), the audit list and the reports.
 */
import * as z from '../zod';
import { day, id, mobile, type OperatorCallSpec } from './operator-fields';
import { contentChanges } from './operator-content';
import { DECLARATION_KINDS, type DeclarationKind, MARKET_KINDS } from './operator-markets';
import { remoteStatus } from './operator-releases';

const reportRange = z.object({ from: day, to: day, format: z.optional(z.enum(['json', 'csv'])) });

const counted = z.object({ count: z.number(), points: z.number() });

const today = z.object({
  date: z.string(),
  /** Deposits and withdrawals waiting: only for those who may decide them. */
  pending: z.optional(z.object({ deposits: counted, withdrawals: counted })),
  /** Changes to payment ids, contact numbers and money rules this owner has not acknowledged: owners only. */
  content_changes: z.optional(contentChanges),
  due: z.array(
    z.object({ market_id: z.number(), kind: z.enum(MARKET_KINDS), name: z.string(), declare: z.enum(DECLARATION_KINDS as [DeclarationKind, ...DeclarationKind[]]), due_minutes: z.number() }),
  ),
  ledger: z.object({ checked: z.number(), mismatches: z.array(z.object({ user_id: z.number(), balance: z.number(), ledger_sum: z.number() })) }),
  remotes: remoteStatus,
});

const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  target: z.string(),
  player: z.string(),
  change: z.string(),
  note: z.string(),
  actor: z.string(),
  outcome: z.string(),
});

const reportSums = {
  stakes: z.number(),
  payouts: z.number(),
  refunds: z.number(),
  profit: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  operator_credits: z.number(),
  net: z.number(),
};

const csvText = z.string();

/** Bids' sums: their count, stakes, payouts, refunds, what is pending, and the profit of what is decided. */
const bidSums = { bids: z.number(), stakes: z.number(), payouts: z.number(), refunds: z.number(), pending: z.number(), profit: z.number() };

const reportCall = <Response extends z.ZodMiniType>(name: string, summary: string, response: Response) =>
  ({ method: 'GET', path: `/operator/reports/${name}`, summary, query: reportRange, response, csv: 'format' }) as const;

const auditFilter = {
  action: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  actor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  player: z.optional(mobile),
  from: day,
  to: day,
};

/** The overview area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const OVERVIEW_CALLS = {
  // The day at a glance, the audit list, the reports.
  today: { method: 'GET', path: '/operator/today', summary: 'Pending money, results due, the ledger check and what players get of each remote', response: today },
  'audit.list': {
    method: 'GET',
    path: '/operator/audit',
    summary: 'The audit list, newest first, filtered by action, operator, player and IST days',
    query: z.object({ ...auditFilter, before: z.optional(id), limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200))), 50) }),
    response: z.object({ actions: z.array(auditEntry) }),
  },
  'audit.actions': { method: 'GET', path: '/operator/audit/actions', summary: 'The names of the actions the audit list holds', response: z.object({ actions: z.array(z.string()) }) },
  'audit.csv': {
    method: 'GET',
    path: '/operator/audit.csv',
    summary: 'The audit list as CSV (the newest 50,000 rows; narrow the days for older ones)',
    query: z.object(auditFilter),
    response: csvText,
    csv: 'always',
  },
  'reports.days': reportCall(
    'days',
    'Per IST day: stakes, payouts, refunds, profit, deposits, withdrawals, operator credits, new and active players',
    z.object({
      from: z.string(),
      to: z.string(),
      days: z.array(z.object({ day: z.string(), ...reportSums, new_players: z.number(), active_players: z.number() })),
      totals: z.object({ ...reportSums, new_players: z.number() }),
      ledger: z.object({ entries: z.number(), balances: z.number() }),
    }),
  ),
  'reports.markets': reportCall(
    'markets',
    'Per market and bid day: bids, stakes, payouts, refunds, pending, profit',
    z.object({
      from: z.string(),
      to: z.string(),
      markets: z.array(
        z.object({ market_id: z.number(), market: z.string(), kind: z.string(), day: z.string(), bids: z.number(), stakes: z.number(), payouts: z.number(), refunds: z.number(), pending: z.number(), profit: z.number() }),
      ),
    }),
  ),
  'reports.games': reportCall(
    'games',
    'P&L by bid type and market kind: per bid day, by type and by kind over the days, tied out with the ledger',
    z.object({
      from: z.string(),
      to: z.string(),
      days: z.array(z.object({ day: z.string(), bet_type: z.string(), kind: z.string(), ...bidSums })),
      by_type: z.array(z.object({ bet_type: z.string(), ...bidSums })),
      by_kind: z.array(z.object({ kind: z.string(), ...bidSums })),
      totals: z.object(bidSums),
      /** The ledger's stakes, payouts and refunds of the same days. */
      ledger: z.object({ stakes: z.number(), payouts: z.number(), refunds: z.number() }),
      ties_out: z.boolean(),
    }),
  ),
  'reports.players': reportCall(
    'players',
    'Per player: stakes, payouts, deposits, withdrawals, credits, net (the 500 biggest)',
    z.object({ from: z.string(), to: z.string(), players: z.array(z.object({ mobile: z.string(), name: z.string(), ...reportSums })) }),
  ),
} as const satisfies Record<string, OperatorCallSpec>;

// The answers' shapes the console names.
export type OperatorToday = z.output<typeof today>;
