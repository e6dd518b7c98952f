import { pts } from '../audit.repository';

/** The operators' texts for credits past a day's limit and for second approvals (docs/operations.md, "Cashier limits"). */
export const APPROVAL_MESSAGES = {
  /** A cashier's credits of the day (CASHIER_DAY_CREDIT) would pass the limit: what is left. */
  cashierDayLimit: (who: string, used: number, limit: number, points: number) =>
    `Over the cashier's day limit: ${who} has credited ${pts(used)} today (CASHIER_DAY_CREDIT is ${pts(limit)}), so ${pts(Math.max(0, limit - used))} left, not ${pts(points)}`,
  /** A player's credits of the day (PLAYER_DAY_CREDIT) would pass the limit: what is left. */
  playerDayLimit: (mobile: string, used: number, limit: number, points: number) =>
    `Over the player's day limit: ${mobile} has been credited ${pts(used)} today (PLAYER_DAY_CREDIT is ${pts(limit)}), so ${pts(Math.max(0, limit - used))} left, not ${pts(points)}`,
  /** The operator who asked tried to give the second approval too. */
  sameOperator: (who: string) => `${who} asked for this: the second approval must come from another owner or cashier`,
  notFound: (id: number) => `No approval ${id}`,
  rejected: (id: number) => `Approval ${id} was already rejected`,
  approved: (id: number) => `Approval ${id} was already approved`,
  /** What waits, in the audit list's words. */
  waiting: (points: number) => `${pts(points)} waits for a second operator's approval`,
} as const;
