import {
  closeResultOf,
  decides,
  formatClockTime,
  isPana,
  istDay,
  istMinutes,
  isoDay,
  openResultOf,
  parseIsoDay,
  payout,
  wins,
  type Declaration,
  type SettledBidType,
} from '@matka/shared-kernel/domain';
import type { Database, Queryable } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import type { Clock } from '../../platform/clock';
import type { ChangeTracker } from '../markets/change-tracker';
import { findMarket, findResult, lockResult, writeResult, type MarketRow, type ResultRow } from '../markets/markets.repository';
import { recordAction, type AuditContext } from '../operator/audit.repository';
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

/** What a declaration would do, computed as `declare` computes it, before anything is written. */
export interface SettlementPreview extends Settlement {
  market: string;
  /** Pending bids the declaration decides (won + lost). */
  bids: number;
  /** Distinct players among the winners. */
  players: number;
}

/**
 * Which of the pending bids a declaration decides, which of those win and what each pays (`floor(points × val_2 /
 * val_1)` at the bid's stored rate). Pure: the preview shows this plan and the declaration applies the same one.
 */
export function planSettlement(pending: PendingBid[], declaration: Declaration) {
  const winners: Array<{ bid: PendingBid; amount: number }> = [];
  const losers: number[] = [];
  for (const bid of pending) {
    if (!decides(declaration, { type: bid.bet_type, session: bid.session })) continue;
    if (wins(declaration, { type: bid.bet_type, session: bid.session, digits: bid.digits, closedigits: bid.closedigits })) {
      winners.push({ bid, amount: payout(Number(bid.points), Number(bid.rate_val_1), Number(bid.rate_val_2)) });
    } else {
      losers.push(Number(bid.id));
    }
  }
  return { winners, losers, won: winners.length, lost: losers.length, paid: winners.reduce((sum, w) => sum + w.amount, 0) };
}

/**
 * The day's result with this declaration made: `same` when it stands already (nothing to do), a 409 when another
 * result of the same kind stands (revert it first) or the close comes before the open.
 */
function proposal(kind: DeclarationKind, current: ResultRow, value: string): { same: boolean; next: ResultRow; declaration: Declaration; shown: string } {
  switch (kind) {
    case 'open':
      if (current.openPana && current.openPana !== value) {
        throw new ApiFailure(409, `The open result is already ${current.openPana}: revert it first`, 'already_declared');
      }
      return { same: current.openPana === value, next: { ...current, openPana: value }, declaration: { kind: 'open', openPana: value }, shown: openResultOf(value) };
    case 'close':
      if (!current.openPana) throw new ApiFailure(409, 'Declare the open result first', 'open_missing');
      if (current.closePana && current.closePana !== value) {
        throw new ApiFailure(409, `The close result is already ${current.closePana}: revert it first`, 'already_declared');
      }
      return {
        same: current.closePana === value,
        next: { ...current, closePana: value },
        declaration: { kind: 'close', openPana: current.openPana, closePana: value },
        shown: `${openResultOf(current.openPana)}${closeResultOf(value)}`,
      };
    case 'starline':
      if (current.openPana && current.openPana !== value) throw new ApiFailure(409, `The result is already ${current.openPana}: revert it first`, 'already_declared');
      return { same: current.openPana === value, next: { ...current, openPana: value }, declaration: { kind: 'starline', pana: value }, shown: openResultOf(value) };
    case 'gali':
      if (current.jodi && current.jodi !== value) throw new ApiFailure(409, `The result is already ${current.jodi}: revert it first`, 'already_declared');
      return { same: current.jodi === value, next: { ...current, jodi: value }, declaration: { kind: 'gali', jodi: value }, shown: value };
  }
}

const emptyResult = (marketId: number, day: string): ResultRow => ({ marketId, resultDate: day, openPana: null, closePana: null, jodi: null });

