import { PATHS } from '@matka/shared-kernel/paths';
import type { RemoteRoute } from '@matka/shared-kernel/ui';

const histories = () => import('./screens/Histories');
const winHistory = () => import('./screens/WinHistory');
const bidHistory = () => import('./screens/BidHistory');

/** The histories remote's screens: the index, main bid and win history, the passbook and charts, and their menu entries. */
export const routes: RemoteRoute[] = [
  { path: PATHS.histories, title: 'Histories', load: histories },
  { path: PATHS.winHistory, title: 'Win History', load: winHistory, menus: [{ place: 'side', label: 'Win History', order: 60, betting: true }] },
  { path: PATHS.win, title: 'Win History', load: winHistory },
  { path: PATHS.winData, title: 'Win History', load: winHistory },
  {
    path: PATHS.bidHistory,
    title: 'Bid History',
    load: bidHistory,
    menus: [
      { place: 'side', label: 'Bid History', order: 70, betting: true },
      { place: 'footer', label: 'Bids', order: 10, betting: true },
    ],
  },
  { path: PATHS.bid, title: 'Bid History', load: bidHistory },
  {
    path: PATHS.transactions,
    title: 'Transaction History',
    load: () => import('./screens/Transactions'),
    menus: [{ place: 'footer', label: 'Passbook', order: 40, betting: true }],
  },
  { path: PATHS.charts, title: 'Charts', load: () => import('./screens/Charts'), menus: [{ place: 'side', label: 'Charts', order: 20 }] },
];
