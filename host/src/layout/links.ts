import type { MenuItem } from '@matka/shared-kernel/menus';
import { PATHS } from '@matka/shared-kernel/paths';

/**
 * The shell's own side-menu entries: its account pages. Every other entry of every menu comes with the remote it
 * leads to (its route table's `menus`, through remotes.json), and takes its place among these by `order`.
 */
export const SHELL_MENU: readonly MenuItem[] = [
  { place: 'side', label: 'Profile', path: PATHS.profile, order: 30, betting: true, remote: '' },
  { place: 'side', label: 'Change Password', path: PATHS.changePassword, order: 100, betting: false, remote: '' },
  { place: 'side', label: 'Privacy Policy', path: PATHS.privacy, order: 110, betting: false, remote: '' },
];
