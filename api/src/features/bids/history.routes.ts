import type { FastifyInstance } from 'fastify';
import { formatDay, formatIstDateTime, isoDay, parseHistoryDate, parseIsoDay, type MarketKind } from '@matka/shared-kernel/domain';
import { galiFieldName, winFieldName, type ApiCallName } from '@matka/shared-kernel/contract';
import type { Database } from '../../db/database';
import { pageFields } from '../../db/paging';
import { InvalidInput } from '../../domain-errors';
import { registerCall } from '../../http/calls';
import type { SessionService } from '../accounts/sessions';
import { bidRecords, type BidRecord } from './history.repository';

interface Deps {
  db: Database;
  appKeys: readonly string[];
  sessions: SessionService;
}

/** A history filter (`M/D/YYYY` … `M/D/YYYY`) as ISO days; the history screens default both to today. */
function rangeOf(from: string, to: string): { from: string; to: string } {
  const start = parseHistoryDate(from);
  const end = parseHistoryDate(to);
  if (!start || !end) throw new InvalidInput('Please choose valid dates', 'invalid_date');
  return { from: isoDay(start), to: isoDay(end) };
}

const dayText = (iso: string) => {
  const day = parseIsoDay(iso);
  return day ? formatDay(day) : iso;
};

/** The name a record carries: Gali bids under the legacy clients' Gali names, main and Starline wins under their win names. */
const bidName = (kind: MarketKind, type: string) => (kind === 'gali' ? galiFieldName(type) : type);
const winName = (kind: MarketKind, type: string) => (kind === 'gali' ? type : winFieldName(type));

const bidRecord = (kind: MarketKind) => (bid: BidRecord) => ({
  pana: bidName(kind, bid.betType),
  game_name: bid.marketName,
  digits: bid.digits,
  closedigits: bid.closeDigits,
  session: bid.session,
  bid_date: dayText(bid.bidDate),
  points: bid.points,
  bid_status: bid.status,
});

const winRecord = (kind: MarketKind) => (bid: BidRecord) => ({
  pana: winName(kind, bid.betType),
  game_name: bid.marketName,
  digits: bid.digits,
  closedigits: bid.closeDigits,
  session: bid.session,
  wining_date: bid.settledAt ? formatIstDateTime(bid.settledAt) : dayText(bid.bidDate),
  amount: bid.payout,
  // The legacy clients' win screens show the bid's own date and points too ("Date:", "pts").
  bid_date: dayText(bid.bidDate),
  points: bid.points,
});

/** Each kind of market's bid and win history calls, and the field its win history answers in. */
const HISTORY_CALLS = [
  { kind: 'main', bids: 'api-bid-history-data', wins: 'api-wining-history-data', winField: 'win_data' },
  { kind: 'starline', bids: 'api-starline-bid-history-data', wins: 'api-starline-wining-history-data', winField: 'win_data' },
  // The Gali win history answers in `bid_data`, as the legacy clients read it.
  { kind: 'gali', bids: 'api-galidisawar-bid-history-data', wins: 'api-galidisawar-wining-history-data', winField: 'bid_data' },
] as const satisfies ReadonlyArray<{ kind: MarketKind; bids: ApiCallName; wins: ApiCallName; winField: string }>;

/**
 * The player's own bids and wins between two days, newest first, a page at a time: a request without paging asks for the
 * first page; `before` (the previous answer's `next_before`) for the next, `limit` for its size.
 */
export function registerHistoryRoutes(app: FastifyInstance, deps: Deps): void {
  const { db } = deps;
  const callDeps = { appKeys: deps.appKeys, sessions: deps.sessions };

  for (const { kind, bids, wins, winField } of HISTORY_CALLS) {
    registerCall(app, callDeps, bids, {}, async ({ body, user }) => {
      const page = await bidRecords(db, { userId: user.id, kind, ...rangeOf(body.bid_from, body.bid_to), wonOnly: false, before: body.before, limit: body.limit });
      return { bid_data: page.items.map(bidRecord(kind)), ...pageFields(page) };
    });
    registerCall(app, callDeps, wins, {}, async ({ body, user }) => {
      const page = await bidRecords(db, { userId: user.id, kind, ...rangeOf(body.date_from, body.date_to), wonOnly: true, before: body.before, limit: body.limit });
      return { [winField]: page.items.map(winRecord(kind)), ...pageFields(page) };
    });
  }
}
