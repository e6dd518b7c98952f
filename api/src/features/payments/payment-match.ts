/**
 * What the matcher does with a payment and the deposit request that claims it (the same UTR, or for a request filed
 * without one, the only payment of its amount from the player's own UPI id): credit it, leave it to a cashier with the
 * reason, or nothing. Pure: payments.service.ts reads, locks and writes around it. It never guesses: anything but an
 * exact match a cashier may trust goes to a cashier.
 */

export interface ClaimingRequest {
  id: number;
  amount: number;
  status: 'pending' | 'approved' | 'rejected';
}

export type MatchDecision =
  /** Approve the request and credit it, in the transaction that records the match. */
  | { kind: 'credit' }
  /** The request was approved before the payment arrived (a cashier did): the payment is its proof, nothing more. */
  | { kind: 'proof' }
  /** A cashier decides; the payment is linked to the request and the reason says why. */
  | { kind: 'review'; reason: string }
  /** No request claims it (or only a rejected one): it waits for one. */
  | { kind: 'wait' };

export const MATCH_REASONS = {
  automatic: (source: string) => `automatic (${source})`,
  proof: 'approved by a cashier before the payment arrived',
  amountsDiffer: (paid: number, asked: number) => `amounts differ: paid ${paid.toLocaleString('en-IN')}, the request asks ${asked.toLocaleString('en-IN')}`,
  aboveAutoMax: (max: number) => `above AUTO_APPROVE_MAX (${max.toLocaleString('en-IN')}): a cashier confirms`,
  noRoom: 'the player’s wallet cannot hold it: a cashier looks',
} as const;

/** The decision for a payment of `paid` points and the request claiming it, at the automatic limit `autoApproveMax`. */
export function decideMatch(paid: number, request: ClaimingRequest | null, autoApproveMax: number): MatchDecision {
  if (!request || request.status === 'rejected') return { kind: 'wait' };
  if (request.status === 'approved') return { kind: 'proof' };
  if (request.amount !== paid) return { kind: 'review', reason: MATCH_REASONS.amountsDiffer(paid, request.amount) };
  if (paid > autoApproveMax) return { kind: 'review', reason: MATCH_REASONS.aboveAutoMax(autoApproveMax) };
  return { kind: 'credit' };
}

/**
 * Whether a payer's UPI id is one of the player's saved UPI numbers: the id itself, or a number before its `@`
 * (`9876543210@ybl`). Compared without case; an empty id is nobody's.
 */
export function paidFromSaved(payerUpi: string, saved: readonly string[]): boolean {
  const payer = payerUpi.trim().toLowerCase();
  if (payer === '') return false;
  const handle = payer.split('@')[0] ?? '';
  return saved.some((number) => {
    const own = number.trim().toLowerCase();
    return own !== '' && (own === payer || own === handle);
  });
}
