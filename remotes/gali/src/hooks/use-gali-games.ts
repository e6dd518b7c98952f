import { useCall } from '@matka/shared-kernel/data';
import { useGameIn } from '@matka/shared-kernel/lists';

/** Today's Gali Disawar games, refreshed every 5 s with the ETag client while the page is visible. */
export function useGaliGames() {
  return useCall('api-galidisawar-game', {}, { poll: true });
}

/** The game a screen is for (`?game=` or the navigation state), kept current by the same poll. */
export function useGaliGame() {
  const games = useGaliGames();
  const found = useGameIn(games.data?.result);
  // A list that never came (the call failed) is not "still loading".
  return { ...found, failed: found.loading && games.error !== null };
}
