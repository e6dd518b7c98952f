import { Navigate, useNavigate } from 'react-router-dom';
import { BidTypeTiles, gamePath, MarketClosedNow, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { BID_SCREENS } from '../model/bid-routes';
import { useGame } from '../model/game-state';

/** Game type selection (/game): the ten main-market bid types in a two-column grid, those closed now greyed. */
export default function GameTypes() {
  const { market, gameId, loading } = useGame();
  const navigate = useNavigate();
  if (gameId === null) return <Navigate to={PATHS.home} replace />;
  if (loading) return <Loading />;
  if (!market) return <MarketClosedNow back={PATHS.home} backLabel="Home" />;
  return (
    <Screen title={market.game_name}>
      <BidTypeTiles
        kind="main"
        market={market}
        screens={BID_SCREENS}
        onChoose={(screen) => navigate(gamePath(screen.path, market), { state: stateFor(market, screen.type) })}
      />
    </Screen>
  );
}
