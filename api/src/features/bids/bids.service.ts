import {
  MESSAGES,
  acceptsBid,
  bidSession,
  checkBidEntry,
  istDay,
  isoDay,
  offersEntryType,
  parseBidDate,
  rateKeyOf,
  type MarketKind,
} from '@matka/shared-kernel/domain';
import type { ApiRequestData } from '@matka/shared-kernel/contract';
import type { Database } from '../../db/database';
import { BettingClosed, InsufficientBalance, InvalidInput, NotFound, NotPermitted, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import type { SessionUser } from '../accounts/sessions';
import { lockBidTarget } from '../markets/markets.repository';
import { declaredOf, windowOf } from '../markets/markets.service';
import { once } from '../wallet/idempotency';
import { debit } from '../wallet/ledger';
import { insertBids } from './bids.repository';

export const BID_MESSAGES = {
  bettingDisabled: MESSAGES.bettingDisabled,
  noMarket: 'This market is not available',
  todayOnly: 'Bids can be placed for today only',
  notOffered: (type: string) => `${type} is not offered on this market`,
  noRate: (type: string) => `Rates for ${type} are not set yet`,
  tooManyPoints: 'The points of this batch add up to more than any wallet can hold',
  /** The legacy web client's Full Sangam screen takes an open digit: such a bid could never win, so it is refused, saying why. */
  fullSangamOpenDigit: (digit: string) => `Full Sangam needs an open pana (3 digits) and a close pana: ${digit} is not a pana`,
} as const;

type Batch = ApiRequestData<'api-submit-bid'>;

/**
 * Placing bids: every row re-checked with the shared rules, the whole batch debited and stored at once or not at all.
 * Every check runs inside the keyed transaction, against the market, rate and result read there: a retry with the same
 * key gets the first answer even when the market has closed since, and a change an operator made before the bid
 * began holds for it on every instance.
 */
export function bidsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async placeBatch(user: SessionUser, kind: MarketKind, body: Batch) {
      const batch = body.new_result;
      const type = batch.pana;
      const request = { game_id: body.game_id, new_result: batch };
      return once(db, { userId: user.id, call: `bid:${kind}`, key: body.idempotency_key, request }, async (tx) => {
        const now = clock();
        if (!user.bettingEnabled) throw new NotPermitted(BID_MESSAGES.bettingDisabled, 'betting_disabled');
        const today = isoDay(istDay(now));
        const target = batch.gameid === body.game_id ? await lockBidTarget(tx, body.game_id, today, rateKeyOf(kind, type)) : null;
        const market = target?.market;
        if (!target || !market || market.kind !== kind || !market.active) throw new NotFound(BID_MESSAGES.noMarket, 'no_market');
        if (!offersEntryType(kind, type)) throw new InvalidInput(BID_MESSAGES.notOffered(type), 'not_offered');
        // Each row's own session (the legacy clients' main screens send the player's choice on every row, under a batch that
        // always says Close), else the batch's; Starline and Gali rows are Open whatever they say.
        const sessions = batch.result.map((row) => bidSession(kind, type, row.session ?? batch.session));
        // The window and the day's results: a result declared meanwhile closes the bid (or the declaration settles it).
        for (const session of new Set(sessions)) {
          if (!acceptsBid(windowOf(market), type, session, now, declaredOf(market, target.result))) {
            throw new BettingClosed(MESSAGES.biddingClosed(type), 'bidding_closed');
          }
        }
        const bidDay = parseBidDate(batch.bid_date);
        if (!bidDay || isoDay(bidDay) !== today) throw new InvalidInput(BID_MESSAGES.todayOnly, 'wrong_date');
        const rows = batch.result.map((row, index) => {
          if (type === 'Full Sangam' && /^\d$/.test(row.digits.trim())) throw new InvalidInput(BID_MESSAGES.fullSangamOpenDigit(row.digits.trim()), 'invalid_bid');
          const check = checkBidEntry(
            { market: kind, type, digits: row.digits, closeDigits: row.closedigits, points: row.points, session: sessions[index] },
            Number.MAX_SAFE_INTEGER,
          );
          if (!check.ok) throw new InvalidInput(check.message, 'invalid_bid');
          return check.bids[0]!;
        });
        const { rate } = target;
        if (!rate) throw new StateConflict(BID_MESSAGES.noRate(type), 'no_rate');
        const total = rows.reduce((sum, row) => sum + row.points, 0);
        if (!Number.isSafeInteger(total)) throw new InvalidInput(BID_MESSAGES.tooManyPoints, 'invalid_bid');

        const balance = await debit(tx, user.id, total, 'bid', `Bid: ${market.name} ${type} (${rows.length} ${rows.length === 1 ? 'bid' : 'bids'})`);
        if (balance === null) throw new InsufficientBalance(MESSAGES.insufficientBalance, 'insufficient_balance');
        await insertBids(tx, { userId: user.id, marketId: market.id, day: today, betType: type, entryType: batch.gametype ?? type, rate, rows });
        return { msg: MESSAGES.bidPlaced, wallet_amt: balance };
      });
    },
  };
}

export type BidsService = ReturnType<typeof bidsService>;
