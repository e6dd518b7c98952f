import { headingOnlyScreen, type RemoteRoute } from '@matka/shared-kernel/ui';

/** The markets remote's screens: home, the game-type grid, the ten bid screens, rates and how to play. */
export const routes: RemoteRoute[] = [
  { path: '/imp', title: 'Home', load: headingOnlyScreen('Home') },
  { path: '/game', title: 'Select Game Type', load: headingOnlyScreen('Select Game Type') },
  { path: '/single', title: 'Single Digit', load: headingOnlyScreen('Single Digit') },
  { path: '/jodi', title: 'Jodi Digit', load: headingOnlyScreen('Jodi Digit') },
  { path: '/singlepana', title: 'Single Pana', load: headingOnlyScreen('Single Pana') },
  { path: '/doublepana', title: 'Double Pana', load: headingOnlyScreen('Double Pana') },
  { path: '/tripplepana', title: 'Triple Pana', load: headingOnlyScreen('Triple Pana') },
  { path: '/halfsangam', title: 'Half Sangam', load: headingOnlyScreen('Half Sangam') },
  { path: '/fullsangam', title: 'Full Sangam', load: headingOnlyScreen('Full Sangam') },
  { path: '/spdptp', title: 'SP DP TP', load: headingOnlyScreen('SP DP TP') },
  { path: '/spmotor', title: 'SP Motor', load: headingOnlyScreen('SP Motor') },
  { path: '/dpmotor', title: 'DP Motor', load: headingOnlyScreen('DP Motor') },
  { path: '/gameRates', title: 'Game Rates', load: headingOnlyScreen('Game Rates') },
  { path: '/htp', title: 'How To Play', load: headingOnlyScreen('How To Play') },
];
