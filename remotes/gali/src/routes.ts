import { headingOnlyScreen, type RemoteRoute } from '@matka/shared-kernel/ui';

/** The Gali Disawar remote's screens: the KING GALI list, the bid-type menu, three bid screens, its histories. */
export const routes: RemoteRoute[] = [
  { path: '/galiIMP', title: 'KING GALI', load: headingOnlyScreen('KING GALI') },
  { path: '/galiallgame', title: 'KING GALI', load: headingOnlyScreen('KING GALI') },
  { path: '/galigame', title: 'Select Gali Game Type', load: headingOnlyScreen('Select Gali Game Type') },
  { path: '/leftdigit', title: 'Left Digit', load: headingOnlyScreen('Left Digit') },
  { path: '/rightdigit', title: 'Right Digit', load: headingOnlyScreen('Right Digit') },
  { path: '/jodidigit', title: 'Jodi Digit', load: headingOnlyScreen('Jodi Digit') },
  { path: '/impbid', title: 'GALI DISAWAR BIDS', load: headingOnlyScreen('GALI DISAWAR BIDS') },
  { path: '/impwin', title: 'GALI DISAWAR WINS', load: headingOnlyScreen('GALI DISAWAR WINS') },
];
