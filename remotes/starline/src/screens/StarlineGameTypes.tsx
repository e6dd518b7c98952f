import { Navigate, useNavigate } from 'react-router-dom';
import { BidTypeTiles, gamePath, MarketClosedNow, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { useStarlineSlot } from '../hooks/use-starline-slots';
import { STARLINE_BID_SCREENS } from '../model/bid-routes';

/** Starline game types (/stargame): Single Digit and the three Panas for the slot chosen on KING STARLINE. */
export default function StarlineGameTypes() {
  const { market, gameId, loading, failed } = useStarlineSlot();
  const navigate = useNavigate();
  if (gameId === null) return <Navigate to={PATHS.starline} replace />;
  if (failed) return <p role="alert">An error occurred. Please try again.</p>;
  if (loading) return <Loading />;
  if (!market) return <MarketClosedNow back={PATHS.starline} backLabel="KING STARLINE" />;
  return (
    <Screen title={market.game_name}>
      <BidTypeTiles
        kind="starline"
        market={market}
        screens={STARLINE_BID_SCREENS}
        onChoose={(screen) => navigate(gamePath(screen.path, market), { state: stateFor(market, screen.type) })}
      />
    </Screen>
  );
}
