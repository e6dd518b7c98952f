import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { EntryType } from '@matka/shared-kernel/domain';
import { BidBoard } from '@matka/shared-kernel/games';
import { MarketClosedNow } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { useGaliGame } from '../hooks/use-gali-games';

/**
 * One Gali bid screen: the game from the polled Gali list (so a declared result or the opening time closes the
 * screen as it closes on the server), the kit's bid board with kind Gali (0-9 for Left and Right, 00-99 for Jodi; session always Open).
 */
export function GaliBidScreen({ type }: { type: EntryType }) {
  const { market, gameId, loading, failed } = useGaliGame();
  if (gameId === null) return <Navigate to={PATHS.galiBetting} replace />;
  if (failed) return <p role="alert">An error occurred. Please try again.</p>;
  if (loading) return <Loading />;
  if (!market) return <MarketClosedNow back={PATHS.galiBetting} backLabel="KING GALI" />;
  return (
    <Screen title={`${market.game_name} — ${type}`}>
      <BidBoard kind="gali" market={market} type={type} />
    </Screen>
  );
}

const screens = new Map<EntryType, ComponentType>();

/** The screen component of a Gali bid type, made once (the same component on every visit keeps React's state rules). */
export function galiBidScreen(type: EntryType): ComponentType {
  let screen = screens.get(type);
  if (!screen) {
    const TypedBidScreen = () => <GaliBidScreen type={type} />;
    TypedBidScreen.displayName = `GaliBidScreen(${type})`;
    screen = TypedBidScreen;
    screens.set(type, screen);
  }
  return screen;
}
