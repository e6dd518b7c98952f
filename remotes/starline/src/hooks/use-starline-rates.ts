import { useCall } from '@matka/shared-kernel/data';

/** The Starline rate pairs, in the seed's words (its plain misspelling "tripple" fixed, as on Game Rates); the rate box shows them to betting players only. */
export const STARLINE_RATES = [
  ['single_digit', 'Single Digit'],
  ['single_pana', 'Single Pana'],
  ['double_pana', 'Double Pana'],
  ['tripple_pana', 'Triple Pana'],
] as const;

/** The Starline rates (asked only when `enabled`: players without betting never see them). */
export function useStarlineRates(enabled: boolean) {
  return useCall('api-starline-game-rates', {}, { enabled });
}
