import { istDay, istMinutes, isoDay, type MarketKind } from '@matka/shared-kernel/domain';
import type { Queryable } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { listMarkets, resultsOn } from '../markets/markets.repository';
import { closedOn } from '../markets/market-schedule';
import { DECLARATIONS_OF_MARKET, declaredValue } from '../markets/result-columns';
import { checkLedger } from '../wallet/ledger';
import { pendingMoney } from '../wallet/money-requests.repository';

/** A result the clock says is due and nobody has declared: `open`/`close` of a main market, a slot's or game's. */
export interface DueResult {
  market_id: number;
  kind: MarketKind;
  name: string;
  declare: 'open' | 'close' | 'starline' | 'gali';
  /** When it became due, `hh:mm` IST minutes after midnight. */
  due_minutes: number;
}

/** Today at a glance: pending money (when asked: for those who decide it), results due and not declared (not a market's holiday), the ledger check. */
export async function todayAtAGlance(db: Queryable, clock: Clock, show: { pending: boolean }) {
  const now = clock();
  const day = isoDay(istDay(now));
  const minute = istMinutes(now);
  const [money, ledger, markets, closed, ...results] = await Promise.all([
    show.pending ? pendingMoney(db) : undefined,
    checkLedger(db),
    listMarkets(db, { activeOnly: true }),
    closedOn(db, day),
    resultsOn(db, 'main', day),
    resultsOn(db, 'starline', day),
    resultsOn(db, 'gali', day),
  ]);
  const declared = new Map(results.flatMap((byMarket) => [...byMarket.entries()]));
  const due: DueResult[] = [];
  // A market on holiday (its weekly schedule or a date) has no result due.
  for (const market of markets.filter((candidate) => !closed.has(candidate.id))) {
    const result = declared.get(market.id);
    const entry = (declare: DueResult['declare'], at: number) => due.push({ market_id: market.id, kind: market.kind, name: market.name, declare, due_minutes: at });
    // The day's next declaration is due from its time: a close from the close time, any other from the open time.
    const next = DECLARATIONS_OF_MARKET[market.kind].find((kind) => !declaredValue(result, kind));
    const at = next === 'close' ? market.closeMinutes : market.openMinutes;
    if (next && at !== null && minute >= at) entry(next, at);
  }
  return { date: day, ...(money ? { pending: money } : {}), due: due.sort((a, b) => a.due_minutes - b.due_minutes), ledger };
}
