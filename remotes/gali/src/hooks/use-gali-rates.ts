import { useCall } from '@matka/shared-kernel/data';

/** The Gali rate pairs in the seed's words: the API's single_digit is Left, single_pana Right, double_pana Jodi. */
export const GALI_RATES = [
  ['single_digit', 'Left Digit'],
  ['single_pana', 'Right Digit'],
  ['double_pana', 'Jodi Digit'],
] as const;

/** The Gali rates (asked only when `enabled`: players without betting never see them). */
export function useGaliRates(enabled: boolean) {
  return useCall('api-galidisawar-game-rates', {}, { enabled });
}
