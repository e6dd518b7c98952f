import { formatBidDate } from '@matka/shared-kernel/domain';
import type { Answer, Harness } from './api-harness';

// The standard markets live with the world's builders; suites that only place bids import them from here too.
export { setUpMarkets, type Markets } from './world';

const CALLS = { main: 'api-submit-bid', starline: 'api-starline-submit-bid', gali: 'api-galidisawar-submit-bid' } as const;
let keys = 0;

export interface BatchOptions {
  session?: 'Open' | 'Close';
  key?: string;
  bidDate?: string;
  gameId?: number;
}

/** Sends one bid batch as the screens do. Rows are [digits, points] or [digits, closedigits, points]. */
export function placeBids(
  api: Harness,
  token: string,
  kind: keyof typeof CALLS,
  marketId: number,
  type: string,
  rows: Array<[string, number] | [string, string, number]>,
  options: BatchOptions = {},
): Promise<Answer> {
  const result = rows.map((row) =>
    row.length === 2 ? { digits: row[0], closedigits: '', points: row[1] } : { digits: row[0], closedigits: row[1], points: row[2] },
  );
  return api.call(
    CALLS[kind],
    {
      game_id: options.gameId ?? marketId,
      idempotency_key: options.key ?? `bid-batch-${(keys += 1)}-${Date.now()}`,
      new_result: {
        Gamename: 'TEST',
        totalbit: result.reduce((sum, row) => sum + row.points, 0),
        gameid: marketId,
        pana: type,
        gametype: type,
        bid_date: options.bidDate ?? formatBidDate(api.clock.now),
        session: options.session ?? 'Open',
        result,
      },
    },
    token,
  );
}
