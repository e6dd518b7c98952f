/** Side-menu items: always shown, or only while betting is on (the seed's gating). */
export const MENU_ITEMS = [
  { to: '/imp', label: 'Home', betting: false },
  { to: '/charts', label: 'Charts', betting: false },
  { to: '/profile', label: 'Profile', betting: true },
  { to: '/imp9', label: 'Add Funds', betting: true },
  { to: '/imp7', label: 'Wallet', betting: true },
  { to: '/imp3', label: 'Win History', betting: true },
  { to: '/imp4', label: 'Bid History', betting: true },
  { to: '/htp', label: 'How To Play', betting: true },
  { to: '/gameRates', label: 'Game Rates', betting: true },
  { to: '/change', label: 'Change Password', betting: false },
  { to: '/privacy', label: 'Privacy Policy', betting: false },
] as const;

/** Footer links while betting is on (Support is a sheet of contact links). */
export const FOOTER_LINKS = [
  { to: '/imp4', label: 'Bids' },
  { to: '/imp9', label: 'Funds' },
  { to: '/imp', label: 'Home' },
  { to: '/transaction', label: 'Passbook' },
] as const;
