import type { FastifyInstance, FastifyReply } from 'fastify';
import { isoDay, istDay } from '@matka/shared-kernel/domain';
import type { Queryable } from '../../db/database';
import { InvalidInput } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { csvField } from '../audit.repository';
import { operatorCall } from '../operators/operator-call';
import { BID_TYPES } from '@matka/shared-kernel/domain';
import { MARKET_KINDS } from '@matka/shared-kernel/operator-contract';
import { daySums, gameDaySums, ledgerTotals, marketDaySums, playerSums, type LedgerSums } from './reports.repository';

/** The bid types in the order players know them (the kernel's BID_TYPES table). */
const ENTRY_ORDER = new Map(Object.keys(BID_TYPES).map((type, index) => [type, index]));

/**
 * The day's numbers, computed from the ledger and the bids only (never a counter of their own; the sums are
 * reports.repository.ts's), so they tie out with `ledger check`: the sum of every ledger entry is the sum of the balances.
 *   GET /operator/reports/days?from=&to=      per IST day: stakes, payouts, refunds, profit, deposits, withdrawals,
 *                                             operator credits (net of debits), the ledger's net, new and active players
 *   GET /operator/reports/markets?from=&to=   per market and bid day: bids, stakes, payouts, refunds, pending, profit
 *   GET /operator/reports/players?from=&to=   per player: stakes, payouts, deposits, withdrawals, credits, net
 *   GET /operator/reports/games?from=&to=     P&L per bid type and market kind, per bid day and over the span
 * Each with `format=csv` for a spreadsheet. Days are IST, both included; at most 366 of them.
 */

/** A span's ledger sums with its profit (what was staked less what was paid out and refunded), in the reports' column order. */
const withProfit = (sums: LedgerSums) => ({
  stakes: sums.stakes,
  payouts: sums.payouts,
  refunds: sums.refunds,
  profit: sums.stakes - sums.payouts - sums.refunds,
  deposits: sums.deposits,
  withdrawals: sums.withdrawals,
  operator_credits: sums.operator_credits,
  net: sums.net,
});

export async function dayReport(db: Queryable, from: string, to: string) {
  const days = (await daySums(db, from, to)).map(({ day, new_players, active_players, ...sums }) => ({ day, ...withProfit(sums), new_players, active_players }));
  const total = (key: keyof LedgerSums | 'profit' | 'new_players') => days.reduce((sum, day) => sum + day[key], 0);
  return {
    from,
    to,
    days,
    totals: {
      stakes: total('stakes'),
      payouts: total('payouts'),
      refunds: total('refunds'),
      profit: total('profit'),
      deposits: total('deposits'),
      withdrawals: total('withdrawals'),
      operator_credits: total('operator_credits'),
      net: total('net'),
      new_players: total('new_players'),
    },
    // What ties the report to `ledger check`: every entry ever, summed, is every balance, summed.
    ledger: await ledgerTotals(db),
  };
}

export async function marketReport(db: Queryable, from: string, to: string) {
  const markets = (await marketDaySums(db, from, to)).map((row) => ({
    ...row,
    // Of what is decided: the stakes of pending bids may still be paid out.
    profit: row.stakes - row.pending - row.payouts - row.refunds,
  }));
  return { from, to, markets };
}

/** Bids' sums, with the profit of what is decided (the stakes of pending bids may still be paid out). */
type BidSums = { bids: number; stakes: number; payouts: number; refunds: number; pending: number };
const decided = <Row extends BidSums>(row: Row) => ({ ...row, profit: row.stakes - row.pending - row.payouts - row.refunds });
const summed = (rows: readonly BidSums[]): BidSums =>
  rows.reduce((sum, row) => ({ bids: sum.bids + row.bids, stakes: sum.stakes + row.stakes, payouts: sum.payouts + row.payouts, refunds: sum.refunds + row.refunds, pending: sum.pending + row.pending }), {
    bids: 0,
    stakes: 0,
    payouts: 0,
    refunds: 0,
    pending: 0,
  });

/**
 * P&L by bid type and by market kind, per bid day and over the span, from the bids; tied out with the ledger's stakes,
 * payouts and refunds of the same days (equal when every bid of the span was placed, settled or refunded within it).
 */
