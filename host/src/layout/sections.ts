/** The shell's links into each remote's section, shown only while that remote is switched on. */
export const SECTION_LINKS = [
  { remote: 'markets', to: '/imp', label: 'Home' },
  { remote: 'starline', to: '/imp2', label: 'Starline' },
  { remote: 'gali', to: '/galiIMP', label: 'Gali' },
  { remote: 'wallet', to: '/imp7', label: 'Wallet' },
  { remote: 'histories', to: '/histories', label: 'Histories' },
] as const;
