import { useCall } from '@matka/shared-kernel/data';
import { RATE_LABELS } from '@matka/shared-kernel/domain';
import { RatesBox, rateLines } from '@matka/shared-kernel/lists';
import { Screen, Loading } from '@matka/shared-kernel/ui';

/** Game Rates (/gameRates): each bid type's val_1-val_2. */
export default function GameRates() {
  const { data, error, loading } = useCall('api-game-rates', {});
  return (
    <Screen title="Game Rates">
      {loading && <Loading />}
      {error && !data && <p role="alert">An error occurred. Please try again.</p>}
      {data && <RatesBox title="Main Markets" lines={rateLines(data.game_rates[0], RATE_LABELS.main)} />}
    </Screen>
  );
}
