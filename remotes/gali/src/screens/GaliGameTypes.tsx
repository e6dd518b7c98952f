import { Navigate, useNavigate } from 'react-router-dom';
import { useNow } from '@matka/shared-kernel/data';
import { MESSAGES, isLaterToday, type EntryType } from '@matka/shared-kernel/domain';
import { BidTypeTiles, gamePath, MarketClosedNow, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, Screen, Loading } from '@matka/shared-kernel/ui';
import { useToast } from '@matka/shared-kernel/toasts';
import { useGaliGame } from '../hooks/use-gali-games';
import { GALI_BID_SCREENS } from '../model/bid-routes';

/**
 * The Gali bid-type menu (/galigame): Left Digit, Right Digit, Jodi Digit and a back button. Once the game's opening
 * time has passed (or its result is declared) a tile says `Bidding is closed for {type}` instead of opening its screen.
 */
export default function GaliGameTypes() {
  const { market, gameId, loading, failed } = useGaliGame();
  const now = useNow();
  const toast = useToast();
  const navigate = useNavigate();
  if (gameId === null) return <Navigate to={PATHS.galiBetting} replace />;
  if (failed) return <p role="alert">An error occurred. Please try again.</p>;
  if (loading) return <Loading />;
  if (!market) return <MarketClosedNow back={PATHS.galiBetting} backLabel="KING GALI" />;

  const choose = (type: EntryType, path: string) => {
    if (!market.msg_status || !isLaterToday(market.open_time, now)) toast.error(MESSAGES.biddingClosed(type));
    else navigate(gamePath(path, market), { state: stateFor(market, type) });
  };
  return (
    <Screen title={market.game_name}>
      <BidTypeTiles
        screens={GALI_BID_SCREENS}
        onChoose={(screen) => choose(screen.type, screen.path)}
      />
      <Button type="button" $variant="secondary" onClick={() => navigate(PATHS.galiBetting)}>
        Back
      </Button>
    </Screen>
  );
}
