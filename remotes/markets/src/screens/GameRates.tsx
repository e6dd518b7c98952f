import { useCall } from '@matka/shared-kernel/data';
import { RatesBox, rateLines } from '@matka/shared-kernel/lists';
import { Screen, Loading } from '@matka/shared-kernel/ui';

/** The main markets' rate names, in the seed's order and words. */
export const MAIN_RATES = [
  ['single_digit', 'Single Digit'],
  ['jodi_digit', 'Jodi Digit'],
  ['single_pana', 'Single Pana'],
  ['double_pana', 'Double Pana'],
  ['tripple_pana', 'Triple Pana'],
  ['half_sangam', 'Half Sangam'],
  ['full_sangam', 'Full Sangam'],
] as const;

/** Game Rates (/gameRates): each bid type's val_1-val_2. */
export default function GameRates() {
  const { data, error, loading } = useCall('api-game-rates', {});
  return (
    <Screen title="Game Rates">
      {loading && <Loading />}
      {error && !data && <p role="alert">An error occurred. Please try again.</p>}
      {data && <RatesBox title="Main Markets" lines={rateLines(data.game_rates[0], MAIN_RATES)} />}
    </Screen>
  );
}
