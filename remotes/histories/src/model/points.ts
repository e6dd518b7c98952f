import { formatPoints } from '@matka/shared-kernel/domain';

export { formatPoints };

/** A ledger amount with its sign: `+95 pts` for a credit, `-10 pts` for a debit. */
export function signedPoints(points: number, credit: boolean): string {
  return `${credit ? '+' : '-'}${formatPoints(points)}`;
}
