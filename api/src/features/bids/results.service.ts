import { closeResultOf, decides, isPana, istDay, isoDay, openResultOf, payout, wins, type Declaration, type SettledBidType } from '@matka/shared-kernel/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import type { Clock } from '../../platform/clock';
import type { ChangeTracker } from '../markets/change-tracker';
import { findMarket, lockResult, writeResult, type MarketRow, type ResultRow } from '../markets/markets.repository';
import { credit, debit } from '../wallet/ledger';

/** Which declaration of a day: main `open`/`close`, `starline`, `gali`. Stored on each bid it settles. */
export type DeclarationKind = Declaration['kind'];

type PendingBid = {
  id: number;
  user_id: number;
  bet_type: SettledBidType;
  session: 'Open' | 'Close';
  digits: string;
  closedigits: string;
  points: number;
  rate_val_1: number;
  rate_val_2: number;
};

export interface Settlement {
  market_id: number;
  date: string;
  declared: DeclarationKind;
  result: string;
  /** False when the same result was declared already: nothing was settled again. */
  changed: boolean;
  won: number;
  lost: number;
  paid: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Declaring results settles the bids they decide, in one transaction; a revert undoes the latest declaration. */
export function resultsService(deps: { db: Database; clock: Clock; tracker: ChangeTracker }) {
  const { db, clock, tracker } = deps;

  const dayOf = (date: string | undefined) => {
    const day = date ?? isoDay(istDay(clock()));
    if (!DATE.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw new ApiFailure(400, `Invalid date ${day}: use YYYY-MM-DD`, 'invalid_date');
    return day;
  };

  async function marketOf(id: number, kind: MarketRow['kind']): Promise<MarketRow> {
    const market = await findMarket(db, id);
    if (!market) throw new ApiFailure(404, `No market ${id}`, 'not_found');
    if (market.kind !== kind) throw new ApiFailure(400, `Market ${id} is a ${market.kind} market, not ${kind}`, 'wrong_kind');
    return market;
  }

  /** Settles every pending bid of the market and day that the declaration decides. */
  async function settle(tx: Queryable, market: MarketRow, day: string, declaration: Declaration) {
    const pending = await tx.query<PendingBid>(
      `SELECT id, user_id, bet_type, session, digits, closedigits, points, rate_val_1, rate_val_2
         FROM bids WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending' ORDER BY id FOR UPDATE`,
      [market.id, day],
    );
    const decided = pending.filter((bid) => decides(declaration, { type: bid.bet_type, session: bid.session }));
    const lost: number[] = [];
    let won = 0;
    let paid = 0;
    for (const bid of decided) {
      if (!wins(declaration, { type: bid.bet_type, session: bid.session, digits: bid.digits, closedigits: bid.closedigits })) {
        lost.push(Number(bid.id));
        continue;
      }
      const amount = payout(Number(bid.points), Number(bid.rate_val_1), Number(bid.rate_val_2));
      if (amount > 0) await credit(tx, Number(bid.user_id), amount, 'win', `Win: ${market.name} ${bid.bet_type} ${bid.digits}${bid.closedigits ? `-${bid.closedigits}` : ''}`);
      await tx.query(`UPDATE bids SET status = 'won', payout = $2, settled_by = $3, settled_at = now() WHERE id = $1`, [bid.id, amount, declaration.kind]);
      won += 1;
      paid += amount;
    }
    if (lost.length > 0) {
      await tx.query(`UPDATE bids SET status = 'lost', payout = 0, settled_by = $2, settled_at = now() WHERE id = ANY($1::bigint[])`, [lost, declaration.kind]);
    }
    return { won, lost: lost.length, paid };
  }

  /** One declaration: unchanged when the same result stands, refused when another does (revert first). */
  async function declare(
    market: MarketRow,
    day: string,
    kind: DeclarationKind,
    apply: (current: ResultRow) => { same: boolean; next: ResultRow; declaration: Declaration; shown: string },
  ): Promise<Settlement> {
    return db.transaction(async (tx) => {
      const current = (await lockResult(tx, market.id, day))!;
      const { same, next, declaration, shown } = apply(current);
      if (same) return { market_id: market.id, date: day, declared: kind, result: shown, changed: false, won: 0, lost: 0, paid: 0 };
      await writeResult(tx, next);
      const settled = await settle(tx, market, day, declaration);
      tracker.marketsChanged(tx);
      return { market_id: market.id, date: day, declared: kind, result: shown, changed: true, ...settled };
    });
  }

  const validPana = (pana: string) => {
    if (!isPana(pana)) throw new ApiFailure(400, `${pana} is not a valid pana (three digits ascending, 0 counts as 10)`, 'invalid_pana');
  };

  return {
    async declareOpen(marketId: number, pana: string, date?: string) {
      validPana(pana);
      const market = await marketOf(marketId, 'main');
      return declare(market, dayOf(date), 'open', (current) => {
        if (current.openPana && current.openPana !== pana) {
          throw new ApiFailure(409, `The open result is already ${current.openPana}: revert it first`, 'already_declared');
        }
        return { same: current.openPana === pana, next: { ...current, openPana: pana }, declaration: { kind: 'open', openPana: pana }, shown: openResultOf(pana) };
      });
    },

    async declareClose(marketId: number, pana: string, date?: string) {
      validPana(pana);
      const market = await marketOf(marketId, 'main');
      return declare(market, dayOf(date), 'close', (current) => {
        if (!current.openPana) throw new ApiFailure(409, 'Declare the open result first', 'open_missing');
        if (current.closePana && current.closePana !== pana) {
          throw new ApiFailure(409, `The close result is already ${current.closePana}: revert it first`, 'already_declared');
        }
        const shown = `${openResultOf(current.openPana)}${closeResultOf(pana)}`;
        return {
          same: current.closePana === pana,
          next: { ...current, closePana: pana },
          declaration: { kind: 'close', openPana: current.openPana, closePana: pana },
          shown,
        };
      });
    },

    async declareStarline(marketId: number, pana: string, date?: string) {
      validPana(pana);
      const market = await marketOf(marketId, 'starline');
      return declare(market, dayOf(date), 'starline', (current) => {
        if (current.openPana && current.openPana !== pana) {
          throw new ApiFailure(409, `The result is already ${current.openPana}: revert it first`, 'already_declared');
        }
        return { same: current.openPana === pana, next: { ...current, openPana: pana }, declaration: { kind: 'starline', pana }, shown: openResultOf(pana) };
      });
    },

    async declareGali(marketId: number, jodi: string, date?: string) {
      if (!/^\d{2}$/.test(jodi)) throw new ApiFailure(400, `${jodi} is not a valid jodi (two digits)`, 'invalid_jodi');
      const market = await marketOf(marketId, 'gali');
      return declare(market, dayOf(date), 'gali', (current) => {
        if (current.jodi && current.jodi !== jodi) throw new ApiFailure(409, `The result is already ${current.jodi}: revert it first`, 'already_declared');
        return { same: current.jodi === jodi, next: { ...current, jodi }, declaration: { kind: 'gali', jodi }, shown: jodi };
      });
    },

    /**
     * Undoes the latest declaration of a market and day: each credit it made is taken back by a new ledger entry, its
     * bids go back to pending and its result is cleared. Refused if a winner no longer has the points.
     */
    async revert(marketId: number, date?: string) {
      const market = await findMarket(db, marketId);
      if (!market) throw new ApiFailure(404, `No market ${marketId}`, 'not_found');
      const day = dayOf(date);
      return db.transaction(async (tx) => {
        const current = (await lockResult(tx, market.id, day))!;
        const latest: { kind: DeclarationKind; next: ResultRow } | null =
          market.kind === 'gali'
            ? current.jodi ? { kind: 'gali', next: { ...current, jodi: null } } : null
            : market.kind === 'starline'
              ? current.openPana ? { kind: 'starline', next: { ...current, openPana: null } } : null
              : current.closePana
                ? { kind: 'close', next: { ...current, closePana: null } }
                : current.openPana
                  ? { kind: 'open', next: { ...current, openPana: null } }
                  : null;
        if (!latest) throw new ApiFailure(409, `No result declared for market ${market.id} on ${day}`, 'nothing_to_revert');
        const settled = await tx.query<{ id: number; user_id: number; payout: number; bet_type: string; digits: string }>(
          `SELECT id, user_id, payout, bet_type, digits FROM bids
            WHERE market_id = $1 AND bid_date = $2::date AND settled_by = $3 ORDER BY id FOR UPDATE`,
          [market.id, day, latest.kind],
        );
        let reversed = 0;
        for (const bid of settled.filter((row) => Number(row.payout) > 0)) {
          const balance = await debit(tx, Number(bid.user_id), Number(bid.payout), 'win_reversal', `Result reverted: ${market.name} ${bid.bet_type} ${bid.digits}`);
          if (balance === null) {
            throw new ApiFailure(409, `Cannot revert: player ${bid.user_id} no longer has the ${bid.payout} points won on bid ${bid.id}`, 'cannot_revert');
          }
          reversed += Number(bid.payout);
        }
        await tx.query(
          `UPDATE bids SET status = 'pending', payout = 0, settled_by = NULL, settled_at = NULL WHERE id = ANY($1::bigint[])`,
          [settled.map((row) => Number(row.id))],
        );
        await writeResult(tx, latest.next);
        tracker.marketsChanged(tx);
        return { market_id: market.id, date: day, reverted: latest.kind, bids: settled.length, points_taken_back: reversed };
      });
    },
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
