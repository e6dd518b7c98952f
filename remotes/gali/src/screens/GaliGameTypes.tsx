import { Navigate, useNavigate } from 'react-router-dom';
import { BidTypeTiles, gamePath, MarketClosedNow, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, Screen, Loading } from '@matka/shared-kernel/ui';
import { useGaliGame } from '../hooks/use-gali-games';
import { GALI_BID_SCREENS } from '../model/bid-routes';

/**
 * The Gali bid-type menu (/galigame): Left Digit, Right Digit, Jodi Digit and a back button. Once the game's opening
 * time has passed (or its result is declared) the tiles are greyed and a tap says `Bidding is closed for {type}`.
 */
export default function GaliGameTypes() {
  const { market, gameId, loading, failed } = useGaliGame();
  const navigate = useNavigate();
  if (gameId === null) return <Navigate to={PATHS.galiBetting} replace />;
  if (failed) return <p role="alert">An error occurred. Please try again.</p>;
  if (loading) return <Loading />;
  if (!market) return <MarketClosedNow back={PATHS.galiBetting} backLabel="KING GALI" />;

  return (
    <Screen title={market.game_name}>
      <BidTypeTiles
        kind="gali"
        market={market}
        screens={GALI_BID_SCREENS}
        onChoose={(screen) => navigate(gamePath(screen.path, market), { state: stateFor(market, screen.type) })}
      />
      <Button type="button" $variant="secondary" onClick={() => navigate(PATHS.galiBetting)}>
        Back
      </Button>
    </Screen>
  );
}
