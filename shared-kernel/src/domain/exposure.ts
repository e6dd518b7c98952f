// Operators' tools only (the console and the API): exported by `@matka/shared-kernel/operator`, so the players' shared
// /domain module does not carry it.
import { ALL_PANAS, panaDigit } from './panas';
import { decides, wins, type Declaration, type SettleableBid } from './settlement';

/** Pending bids alike (same type, session and numbers), summed: how many, their stake, and what they pay if they win. */
export interface BidGroup extends SettleableBid {
  bids: number;
  stake: number;
  /** The sum of each bid's own payout at its own rate (floor per bid, as settlement pays). */
  payout: number;
}

/** What one possible result would do to the pending bids it decides. */
export interface ResultExposure {
  result: string;
  winningBids: number;
  pays: number;
}

/** What a declaration still to come risks: the stake per number, and what each possible result would pay. */
export interface Exposure {
  bids: number;
  stake: number;
  numbers: Array<{ type: string; number: string; bids: number; stake: number; pays: number }>;
  /** Every possible result, the costliest first. */
  results: ResultExposure[];
}

/** The results a declaration of this kind could be: each pana (with the day's open pana for a close), or each jodi. */
export function possibleResults(kind: Declaration['kind'], openPana?: string): Array<{ result: string; declaration: Declaration }> {
  switch (kind) {
    case 'open':
      return ALL_PANAS.map((pana) => ({ result: `${pana}-${panaDigit(pana)}`, declaration: { kind: 'open', openPana: pana } }));
    case 'close':
      if (!openPana) throw new RangeError('a close result needs the open pana');
      return ALL_PANAS.map((pana) => ({
        result: `${openPana}-${panaDigit(openPana)}${panaDigit(pana)}-${pana}`,
        declaration: { kind: 'close', openPana, closePana: pana },
      }));
    case 'starline':
      return ALL_PANAS.map((pana) => ({ result: `${pana}-${panaDigit(pana)}`, declaration: { kind: 'starline', pana } }));
    case 'gali':
      return Array.from({ length: 100 }, (_, n) => {
        const jodi = String(n).padStart(2, '0');
        return { result: jodi, declaration: { kind: 'gali', jodi } };
      });
  }
}

/**
 * The exposure of a declaration still to come, by the rules that settle (`decides`, `wins`): the pending bids it
 * decides, summed per number, and for every possible result what it would pay, the costliest first. Works on groups
 * of alike bids, so its cost is the number of distinct numbers played, not of bids.
 */
export function exposureOf(groups: readonly BidGroup[], kind: Declaration['kind'], openPana?: string): Exposure {
  const candidates = possibleResults(kind, openPana);
  const decided = groups.filter((group) => decides(candidates[0]!.declaration, group));
  const numbers = decided
    .map((group) => ({
      type: group.type,
      number: group.closedigits ? `${group.digits}-${group.closedigits}` : group.digits,
      bids: group.bids,
      stake: group.stake,
      pays: group.payout,
    }))
    .sort((a, b) => a.type.localeCompare(b.type) || a.number.localeCompare(b.number));
  const results = candidates
    .map(({ result, declaration }) => {
      let winningBids = 0;
      let pays = 0;
      for (const group of decided) {
        if (!wins(declaration, group)) continue;
        winningBids += group.bids;
        pays += group.payout;
      }
      return { result, winningBids, pays };
    })
    .sort((a, b) => b.pays - a.pays || a.result.localeCompare(b.result));
  return {
    bids: decided.reduce((sum, group) => sum + group.bids, 0),
    stake: decided.reduce((sum, group) => sum + group.stake, 0),
    numbers,
    results,
  };
}
