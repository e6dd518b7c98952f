import { useLocation, useSearchParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { dashboardAtom, type DashboardMarket } from '@matka/shared-kernel/session';

/** What the seed passes from Home to /game and from /game to a bid screen. */
export interface GameState {
  gameId: number;
  openTime: string;
  gameName: string;
  pana?: string;
}

/**
 * The market a screen is for: from the navigation state (the seed's way) or `?game=` (so a reload keeps it), looked
 * up in the dashboard for its close time and running flag.
 */
export function useGame(): { market: DashboardMarket | null; gameId: number | null; loading: boolean } {
  const location = useLocation();
  const [params] = useSearchParams();
  const dashboard = useAtomValue(dashboardAtom);
  const state = location.state as Partial<GameState> | null;
  const gameId = Number(state?.gameId ?? params.get('game'));
  if (!Number.isSafeInteger(gameId) || gameId <= 0) return { market: null, gameId: null, loading: false };
  if (!dashboard) return { market: null, gameId, loading: true };
  return { market: dashboard.result.find((market) => market.game_id === gameId) ?? null, gameId, loading: false };
}

export const stateFor = (market: DashboardMarket, pana?: string): GameState => ({
  gameId: market.game_id,
  openTime: market.open_time,
  gameName: market.game_name,
  ...(pana ? { pana } : {}),
});