export async function gameReport(db: Queryable, from: string, to: string) {
  const [rows, ledgerDays] = await Promise.all([gameDaySums(db, from, to), daySums(db, from, to)]);
  const order = (type: string) => (ENTRY_ORDER.has(type) ? ENTRY_ORDER.get(type)! : ENTRY_ORDER.size);
  const days = rows.map(decided).sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind) || order(a.bet_type) - order(b.bet_type));
  const types = [...new Set(rows.map((row) => row.bet_type))].sort((a, b) => order(a) - order(b));
  const kinds = MARKET_KINDS.filter((kind) => rows.some((row) => row.kind === kind));
  const totals = decided(summed(rows));
  const ledger = ledgerDays.reduce((sum, day) => ({ stakes: sum.stakes + day.stakes, payouts: sum.payouts + day.payouts, refunds: sum.refunds + day.refunds }), { stakes: 0, payouts: 0, refunds: 0 });
  return {
    from,
    to,
    days,
    by_type: types.map((bet_type) => ({ bet_type, ...decided(summed(rows.filter((row) => row.bet_type === bet_type))) })),
    by_kind: kinds.map((kind) => ({ kind, ...decided(summed(rows.filter((row) => row.kind === kind))) })),
    totals,
    ledger,
    ties_out: ledger.stakes === totals.stakes && ledger.payouts === totals.payouts && ledger.refunds === totals.refunds,
  };
}

export async function playerReport(db: Queryable, from: string, to: string) {
  const players = (await playerSums(db, from, to)).map(({ mobile, name, ...sums }) => ({ mobile, name, ...withProfit(sums) }));
  return { from, to, players };
}

/** Rows as CSV (RFC 4180, a header row; formula-like cells kept as text). */
export function toCsv(rows: Array<Record<string, string | number>>): string {
  if (rows.length === 0) return '\r\n';
  const columns = Object.keys(rows[0]!);
  return `${[columns.join(','), ...rows.map((row) => columns.map((column) => csvField(row[column] ?? '')).join(','))].join('\r\n')}\r\n`;
}

const MAX_DAYS = 366;

export function registerReportRoutes(scope: FastifyInstance, deps: { db: Queryable; clock: Clock }): void {
  const range = (input: { from?: string; to?: string }) => {
    const today = isoDay(istDay(deps.clock()));
    const to = input.to ?? today;
    const from = input.from ?? to;
    if (from > to) throw new InvalidInput(`from: ${from} is after ${to}`, 'invalid_body');
    const span = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
    if (span > MAX_DAYS) throw new InvalidInput(`from: at most ${MAX_DAYS} days at a time`, 'invalid_body');
    return { from, to };
  };
  /** The JSON report, or its rows as CSV when the query asks for `format=csv`. */
  const asked = async <Report,>(
    name: string,
    context: { query: { from?: string; to?: string; format?: 'json' | 'csv' }; reply: FastifyReply },
    build: (from: string, to: string) => Promise<Report>,
    rows: (report: Report) => Array<Record<string, string | number>>,
  ): Promise<Report | string> => {
    const { from, to } = range(context.query);
    const report = await build(from, to);
    if ((context.query.format ?? 'json') === 'json') return report;
    context.reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="report-${name}-${from}-to-${to}.csv"`);
    return toCsv(rows(report));
  };
  const reports = requiresReports;
  operatorCall(scope, 'reports.days', reports, (context) => asked('days', context, (from, to) => dayReport(deps.db, from, to), (report) => report.days));
  operatorCall(scope, 'reports.markets', reports, (context) => asked('markets', context, (from, to) => marketReport(deps.db, from, to), (report) => report.markets));
  operatorCall(scope, 'reports.games', reports, (context) => asked('games', context, (from, to) => gameReport(deps.db, from, to), (report) => report.days.map((row) => ({ ...row }))));
  operatorCall(scope, 'reports.players', reports, (context) => asked('players', context, (from, to) => playerReport(deps.db, from, to), (report) => report.players));
}

const requiresReports = { permission: 'reports' } as const;