/** Declaring results settles the bids they decide, in one transaction; a revert undoes the latest declaration. */
export function resultsService(deps: { db: Database; clock: Clock; tracker: ChangeTracker }) {
  const { db, clock, tracker } = deps;

  /** The IST day a result is for: today by default; a real calendar date, never one after today. */
  const dayOf = (date: string | undefined) => {
    const today = isoDay(istDay(clock()));
    if (date === undefined) return today;
    const parsed = parseIsoDay(date);
    if (!parsed) throw new ApiFailure(400, `Invalid date ${date}: use a real date as YYYY-MM-DD`, 'invalid_date');
    const day = isoDay(parsed);
    if (day > today) throw new ApiFailure(400, `${day} is in the future: a result is declared on its day or after`, 'future_date');
    return day;
  };

  /**
   * Today, a declaration before its market's open time is refused unless asked for as early (`early`, the CLI's
   * --early): a result entered ahead of time by mistake would settle bids still being placed.
   */
  const checkTime = (market: MarketRow, day: string, early: boolean) => {
    const now = clock();
    if (early || day !== isoDay(istDay(now)) || istMinutes(now) >= market.openMinutes) return;
    throw new ApiFailure(
      409,
      `${market.name} opens at ${formatClockTime(market.openMinutes)} (it is ${formatClockTime(istMinutes(now))} IST): to declare before then, declare it as early (--early)`,
      'too_early',
    );
  };

  async function existingMarket(id: number): Promise<MarketRow> {
    const market = await findMarket(db, id);
    if (!market) throw new ApiFailure(404, `No market ${id}`, 'not_found');
    return market;
  }

  async function marketOf(id: number, kind: MarketRow['kind']): Promise<MarketRow> {
    const market = await existingMarket(id);
    if (market.kind !== kind) throw new ApiFailure(400, `Market ${id} is a ${market.kind} market, not ${kind}`, 'wrong_kind');
    return market;
  }

  /**
   * Winners in player-id order, then bid order: a transfer locks its two players in id order too, so a declaration
   * crediting many players and a transfer between two of them cannot wait on each other in a cycle.
   */
  const byPlayer = <T,>(items: T[], bidOf: (item: T) => { id: number | string; user_id: number | string }) =>
    [...items].sort((a, b) => Number(bidOf(a).user_id) - Number(bidOf(b).user_id) || Number(bidOf(a).id) - Number(bidOf(b).id));

  const PENDING = `SELECT id, user_id, bet_type, session, digits, closedigits, points, rate_val_1, rate_val_2
         FROM bids WHERE market_id = $1 AND bid_date = $2::date AND status = 'pending' ORDER BY id`;

  /** Settles every pending bid of the market and day that the declaration decides, as `planSettlement` says. */
  async function settle(tx: Queryable, market: MarketRow, day: string, declaration: Declaration) {
    const pending = await tx.query<PendingBid>(`${PENDING} FOR UPDATE`, [market.id, day]);
    const plan = planSettlement(pending, declaration);
    for (const { bid, amount } of byPlayer(plan.winners, ({ bid }) => bid)) {
      if (amount > 0) await credit(tx, Number(bid.user_id), amount, 'win', `Win: ${market.name} ${bid.bet_type} ${bid.digits}${bid.closedigits ? `-${bid.closedigits}` : ''}`);
      await tx.query(`UPDATE bids SET status = 'won', payout = $2, settled_by = $3, settled_at = now() WHERE id = $1`, [bid.id, amount, declaration.kind]);
    }
    if (plan.losers.length > 0) {
      await tx.query(`UPDATE bids SET status = 'lost', payout = 0, settled_by = $2, settled_at = now() WHERE id = ANY($1::bigint[])`, [plan.losers, declaration.kind]);
    }
    return { won: plan.won, lost: plan.lost, paid: plan.paid };
  }

  /** The market a declaration of this kind is for, and its day; 400/404 when they do not fit. */
  async function target(kind: DeclarationKind, marketId: number, value: string, date: string | undefined) {
    if (kind === 'gali') {
      if (!/^\d{2}$/.test(value)) throw new ApiFailure(400, `${value} is not a valid jodi (two digits)`, 'invalid_jodi');
    } else if (!isPana(value)) {
      throw new ApiFailure(400, `${value} is not a valid pana (three digits ascending, 0 counts as 10)`, 'invalid_pana');
    }
    const market = await marketOf(marketId, kind === 'open' || kind === 'close' ? 'main' : kind);
    return { market, day: dayOf(date) };
  }

  /** One declaration: unchanged when the same result stands, refused when another does (revert first). */
  async function declare(kind: DeclarationKind, marketId: number, value: string, date: string | undefined, audit?: AuditContext, early = false): Promise<Settlement> {
    const { market, day } = await target(kind, marketId, value, date);
    checkTime(market, day, early);
    return db.transaction(async (tx) => {
      const current = (await lockResult(tx, market.id, day))!;
      const { same, next, declaration, shown } = proposal(kind, current, value);
      const unchanged = { market_id: market.id, date: day, declared: kind, result: shown, changed: false, won: 0, lost: 0, paid: 0 };
      let settlement: Settlement = unchanged;
      if (!same) {
        await writeResult(tx, next);
        settlement = { ...unchanged, changed: true, ...(await settle(tx, market, day, declaration)) };
        tracker.marketsChanged(tx);
      }
      if (audit) await recordAction(tx, audit, { action: `result ${kind}`, target: `${market.name} (#${market.id}) ${day} ${value}`, outcome: settlement });
      return settlement;
    });
  }

  /**
   * What a declaration would do, by the same rules and the same plan that `declare` applies, without writing anything:
   * the bids it decides, the winning bids and players, and the points it would pay.
   */
  async function preview(kind: DeclarationKind, marketId: number, value: string, date: string | undefined): Promise<SettlementPreview> {
    const { market, day } = await target(kind, marketId, value, date);
    const current = (await findResult(db, market.id, day)) ?? emptyResult(market.id, day);
    const { same, declaration, shown } = proposal(kind, current, value);
    const base = { market_id: market.id, market: market.name, date: day, declared: kind, result: shown, changed: !same };
    if (same) return { ...base, bids: 0, won: 0, lost: 0, paid: 0, players: 0 };
    const plan = planSettlement(await db.query<PendingBid>(PENDING, [market.id, day]), declaration);
    return { ...base, bids: plan.won + plan.lost, won: plan.won, lost: plan.lost, paid: plan.paid, players: new Set(plan.winners.map((w) => Number(w.bid.user_id))).size };
  }

  /** What a revert undoes: the latest declaration of the market and day and the bids it settled (locked inside `revert`). */
  async function latestDeclaration(q: Queryable, market: MarketRow, current: ResultRow, lock: boolean) {
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
    if (!latest) throw new ApiFailure(409, `No result declared for market ${market.id} on ${current.resultDate}`, 'nothing_to_revert');
    const settled = await q.query<{ id: number; user_id: number; payout: number; bet_type: string; digits: string }>(
      `SELECT id, user_id, payout, bet_type, digits FROM bids
        WHERE market_id = $1 AND bid_date = $2::date AND settled_by = $3 ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
      [market.id, current.resultDate, latest.kind],
    );
    return { ...latest, settled };
  }

  return {
    declareOpen: (marketId: number, pana: string, date?: string, audit?: AuditContext, early?: boolean) => declare('open', marketId, pana, date, audit, early),
    declareClose: (marketId: number, pana: string, date?: string, audit?: AuditContext, early?: boolean) => declare('close', marketId, pana, date, audit, early),
    declareStarline: (marketId: number, pana: string, date?: string, audit?: AuditContext, early?: boolean) => declare('starline', marketId, pana, date, audit, early),
    declareGali: (marketId: number, jodi: string, date?: string, audit?: AuditContext, early?: boolean) => declare('gali', marketId, jodi, date, audit, early),
    preview,

    /** What `revert` would take back, and from whom it could not (a winner who no longer has the points). Writes nothing. */
    async previewRevert(marketId: number, date?: string) {
      const market = await existingMarket(marketId);
      const day = dayOf(date);
      const current = (await findResult(db, market.id, day)) ?? emptyResult(market.id, day);
      const latest = await latestDeclaration(db, market, current, false);
      const owed = new Map<number, number>();
      for (const bid of latest.settled) owed.set(Number(bid.user_id), (owed.get(Number(bid.user_id)) ?? 0) + Number(bid.payout));
      const balances = await db.query<{ id: number; mobile: string; balance: number }>('SELECT id, mobile, balance FROM users WHERE id = ANY($1::bigint[])', [
        [...owed.keys()],
      ]);
      const short = balances
        .filter((user) => Number(user.balance) < (owed.get(Number(user.id)) ?? 0))
        .map((user) => ({ mobile: user.mobile, owes: owed.get(Number(user.id)) ?? 0, balance: Number(user.balance) }));
      return {
        market_id: market.id,
        market: market.name,
        date: day,
        reverts: latest.kind,
        bids: latest.settled.length,
        won: latest.settled.filter((bid) => Number(bid.payout) > 0).length,
        points_taken_back: latest.settled.reduce((sum, bid) => sum + Number(bid.payout), 0),
        short,
      };
    },

    /**
     * Undoes the latest declaration of a market and day: each credit it made is taken back by a new ledger entry, its
     * bids go back to pending and its result is cleared. Refused if a winner no longer has the points.
     */
    async revert(marketId: number, date?: string, audit?: AuditContext) {
      const market = await existingMarket(marketId);
      const day = dayOf(date);
      return db.transaction(async (tx) => {
        const current = (await lockResult(tx, market.id, day))!;
        const latest = await latestDeclaration(tx, market, current, true);
        let reversed = 0;
        for (const bid of byPlayer(latest.settled.filter((row) => Number(row.payout) > 0), (row) => row)) {
          const balance = await debit(tx, Number(bid.user_id), Number(bid.payout), 'win_reversal', `Result reverted: ${market.name} ${bid.bet_type} ${bid.digits}`);
          if (balance === null) {
            throw new ApiFailure(409, `Cannot revert: player ${bid.user_id} no longer has the ${bid.payout} points won on bid ${bid.id}`, 'cannot_revert');
          }
          reversed += Number(bid.payout);
        }
        await tx.query(
          `UPDATE bids SET status = 'pending', payout = 0, settled_by = NULL, settled_at = NULL WHERE id = ANY($1::bigint[])`,
          [latest.settled.map((row) => Number(row.id))],
        );
        await writeResult(tx, latest.next);
        tracker.marketsChanged(tx);
        const outcome = { market_id: market.id, date: day, reverted: latest.kind, bids: latest.settled.length, points_taken_back: reversed };
        if (audit) await recordAction(tx, audit, { action: 'result revert', target: `${market.name} (#${market.id}) ${day}`, outcome });
        return outcome;
      });
    },
  };
}

export type ResultsService = ReturnType<typeof resultsService>;
