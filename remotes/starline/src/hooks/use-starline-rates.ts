import { useCall } from '@matka/shared-kernel/data';

/** The Starline rates (asked only when `enabled`: players without betting never see them). */
export function useStarlineRates(enabled: boolean) {
  return useCall('api-starline-game-rates', {}, { enabled });
}
