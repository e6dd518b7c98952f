import type { Texts } from '@matka/shared-kernel/languages';
import type { MenuItem } from '@matka/shared-kernel/menus';
import { PATHS } from '@matka/shared-kernel/paths';
import type english from '../texts/en';

/**
 * The shell's own side-menu entries: its account pages. Every other entry of every menu comes with the remote it
 * leads to (its route table's `menus`, through remotes.json), and takes its place among these by `order`.
 */
export function shellMenu(t: Texts<keyof typeof english>): MenuItem[] {
  return [
    { place: 'side', label: t('profile'), path: PATHS.profile, order: 30, betting: true, remote: '' },
    { place: 'side', label: t('changePassword'), path: PATHS.changePassword, order: 100, betting: false, remote: '' },
    { place: 'side', label: t('privacyTitle'), path: PATHS.privacy, order: 110, betting: false, remote: '' },
  ];
}
