import { useLocation, useSearchParams } from 'react-router-dom';
import type { Market } from '../contract/markets';

/** What a market list passes to the game-type menu and from there to a bid screen. */
export interface GameState {
  gameId: number;
  openTime: string;
  gameName: string;
  pana?: string;
}

/** The navigation state for a market (and the bid type, on the way to a bid screen). */
export const stateFor = (market: Market, pana?: string): GameState => ({
  gameId: market.game_id,
  openTime: market.open_time,
  gameName: market.game_name,
  ...(pana ? { pana } : {}),
});

/** A path for a market's screen that a reload keeps: `?game=<id>` beside the navigation state. */
export const gamePath = (path: string, market: Pick<Market, 'game_id'>) => `${path}?game=${market.game_id}`;

/** The market id a screen is for: the navigation state or `?game=`; null when neither is usable. */
export function useGameId(): number | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const state = location.state as Partial<GameState> | null;
  const gameId = Number(state?.gameId ?? params.get('game'));
  return Number.isSafeInteger(gameId) && gameId > 0 ? gameId : null;
}

/** The market of this screen in a list: `loading` until the list has come. */
export function useGameIn(list: readonly Market[] | undefined): { market: Market | null; gameId: number | null; loading: boolean } {
  const gameId = useGameId();
  if (gameId === null) return { market: null, gameId: null, loading: false };
  if (!list) return { market: null, gameId, loading: true };
  return { market: list.find((market) => market.game_id === gameId) ?? null, gameId, loading: false };
}
