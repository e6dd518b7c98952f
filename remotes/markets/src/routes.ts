import type { EntryType } from '@matka/shared-kernel/domain';
import type { RemoteRoute } from '@matka/shared-kernel/ui';
import { BID_SCREENS } from './model/bid-routes';

const bidScreen = (type: EntryType) => () => import('./screens/bid-screens').then((module) => ({ default: module.BID_SCREEN_COMPONENTS[type] }));

/** The markets remote's screens: home, the game-type grid, the ten bid screens, rates and how to play. */
export const routes: RemoteRoute[] = [
  { path: '/imp', title: 'Home', load: () => import('./screens/Home') },
  { path: '/game', title: 'Select Game Type', load: () => import('./screens/GameTypes') },
  ...BID_SCREENS.map(({ type, path }) => ({ path, title: type, load: bidScreen(type) })),
  { path: '/gameRates', title: 'Game Rates', load: () => import('./screens/GameRates') },
  { path: '/htp', title: 'How To Play', load: () => import('./screens/HowToPlay') },
];
