import { formatPoints } from '@matka/shared-kernel/domain';

/** What a notification says (title, body), as the player reads it in the inbox and on the device. */
export const PUSH_MESSAGES = {
  /** `KALYAN Open 128-1` · `you won 950 pts` or `no win this time`. */
  result: (market: string, session: string, result: string, won: number) => ({
    title: `${market}${session ? ` ${session}` : ''} ${result}`,
    body: won > 0 ? `You won ${formatPoints(won)}` : 'No win this time',
  }),
  depositApproved: (amount: number) => ({ title: 'Deposit approved', body: `${formatPoints(amount)} added to your wallet` }),
  depositRejected: (amount: number, reason: string) => ({ title: 'Deposit rejected', body: `${formatPoints(amount)} not added${reason ? `: ${reason}` : ''}` }),
  withdrawalPaid: (amount: number, utr: string) => ({ title: 'Withdrawal paid', body: `${formatPoints(amount)} sent${utr ? ` (UTR ${utr})` : ''}` }),
  withdrawalCancelled: (amount: number, reason: string) => ({ title: 'Withdrawal cancelled', body: `${formatPoints(amount)} back in your wallet${reason ? `: ${reason}` : ''}` }),
  pointsReceived: (amount: number, from: string) => ({ title: 'Points received', body: `${formatPoints(amount)} from ${from}` }),
} as const;

/** What an operator reads when a notice cannot go (the operator API's refusals; the console and the CLI show them). */
export const NOTICE_REFUSALS = {
  marketMissing: 'market is required for the audience market: name the market',
  marketNotForAudience: (audience: string) => `market is only for the audience market, not ${audience}`,
  noSuchMarket: (name: string) => `No market is named "${name}"`,
  nobody: (audience: string) => `No player is in this audience (${audience}): nothing was sent`,
  limit: (perDay: number) =>
    `${perDay} notice${perDay === 1 ? '' : 's'} a day is the limit (NOTICES_PER_DAY), and ${perDay === 1 ? 'it was' : 'all were'} sent today: the next can go tomorrow`,
} as const;
