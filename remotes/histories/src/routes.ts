import { headingOnlyScreen, type RemoteRoute } from '@matka/shared-kernel/ui';

/** The histories remote's screens: the index, main bid and win history, wallet history and charts. */
export const routes: RemoteRoute[] = [
  { path: '/histories', title: 'Histories', load: headingOnlyScreen('Histories') },
  { path: '/imp3', title: 'Win History', load: headingOnlyScreen('Win History') },
  { path: '/win', title: 'Win History', load: headingOnlyScreen('Win History') },
  { path: '/windata', title: 'Win History', load: headingOnlyScreen('Win History') },
  { path: '/imp4', title: 'Bid History', load: headingOnlyScreen('Bid History') },
  { path: '/bid', title: 'Bid History', load: headingOnlyScreen('Bid History') },
  { path: '/transaction', title: 'Transaction History', load: headingOnlyScreen('Transaction History') },
  { path: '/charts', title: 'Charts', load: headingOnlyScreen('Charts') },
];
