import { headingOnlyScreen, type RemoteRoute } from '@matka/shared-kernel/ui';

/** The Starline remote's screens: the KING STARLINE list, its four bid screens and its histories. */
export const routes: RemoteRoute[] = [
  { path: '/imp2', title: 'KING STARLINE', load: headingOnlyScreen('KING STARLINE') },
  { path: '/star', title: 'KING STARLINE', load: headingOnlyScreen('KING STARLINE') },
  { path: '/stargame', title: 'Select Starline Game Type', load: headingOnlyScreen('Select Starline Game Type') },
  { path: '/starsingle', title: 'Starline Single Digit', load: headingOnlyScreen('Starline Single Digit') },
  { path: '/ssinglepana', title: 'Starline Single Pana', load: headingOnlyScreen('Starline Single Pana') },
  { path: '/sdoublepana', title: 'Starline Double Pana', load: headingOnlyScreen('Starline Double Pana') },
  { path: '/stripplepana', title: 'Starline Triple Pana', load: headingOnlyScreen('Starline Triple Pana') },
  { path: '/imp5', title: 'Starline Bid History', load: headingOnlyScreen('Starline Bid History') },
  { path: '/imp6', title: 'Starline Win History', load: headingOnlyScreen('Starline Win History') },
];
