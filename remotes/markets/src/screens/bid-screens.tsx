import type { ComponentType } from 'react';
import type { EntryType } from '@matka/shared-kernel/domain';
import { BidScreen } from '../components/BidScreen';
import { BID_SCREENS } from '../model/bid-routes';

function screenOf(type: EntryType): ComponentType {
  const TypedBidScreen = () => <BidScreen type={type} />;
  TypedBidScreen.displayName = `BidScreen(${type})`;
  return TypedBidScreen;
}

/** One screen component per bid type (one chunk for all ten: they share everything but the type). */
export const BID_SCREEN_COMPONENTS = Object.fromEntries(BID_SCREENS.map(({ type }) => [type, screenOf(type)])) as Record<EntryType, ComponentType>;
