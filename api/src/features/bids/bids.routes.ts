import type { FastifyInstance } from 'fastify';
import { formatDay, formatIstDateTime, isoDay, parseHistoryDate, parseIsoDay, type MarketKind } from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import { registerCall } from '../../http/calls';
import type { SessionService } from '../accounts/sessions';
import type { BidsService } from './bids.service';

interface Deps {
  db: Database;
  appKey: string;
  sessions: SessionService;
  bids: BidsService;
}

type BidRecordRow = {
  bet_type: string;
  market_name: string;
  digits: string;
  closedigits: string;
  session: string;
  bid_date: string;
  points: number;
  payout: number;
  settled_at: Date | null;
};

/** A history filter (`M/D/YYYY` … `M/D/YYYY`) as ISO days; the seed's screens default both to today. */
function rangeOf(from: string, to: string): [string, string] {
  const start = parseHistoryDate(from);
  const end = parseHistoryDate(to);
  if (!start || !end) throw new ApiFailure(400, 'Please choose valid dates', 'invalid_date');
  return [isoDay(start), isoDay(end)];
}

const dayText = (iso: string) => {
  const day = parseIsoDay(iso.slice(0, 10));
  return day ? formatDay(day) : iso;
};

export function registerBidRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, bids } = deps;
  const callDeps = { appKey: deps.appKey, sessions: deps.sessions };

  registerCall(app, callDeps, 'api-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'main', body));
  registerCall(app, callDeps, 'api-starline-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'starline', body));
  registerCall(app, callDeps, 'api-galidisawar-submit-bid', {}, ({ body, user }) => bids.placeBatch(user, 'gali', body));

  /** The caller's own bids of one kind of market, placed (or won) between two days. */
  const records = (userId: number, kind: MarketKind, from: string, to: string, wonOnly: boolean) =>
    db.query<BidRecordRow>(
      `SELECT b.bet_type, m.name AS market_name, b.digits, b.closedigits, b.session, b.bid_date::text AS bid_date,
              b.points, b.payout, b.settled_at
         FROM bids b JOIN markets m ON m.id = b.market_id
        WHERE b.user_id = $1 AND m.kind = $2 AND b.bid_date BETWEEN $3::date AND $4::date
          AND (NOT $5::boolean OR b.status = 'won')
        ORDER BY b.id DESC LIMIT 1000`,
      [userId, kind, from, to, wonOnly],
    );

  const bidRecord = (row: BidRecordRow) => ({
    pana: row.bet_type,
    game_name: row.market_name,
    digits: row.digits,
    closedigits: row.closedigits,
    session: row.session,
    bid_date: dayText(row.bid_date),
    points: Number(row.points),
  });
  const winRecord = (row: BidRecordRow) => ({
    pana: row.bet_type,
    game_name: row.market_name,
    digits: row.digits,
    closedigits: row.closedigits,
    session: row.session,
    wining_date: row.settled_at ? formatIstDateTime(new Date(row.settled_at)) : dayText(row.bid_date),
    amount: Number(row.payout),
  });

  for (const [kind, bidCall, winCall] of [
    ['main', 'api-bid-history-data', 'api-wining-history-data'],
    ['starline', 'api-starline-bid-history-data', 'api-starline-wining-history-data'],
  ] as const) {
    registerCall(app, callDeps, bidCall, {}, async ({ body, user }) => ({
      bid_data: (await records(user.id, kind, ...rangeOf(body.bid_from, body.bid_to), false)).map(bidRecord),
    }));
    registerCall(app, callDeps, winCall, {}, async ({ body, user }) => ({
      win_data: (await records(user.id, kind, ...rangeOf(body.date_from, body.date_to), true)).map(winRecord),
    }));
  }
  registerCall(app, callDeps, 'api-galidisawar-bid-history-data', {}, async ({ body, user }) => ({
    bid_data: (await records(user.id, 'gali', ...rangeOf(body.bid_from, body.bid_to), false)).map(bidRecord),
  }));
  // The seed's Gali win history answers in `bid_data`.
  registerCall(app, callDeps, 'api-galidisawar-wining-history-data', {}, async ({ body, user }) => ({
    bid_data: (await records(user.id, 'gali', ...rangeOf(body.date_from, body.date_to), true)).map(winRecord),
  }));
}
