import type { FastifyInstance, FastifyReply } from 'fastify';
import { isoDay, istDay } from '@matka/shared-kernel/domain';
import type { Queryable } from '../../db/database';
import { InvalidInput } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { csvField } from './audit.repository';
import { operatorCall } from './operator-call';

/**
 * The day's numbers, computed from the ledger and the bids only (never a counter of their own), so they tie out with
 * `ledger check`: the sum of every ledger entry is the sum of the balances.
 *   GET /operator/reports/days?from=&to=      per IST day: stakes, payouts, refunds, profit, deposits, withdrawals,
 *                                             operator credits (net of debits), the ledger's net, new and active players
 *   GET /operator/reports/markets?from=&to=   per market and bid day: bids, stakes, payouts, refunds, pending, profit
 *   GET /operator/reports/players?from=&to=   per player: stakes, payouts, deposits, withdrawals, credits, net
 * Each with `format=csv` for a spreadsheet. Days are IST, both included; at most 366 of them.
 */
const DAY_SQL = `(created_at AT TIME ZONE 'Asia/Kolkata')::date`;

const LEDGER_SUMS = `
  COALESCE(-sum(amount) FILTER (WHERE kind = 'bid'), 0)::bigint AS stakes,
  COALESCE(sum(amount) FILTER (WHERE kind IN ('win', 'win_reversal')), 0)::bigint AS payouts,
  COALESCE(sum(amount) FILTER (WHERE kind = 'bid_refund'), 0)::bigint AS refunds,
  COALESCE(sum(amount) FILTER (WHERE kind = 'deposit'), 0)::bigint AS deposits,
  COALESCE(-sum(amount) FILTER (WHERE kind IN ('withdraw', 'withdraw_refund')), 0)::bigint AS withdrawals,
  COALESCE(sum(amount) FILTER (WHERE kind IN ('operator_credit', 'operator_debit')), 0)::bigint AS operator_credits,
  COALESCE(sum(amount), 0)::bigint AS net`;

type Sums = { stakes: number; payouts: number; refunds: number; deposits: number; withdrawals: number; operator_credits: number; net: number };
const sums = (row: Record<string, unknown>): Sums & { profit: number } => {
  const value = (key: keyof Sums) => Number(row[key] ?? 0);
  return {
    stakes: value('stakes'),
    payouts: value('payouts'),
    refunds: value('refunds'),
    profit: value('stakes') - value('payouts') - value('refunds'),
    deposits: value('deposits'),
    withdrawals: value('withdrawals'),
    operator_credits: value('operator_credits'),
    net: value('net'),
  };
};

export async function dayReport(db: Queryable, from: string, to: string) {
  const rows = await db.query<Record<string, unknown> & { report_day: string }>(
    `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
     ledger AS (SELECT ${DAY_SQL} AS day, ${LEDGER_SUMS}, count(DISTINCT user_id) FILTER (WHERE kind = 'bid')::int AS active_players
                  FROM ledger_entries WHERE ${DAY_SQL} BETWEEN $1::date AND $2::date GROUP BY 1),
     joined AS (SELECT ${DAY_SQL} AS day, count(*)::int AS new_players FROM users WHERE ${DAY_SQL} BETWEEN $1::date AND $2::date GROUP BY 1)
     SELECT days.day::text AS report_day, ledger.*, COALESCE(joined.new_players, 0) AS new_players
       FROM days LEFT JOIN ledger ON ledger.day = days.day LEFT JOIN joined ON joined.day = days.day
      ORDER BY days.day`,
    [from, to],
  );
  const days = rows.map((row) => ({ day: String(row.report_day).slice(0, 10), ...sums(row), new_players: Number(row.new_players ?? 0), active_players: Number(row.active_players ?? 0) }));
  const total = (key: keyof Sums | 'profit' | 'new_players') => days.reduce((sum, day) => sum + day[key], 0);
  const [ledger] = await db.query<{ entries: number; balances: number }>(
    'SELECT (SELECT COALESCE(sum(amount), 0) FROM ledger_entries)::bigint AS entries, (SELECT COALESCE(sum(balance), 0) FROM users)::bigint AS balances',
  );
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
    ledger: { entries: Number(ledger?.entries ?? 0), balances: Number(ledger?.balances ?? 0) },
  };
}

export async function marketReport(db: Queryable, from: string, to: string) {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT b.market_id, m.name AS market, m.kind, b.bid_date::text AS day, count(*)::int AS bids,
            sum(b.points)::bigint AS stakes,
            COALESCE(sum(b.payout) FILTER (WHERE b.status = 'won'), 0)::bigint AS payouts,
            COALESCE(sum(b.points) FILTER (WHERE b.status = 'refunded'), 0)::bigint AS refunds,
            COALESCE(sum(b.points) FILTER (WHERE b.status = 'pending'), 0)::bigint AS pending
       FROM bids b JOIN markets m ON m.id = b.market_id
      WHERE b.bid_date BETWEEN $1::date AND $2::date
      GROUP BY b.market_id, m.name, m.kind, b.bid_date ORDER BY b.bid_date, m.name`,
    [from, to],
  );
  return {
    from,
    to,
    markets: rows.map((row) => {
      const [stakes, payouts, refunds, pending] = ['stakes', 'payouts', 'refunds', 'pending'].map((key) => Number(row[key]));
      return {
        market_id: Number(row.market_id),
        market: String(row.market),
        kind: String(row.kind),
        day: String(row.day).slice(0, 10),
        bids: Number(row.bids),
        stakes: stakes!,
        payouts: payouts!,
        refunds: refunds!,
        pending: pending!,
        // Of what is decided: the stakes of pending bids may still be paid out.
        profit: stakes! - pending! - payouts! - refunds!,
      };
    }),
  };
}

export async function playerReport(db: Queryable, from: string, to: string) {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT u.mobile, u.name, ${LEDGER_SUMS.replace(/\bamount\b/g, 'l.amount').replace(/\bkind\b/g, 'l.kind')}
       FROM ledger_entries l JOIN users u ON u.id = l.user_id
      WHERE (l.created_at AT TIME ZONE 'Asia/Kolkata')::date BETWEEN $1::date AND $2::date
      GROUP BY u.id, u.mobile, u.name ORDER BY stakes DESC, u.mobile LIMIT 500`,
    [from, to],
  );
  return { from, to, players: rows.map((row) => ({ mobile: String(row.mobile), name: String(row.name), ...sums(row) })) };
}

/** Rows as CSV (RFC 4180, a header row; formula-like cells kept as text). */
function toCsv(rows: Array<Record<string, string | number>>): string {
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
  operatorCall(scope, 'reports.players', reports, (context) => asked('players', context, (from, to) => playerReport(deps.db, from, to), (report) => report.players));
}

const requiresReports = { permission: 'reports' } as const;
