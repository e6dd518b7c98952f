import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { EntryType } from '@matka/shared-kernel/domain';
import { BidBoard } from '@matka/shared-kernel/games';
import { MarketClosedNow } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { BID_SCREENS } from '../model/bid-routes';
import { useGame } from '../model/game-state';

/** One main-market bid screen: the market from the dashboard, the kit's bid board for the type. */
export function BidScreen({ type }: { type: EntryType }) {
  const { market, gameId, loading } = useGame();
  if (gameId === null) return <Navigate to={PATHS.home} replace />;
  if (loading) return <Loading />;
  if (!market) return <MarketClosedNow back={PATHS.home} backLabel="Home" />;
  return (
    <Screen title={`${market.game_name} — ${type}`}>
      <BidBoard kind="main" market={market} type={type} />
    </Screen>
  );
}

function screenOf(type: EntryType): ComponentType {
  const TypedBidScreen = () => <BidScreen type={type} />;
  TypedBidScreen.displayName = `BidScreen(${type})`;
  return TypedBidScreen;
}

/** One screen component per bid type (one chunk for all ten: they share everything but the type). */
export const BID_SCREEN_COMPONENTS = Object.fromEntries(BID_SCREENS.map(({ type }) => [type, screenOf(type)])) as Record<EntryType, ComponentType>;
