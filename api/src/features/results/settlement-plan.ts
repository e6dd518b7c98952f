import { closeResultOf, decides, isPana, openResultOf, payout, wins, type Declaration, type MarketKind } from '@matka/shared-kernel/domain';
import { InvalidInput, StateConflict } from '../../domain-errors';
import type { ResultRow } from '../markets/markets.repository';
import { DECLARATIONS_OF_MARKET, RESULT_COLUMN, declaredValue, type DeclarationKind } from '../markets/result-columns';
import type { PendingBid } from './settlement.repository';

/**
 * What a declaration does, as pure functions of the market, the day's result and the pending bids: whether the value
 * is a result at all, what the day's result becomes, which bids it decides, which win and what each pays. The preview
 * shows this plan and the declaration applies the same one; results.service.ts does the reading, locking and writing.
 */

/** A declared value that is no result: a jodi of two digits for Gali, else a pana. */
export function checkResultValue(kind: DeclarationKind, value: string): void {
  if (kind === 'gali') {
    if (!/^\d{2}$/.test(value)) throw new InvalidInput(`${value} is not a valid jodi (two digits)`, 'invalid_jodi');
  } else if (!isPana(value)) {
    throw new InvalidInput(`${value} is not a valid pana (three digits ascending, 0 counts as 10)`, 'invalid_pana');
  }
}

/** What the day's result becomes with a declaration made. */
export interface Proposal {
  /** The same result stands already: nothing to do. */
  same: boolean;
  next: ResultRow;
  declaration: Declaration;
  /** The result as the players' screens show it (`123-6`, `123-68-459`, the jodi). */
  shown: string;
}

/**
 * The day's result with this declaration made: `same` when it stands already, refused when another result of the same
 * kind stands (revert it first) or a close comes before its open.
 */
export function proposal(kind: DeclarationKind, current: ResultRow, value: string): Proposal {
  const declaration = declarationOf(kind, value, current.openPana);
  const standing = declaredValue(current, kind);
  if (standing && standing !== value) {
    const what = kind === 'open' || kind === 'close' ? `The ${kind} result` : 'The result';
    throw new StateConflict(`${what} is already ${standing}: revert it first`, 'already_declared');
  }
  return { same: standing === value, next: { ...current, [RESULT_COLUMN[kind]]: value }, declaration, shown: shownResult(declaration) };
}

/** The declaration of `value` as `kind`; a close needs the day's open pana (declared first). */
function declarationOf(kind: DeclarationKind, value: string, openPana: string | null): Declaration {
  switch (kind) {
    case 'open':
      return { kind, openPana: value };
    case 'close':
      if (!openPana) throw new StateConflict('Declare the open result first', 'open_missing');
      return { kind, openPana, closePana: value };
    case 'starline':
      return { kind, pana: value };
    case 'gali':
      return { kind, jodi: value };
  }
}

/** A declared result as the players' screens show it. */
function shownResult(declaration: Declaration): string {
  switch (declaration.kind) {
    case 'open':
      return openResultOf(declaration.openPana);
    case 'close':
      return `${openResultOf(declaration.openPana)}${closeResultOf(declaration.closePana)}`;
    case 'starline':
      return openResultOf(declaration.pana);
    case 'gali':
      return declaration.jodi;
  }
}

/** A winning bid and what it pays. */
export interface Winner {
  bid: PendingBid;
  amount: number;
}

/** Which of some pending bids a declaration decides: the winners with their payouts, the losers' ids, and the sums. */
export interface SettlementPlan {
  winners: Winner[];
  losers: number[];
  won: number;
  lost: number;
  paid: number;
}

/**
 * Which of the pending bids a declaration decides, which of those win and what each pays (`floor(points × val_2 /
 * val_1)` at the bid's stored rate). Bids it does not decide (the other session's) are in neither list.
 */
export function planSettlement(pending: readonly PendingBid[], declaration: Declaration): SettlementPlan {
  const winners: Winner[] = [];
  const losers: number[] = [];
  for (const bid of pending) {
    if (!decides(declaration, { type: bid.bet_type, session: bid.session })) continue;
    if (wins(declaration, { type: bid.bet_type, session: bid.session, digits: bid.digits, closedigits: bid.closedigits })) {
      winners.push({ bid, amount: payout(bid.points, bid.rate_val_1, bid.rate_val_2) });
    } else {
      losers.push(bid.id);
    }
  }
  return { winners, losers, won: winners.length, lost: losers.length, paid: winners.reduce((sum, w) => sum + w.amount, 0) };
}

/** Pending bids alike — type, session, numbers, stake and rate — and how many: a declaration decides and pays each alike. */
export type BidKind = Omit<PendingBid, 'id' | 'user_id'> & { bids: number };

/** A kind of bid a declaration decides: whether its bids win, and what each of them pays (0 when they lose). */
export interface DecidedKind {
  kind: BidKind;
  won: boolean;
  payout: number;
}

/**
 * `planSettlement` for kinds of bids rather than bids (the same rules: `decides`, `wins`, `payout`): the kinds a
 * declaration decides, each won or lost with what each of its bids pays, and the sums over their bids. The database
 * then settles every bid of a decided kind in one pass (settlement.repository.ts `settleKinds`).
 */
export function planKinds(kinds: readonly BidKind[], declaration: Declaration): { decided: DecidedKind[]; won: number; lost: number; paid: number } {
  const decided: DecidedKind[] = [];
  const sums = { won: 0, lost: 0, paid: 0 };
  for (const kind of kinds) {
    if (!decides(declaration, { type: kind.bet_type, session: kind.session })) continue;
    const won = wins(declaration, { type: kind.bet_type, session: kind.session, digits: kind.digits, closedigits: kind.closedigits });
    const each = won ? payout(kind.points, kind.rate_val_1, kind.rate_val_2) : 0;
    decided.push({ kind, won, payout: each });
    if (won) {
      sums.won += kind.bids;
      sums.paid += kind.bids * each;
    } else {
      sums.lost += kind.bids;
    }
  }
  return { decided, ...sums };
}

/** What a revert undoes: the latest declaration of the day (a main market's close before its open), and the result without it. */
export function latestDeclaration(marketKind: MarketKind, current: ResultRow): { kind: DeclarationKind; next: ResultRow } | null {
  const kind = [...DECLARATIONS_OF_MARKET[marketKind]].reverse().find((made) => declaredValue(current, made) !== null);
  return kind ? { kind, next: { ...current, [RESULT_COLUMN[kind]]: null } } : null;
}
