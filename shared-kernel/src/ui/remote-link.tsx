import type { ComponentProps } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { shellLinksAtom } from '@matka/shared-kernel/links';
import { menuOf, type MenuItem, type MenuPlace } from '@matka/shared-kernel/menus';
import { bettingEnabledAtom } from '@matka/shared-kernel/session';

/**
 * Whether a link to a path leads somewhere now: false for a switched-off remote's paths, and for every remote's path
 * until the shell knows its remotes (a remote running on its own never does: the others are not there).
 */
export function useServes(): (path: string) => boolean {
  const links = useAtomValue(shellLinksAtom);
  return (path) => links?.serves(path) ?? false;
}

/** The entries of one menu for the signed-in player, from the enabled remotes and `own` (the shell's), in order. */
export function useMenu(place: MenuPlace, own: readonly MenuItem[] = []): MenuItem[] {
  const links = useAtomValue(shellLinksAtom);
  const betting = useAtomValue(bettingEnabledAtom);
  return menuOf([...own, ...(links?.menus ?? [])], place, betting);
}

/**
 * A link into another remote (or from the shell into a remote): drawn only while that remote is switched on, so a
 * player never taps through to the unavailable page.
 */
export function RemoteLink(props: ComponentProps<typeof Link> & { to: string }) {
  const serves = useServes();
  return serves(props.to) ? <Link {...props} /> : null;
}

/** A menu entry's label, after its icon when it has one (the icon is decoration: the label names the link). */
export function MenuLabel({ item }: { item: Pick<MenuItem, 'label' | 'icon'> }) {
  return item.icon ? (
    <>
      <span aria-hidden="true">{item.icon} </span>
      {item.label}
    </>
  ) : (
    <>{item.label}</>
  );
}
