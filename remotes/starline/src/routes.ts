import type { EntryType } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import type { RemoteRoute } from '@matka/shared-kernel/ui';
import { STARLINE_BID_SCREENS } from './model/bid-routes';

const bidScreen = (type: EntryType) => () => import('./screens/bid-screens').then((module) => ({ default: module.starlineBidScreen(type) }));

/** The Starline remote's screens: the KING STARLINE list, its game types, its four bid screens and its histories. */
export const routes: RemoteRoute[] = [
  { path: PATHS.starline, title: 'KING STARLINE', load: () => import('./screens/Starline') },
  { path: PATHS.star, title: 'KING STARLINE', load: () => import('./screens/Starline') },
  { path: PATHS.starlineGameTypes, title: 'Select Starline Game Type', load: () => import('./screens/StarlineGameTypes') },
  ...STARLINE_BID_SCREENS.map(({ type, path }) => ({ path, title: `Starline ${type}`, load: bidScreen(type) })),
  { path: PATHS.starlineBidHistory, title: 'Starline Bid History', load: () => import('./screens/StarlineBidHistory') },
  { path: PATHS.starlineWinHistory, title: 'Starline Win History', load: () => import('./screens/StarlineWinHistory') },
];
