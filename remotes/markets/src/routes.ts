import type { EntryType } from '@matka/shared-kernel/domain';
import { PATHS } from '@matka/shared-kernel/paths';
import type { RemoteRoute } from '@matka/shared-kernel/ui';
import { BID_SCREENS } from './model/bid-routes';
// Home is every signed-in player's landing screen: it comes with the route table (2 KB) instead of a round trip later.
import Home from './screens/Home';

const bidScreen = (type: EntryType) => () => import('./screens/bid-screens').then((module) => ({ default: module.BID_SCREEN_COMPONENTS[type] }));

/** The markets remote's screens: home, the game-type grid, the ten bid screens, rates and how to play, and their menu entries. */
export const routes: RemoteRoute[] = [
  {
    path: PATHS.home,
    title: 'Home',
    load: () => Promise.resolve({ default: Home }),
    menus: [
      { place: 'side', label: 'Home', order: 10 },
      { place: 'footer', label: 'Home', order: 30 },
    ],
  },
  { path: PATHS.gameTypes, title: 'Select Game Type', load: () => import('./screens/GameTypes') },
  ...BID_SCREENS.map(({ type, path }) => ({ path, title: type, load: bidScreen(type) })),
  { path: PATHS.gameRates, title: 'Game Rates', load: () => import('./screens/GameRates'), menus: [{ place: 'side', label: 'Game Rates', order: 90, betting: true }] },
  { path: PATHS.howToPlay, title: 'How To Play', load: () => import('./screens/HowToPlay'), menus: [{ place: 'side', label: 'How To Play', order: 80, betting: true }] },
];
