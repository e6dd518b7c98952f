import { PATHS } from '@matka/shared-kernel/paths';

/** Side-menu items: always shown, or only while betting is on (the seed's gating). */
export const MENU_ITEMS = [
  { to: PATHS.home, label: 'Home', betting: false },
  { to: PATHS.charts, label: 'Charts', betting: false },
  { to: PATHS.profile, label: 'Profile', betting: true },
  { to: PATHS.addFunds, label: 'Add Funds', betting: true },
  { to: PATHS.wallet, label: 'Wallet', betting: true },
  { to: PATHS.winHistory, label: 'Win History', betting: true },
  { to: PATHS.bidHistory, label: 'Bid History', betting: true },
  { to: PATHS.howToPlay, label: 'How To Play', betting: true },
  { to: PATHS.gameRates, label: 'Game Rates', betting: true },
  { to: PATHS.changePassword, label: 'Change Password', betting: false },
  { to: PATHS.privacy, label: 'Privacy Policy', betting: false },
] as const;

/** Footer links while betting is on (Support is a sheet of contact links). */
export const FOOTER_LINKS = [
  { to: PATHS.bidHistory, label: 'Bids' },
  { to: PATHS.addFunds, label: 'Funds' },
  { to: PATHS.home, label: 'Home' },
  { to: PATHS.transactions, label: 'Passbook' },
] as const;
