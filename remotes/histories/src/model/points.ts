/** Points as the app shows them: Indian digit grouping and the `pts` suffix (`1,00,000 pts`). */
export function formatPoints(points: number): string {
  return `${points.toLocaleString('en-IN')} pts`;
}

/** A ledger amount with its sign: `+95 pts` for a credit, `-10 pts` for a debit. */
export function signedPoints(points: number, credit: boolean): string {
  return `${credit ? '+' : '-'}${formatPoints(points)}`;
}
