import { formatBidDate } from '@matka/shared-kernel/domain';
import type { Answer, Harness } from './api-harness';

export interface Markets {
  main: number;
  starline: number;
  gali: number;
}

/** A main market 11:30 AM – 01:30 PM, a Starline slot at 03:00 PM, a Gali game at 11:00 PM, typical rates. */
export async function setUpMarkets(api: Harness): Promise<Markets> {
  const add = async (body: Record<string, string>) => {
    const answer = await api.operator('POST', '/operator/markets', body);
    if (answer.statusCode !== 200) throw new Error(JSON.stringify(answer.body));
    return Number(answer.body.game_id);
  };
  const markets = {
    main: await add({ kind: 'main', name: 'Test Market', open: '11:30 AM', close: '01:30 PM' }),
    starline: await add({ kind: 'starline', name: 'Star 3 PM', open: '03:00 PM' }),
    gali: await add({ kind: 'gali', name: 'Test Gali', open: '11:00 PM' }),
  };
  const rates: Array<[string, string, number]> = [
    ['main', 'single_digit', 95], ['main', 'jodi_digit', 900], ['main', 'single_pana', 1400], ['main', 'double_pana', 2800],
    ['main', 'tripple_pana', 7000], ['main', 'half_sangam', 10000], ['main', 'full_sangam', 100000],
    ['starline', 'single_digit', 95], ['starline', 'single_pana', 1400], ['starline', 'double_pana', 2800], ['starline', 'tripple_pana', 7000],
    ['gali', 'single_digit', 95], ['gali', 'single_pana', 95], ['gali', 'double_pana', 900],
  ];
  for (const [kind, type, val2] of rates) await api.operator('POST', '/operator/rates', { kind, type, val1: 10, val2 });
  return markets;
}

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
