import { useCall } from '@matka/shared-kernel/data';

/** The Gali rates (asked only when `enabled`: players without betting never see them). */
export function useGaliRates(enabled: boolean) {
  return useCall('api-galidisawar-game-rates', {}, { enabled });
}
