import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { EntryType } from '@matka/shared-kernel/domain';
import { BidBoard } from '@matka/shared-kernel/games';
import { MarketClosedNow } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { useStarlineSlot } from '../hooks/use-starline-slots';

/**
 * One Starline bid screen: the slot from the polled Starline list (so a declared result or the slot's time closes the
 * screen as it closes on the server), the kit's bid board with kind Starline (session always Open).
 */
export function StarlineBidScreen({ type }: { type: EntryType }) {
  const { market, gameId, loading, failed } = useStarlineSlot();
  if (gameId === null) return <Navigate to={PATHS.starline} replace />;
  if (failed) return <p role="alert">An error occurred. Please try again.</p>;
  if (loading) return <Loading />;
  if (!market) return <MarketClosedNow back={PATHS.starline} backLabel="KING STARLINE" />;
  return (
    <Screen title={`${market.game_name} — ${type}`}>
      <BidBoard kind="starline" market={market} type={type} />
    </Screen>
  );
}

const screens = new Map<EntryType, ComponentType>();

/** The screen component of a Starline bid type, made once (the same component on every visit keeps React's state rules). */
export function starlineBidScreen(type: EntryType): ComponentType {
  let screen = screens.get(type);
  if (!screen) {
    const TypedBidScreen = () => <StarlineBidScreen type={type} />;
    TypedBidScreen.displayName = `StarlineBidScreen(${type})`;
    screen = TypedBidScreen;
    screens.set(type, screen);
  }
  return screen;
}
