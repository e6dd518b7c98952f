import type { EntryType } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import type { RemoteRoute } from '@matka/shared-kernel/ui';
import { GALI_BID_SCREENS } from './model/bid-routes';

const bidScreen = (type: EntryType) => () => import('./screens/bid-screens').then((module) => ({ default: module.galiBidScreen(type) }));

/** The Gali Disawar remote's screens: the KING GALI list, the bid-type menu, three bid screens, its histories. */
export const routes: RemoteRoute[] = [
  { path: PATHS.gali, title: 'KING GALI', load: () => import('./screens/Gali') },
  { path: PATHS.galiBetting, title: 'KING GALI', load: () => import('./screens/Gali') },
  { path: PATHS.galiGameTypes, title: 'Select Gali Game Type', load: () => import('./screens/GaliGameTypes') },
  ...GALI_BID_SCREENS.map(({ type, path }) => ({ path, title: type, load: bidScreen(type) })),
  { path: PATHS.galiBidHistory, title: 'GALI DISAWAR BIDS', load: () => import('./screens/GaliBids') },
  { path: PATHS.galiWinHistory, title: 'GALI DISAWAR WINS', load: () => import('./screens/GaliWins') },
];
