import { ALL_PANAS, isoDay, istDay, type MarketKind } from '@matka/shared-kernel/domain';
import { USUAL_RATE_BANDS } from '@matka/shared-kernel/operator';
import type { Queryable } from '../db/database';
import { insertMarket, setRate } from '../features/markets/markets.repository';

/** Main markets spread over the day: at most hours some are still running and some are closed. */
const MAIN_MARKETS: Array<[string, string, string]> = [
  ['SRIDEVI', '01:00', '02:00'],
  ['TIME BAZAR', '09:30', '10:30'],
  ['MADHUR DAY', '11:30', '12:30'],
  ['MILAN DAY', '13:30', '15:30'],
  ['KALYAN', '15:45', '17:45'],
  ['SRIDEVI NIGHT', '19:00', '20:00'],
  ['MAIN BAZAR', '21:30', '23:55'],
  ['RAJDHANI NIGHT', '21:25', '23:45'],
];
const GALI_GAMES: Array<[string, string]> = [
  ['DISAWAR', '05:00'],
  ['FARIDABAD', '17:45'],
  ['GHAZIABAD', '20:30'],
  ['GALI', '23:30'],
];
/** Typical rates (stake 10 pays val_2), each bid type's row's (`typical` times the stake). */
const typicalRates = (kind: MarketKind): Record<string, number> =>
  Object.fromEntries(Object.entries(USUAL_RATE_BANDS[kind]).map(([key, band]) => [key, Math.round(band.typical * 10)]));
const RATES: Record<MarketKind, Record<string, number>> = { main: typicalRates('main'), starline: typicalRates('starline'), gali: typicalRates('gali') };
const HISTORY_DAYS = 28;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * A seeded pseudo-random sequence (mulberry32), so every fresh demo database has the same past results, and they look
 * like draws: `below(n)` takes the generator's high bits. (A power-of-two LCG's low bits, which `state % n` used to
 * take, cycle with a short period: every Gali jodi came out a multiple of 4 and main results repeated day after day.)
 */
export function demoRandom(seed: number): (below: number) => number {
  let state = seed >>> 0;
  return (below: number) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const unit = ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    return Math.floor(unit * below);
  };
}

/** Markets, rates and four weeks of past results, for a first look at the app. */
export async function seedDemoMarkets(db: Queryable, now: Date): Promise<void> {
  const ids: Record<MarketKind, number[]> = { main: [], starline: [], gali: [] };
  for (const [name, open, close] of MAIN_MARKETS) {
    const market = await insertMarket(db, { kind: 'main', name, openMinutes: minutes(open), closeMinutes: minutes(close) });
    if (market) ids.main.push(market.id);
  }
  for (let hour = 9; hour <= 22; hour += 1) {
    const label = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;
    const market = await insertMarket(db, { kind: 'starline', name: `STARLINE ${label}`, openMinutes: hour * 60, closeMinutes: null });
    if (market) ids.starline.push(market.id);
  }
  for (const [name, open] of GALI_GAMES) {
    const market = await insertMarket(db, { kind: 'gali', name, openMinutes: minutes(open), closeMinutes: null });
    if (market) ids.gali.push(market.id);
  }
  for (const [kind, rates] of Object.entries(RATES) as Array<[MarketKind, Record<string, number>]>) {
    for (const [betType, val2] of Object.entries(rates)) await setRate(db, kind, betType, 10, val2);
  }

  const random = demoRandom(20_261_122);
  const pana = () => ALL_PANAS[random(ALL_PANAS.length)]!;
  const today = Date.parse(`${isoDay(istDay(now))}T00:00:00Z`);
  for (let back = HISTORY_DAYS; back >= 1; back -= 1) {
    const day = new Date(today - back * 86_400_000).toISOString().slice(0, 10);
    for (const id of [...ids.main, ...ids.starline]) {
      const isMain = ids.main.includes(id);
      await db.query('INSERT INTO results (market_id, result_date, open_pana, close_pana) VALUES ($1, $2::date, $3, $4) ON CONFLICT DO NOTHING', [
        id,
        day,
        pana(),
        isMain ? pana() : null,
      ]);
    }
    for (const id of ids.gali) {
      await db.query('INSERT INTO results (market_id, result_date, jodi) VALUES ($1, $2::date, $3) ON CONFLICT DO NOTHING', [
        id,
        day,
        String(random(100)).padStart(2, '0'),
      ]);
    }
  }
}
