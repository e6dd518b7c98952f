/** A whole number as players read it: Indian digit grouping (`1,29,490`). */
export function groupedNumber(value: number): string {
  return value.toLocaleString('en-IN', { maximumFractionDigits: 0 });
}

/** Points as the app shows them everywhere: Indian digit grouping and the `pts` suffix (`1,29,490 pts`). */
export function formatPoints(points: number): string {
  return `${groupedNumber(points)} pts`;
}
