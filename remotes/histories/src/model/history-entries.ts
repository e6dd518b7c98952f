import { PATHS } from '@matka/shared-kernel/paths';

/**
 * The histories page's entries, in the order and words players know (docs/screens.md § Histories remote). The Deposit,
 * Starline and Gali ones are other remotes' screens: an entry is left out while its remote is switched off.
 */
export const HISTORY_ENTRIES = [
  { label: 'Deposit History', to: PATHS.depositHistory },
  { label: 'Wallet History', to: PATHS.transactions },
  { label: 'Main Bid-History', to: PATHS.bidHistory },
  { label: 'Main Win-History', to: PATHS.winHistory },
  { label: 'Starline Bid-History', to: PATHS.starlineBidHistory },
  { label: 'Starline Win-History', to: PATHS.starlineWinHistory },
  { label: 'Gali Bid-History', to: PATHS.galiBidHistory },
  { label: 'Gali Win-History', to: PATHS.galiWinHistory },
] as const;
