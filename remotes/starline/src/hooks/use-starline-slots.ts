import { useCall } from '@matka/shared-kernel/data';
import { useGameIn } from '@matka/shared-kernel/lists';

/** Today's Starline slots, refreshed every 5 s with the ETag client while the page is visible. */
export function useStarlineSlots() {
  return useCall('api-starline-game', {}, { poll: true });
}

/** The slot a screen is for (`?game=` or the navigation state), kept current by the same poll. */
export function useStarlineSlot() {
  const slots = useStarlineSlots();
  const found = useGameIn(slots.data?.result);
  // A list that never came (the call failed) is not "still loading".
  return { ...found, failed: found.loading && slots.error !== null };
}
