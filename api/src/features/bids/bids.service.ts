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
import type { BidPlacement } from '@matka/shared-kernel/contract';
import type { Database } from '../../db/database';
import { BettingClosed, InsufficientBalance, InvalidInput, NotFound, NotPermitted, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import type { SessionUser } from '../accounts/sessions';
import { lockBidTarget } from '../markets/markets.repository';
import { declaredOf, windowOf } from '../markets/markets.service';
import { stakeChecks } from '../limits/stake-checks';
import { refuseOnHoliday } from '../markets/market-schedule';
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

/** The ledger's line for a placement: the market, its bid types in order, and how many bids. */
const bidNote = (market: string, types: readonly string[], count: number) =>
  `Bid: ${market} ${[...new Set(types)].join(', ')} (${count} ${count === 1 ? 'bid' : 'bids'})`;

/**
 * Placing bids: every row of every batch re-checked with the shared rules, the whole placement debited once and stored
 * at once or not at all. Every check runs inside the keyed transaction, against the market, rates and result read
 * there: a retry with the same key gets the first answer even when the market has closed since, and a change an
 * operator made before the bid began holds for it on every instance.
 */
export function bidsService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;

  /**
   * One placement in one transaction: `kind` is the legacy call's kind of market (a market of another kind is not
   * found), or null for our own call, which takes the market's.
   */
  function place(user: SessionUser, kind: MarketKind | null, call: string, placement: BidPlacement) {
    const { batches, marketId } = placement;
    // The key remembers the placement it was taken for: the same key with another placement is refused.
    return once(db, { userId: user.id, call, request: { marketId, batches }, key: placement.idempotencyKey }, async (tx) => {
      const now = clock();
      if (!user.bettingEnabled) throw new NotPermitted(BID_MESSAGES.bettingDisabled, 'betting_disabled');
      const today = isoDay(istDay(now));
      const sameMarket = batches.every((batch) => batch.marketId === marketId);
      const target = sameMarket ? await lockBidTarget(tx, marketId, today) : null;
      const market = target?.market;
      if (!target || !market || (kind !== null && market.kind !== kind) || !market.active) throw new NotFound(BID_MESSAGES.noMarket, 'no_market');
      await refuseOnHoliday(tx, market, today);
      const placed = [];
      for (const batch of batches) {
        const { type } = batch;
        if (!offersEntryType(market.kind, type)) throw new InvalidInput(BID_MESSAGES.notOffered(type), 'not_offered');
        // Each row's own session (the legacy clients' main screens send the player's choice on every row, under a batch that
        // always says Close), else the batch's; Starline and Gali rows are Open whatever they say.
        const sessions = batch.rows.map((row) => bidSession(market.kind, type, row.session ?? batch.session));
        // The window and the day's results: a result declared meanwhile closes the bid (or the declaration settles it).
        for (const session of new Set(sessions)) {
          if (!acceptsBid(windowOf(market), type, session, now, declaredOf(market, target.result))) {
            throw new BettingClosed(MESSAGES.biddingClosed(type), 'bidding_closed');
          }
        }
        const bidDay = parseBidDate(batch.bidDate);
        if (!bidDay || isoDay(bidDay) !== today) throw new InvalidInput(BID_MESSAGES.todayOnly, 'wrong_date');
        const rows = batch.rows.map((row, index) => {
          if (type === 'Full Sangam' && /^\d$/.test(row.digits.trim())) throw new InvalidInput(BID_MESSAGES.fullSangamOpenDigit(row.digits.trim()), 'invalid_bid');
          const check = checkBidEntry(
            { market: market.kind, type, digits: row.digits, closeDigits: row.closedigits, points: row.points, session: sessions[index] },
            Number.MAX_SAFE_INTEGER,
          );
          if (!check.ok) throw new InvalidInput(check.message, 'invalid_bid');
          return check.bids[0]!;
        });
        const rate = target.rates.get(rateKeyOf(market.kind, type));
        if (!rate) throw new StateConflict(BID_MESSAGES.noRate(type), 'no_rate');
        placed.push({ type, entryType: batch.screen ?? type, rate, rows });
      }
      const rowCount = placed.reduce((count, batch) => count + batch.rows.length, 0);
      const total = placed.reduce((sum, batch) => batch.rows.reduce((batchSum, row) => batchSum + row.points, sum), 0);
      if (!Number.isSafeInteger(total)) throw new InvalidInput(BID_MESSAGES.tooManyPoints, 'invalid_bid');

      // The stake limits (their own module): what needs no sums before the debit, what adds up once the player's row is
      // locked by it and the bids are written.
      const limits = stakeChecks(tx, { userId: user.id, market, day: today, now, batches: placed, total });
      await limits.beforeDebit();
      // One debit for the whole placement: the balance is checked once, against its total.
      const note = bidNote(market.name, placed.map((batch) => batch.type), rowCount);
      const balance = await debit(tx, user.id, total, 'bid', note);
      if (balance === null) throw new InsufficientBalance(MESSAGES.insufficientBalance, 'insufficient_balance');
      for (const batch of placed) {
        await insertBids(tx, { userId: user.id, marketId: market.id, day: today, betType: batch.type, entryType: batch.entryType, rate: batch.rate, rows: batch.rows });
      }
      await limits.afterInsert();
      return { msg: MESSAGES.bidPlaced, wallet_amt: balance };
    });
  }

  return {
    /** A legacy client's batch (`api-submit-bid` and its Starline and Gali twins): one type, one market of `kind`. */
    placeBatch(user: SessionUser, kind: MarketKind, placement: BidPlacement) {
      return place(user, kind, `bid:${kind}`, placement);
    },
    /** Our app's confirm (`api-submit-bids`): every batch of it, of any types, all placed or none. */
    placeBatches(user: SessionUser, placement: BidPlacement) {
      return place(user, null, 'bids', placement);
    },
  };
}

export type BidsService = ReturnType<typeof bidsService>;
