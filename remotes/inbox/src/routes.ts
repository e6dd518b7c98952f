import { PATHS } from '@matka/shared-kernel/paths';
import type { RemoteRoute } from '@matka/shared-kernel/ui';

/**
 * The inbox remote's screens (docs/screens.md § Inbox, § Notifications): the player's notifications of the last 30
 * days, and this device's pushes with the player's choices. The header's bell (host MainLayout) leads to the inbox
 * through the kernel's links, so it goes with this remote when it is switched off.
 */
export const routes: RemoteRoute[] = [
  {
    path: PATHS.inbox,
    title: 'Inbox',
    load: () => import('./screens/Inbox'),
    // After Bid History (70), before How To Play (80); like the histories, while betting is on.
    menus: [{ place: 'side', label: 'Inbox', order: 75, betting: true }],
  },
  {
    path: PATHS.notifications,
    title: 'Notifications',
    load: () => import('./screens/Notifications'),
    // After Game Rates (90) and a new remote's first entry (95), before Change Password (100).
    menus: [{ place: 'side', label: 'Notifications', order: 97, betting: true }],
  },
];
