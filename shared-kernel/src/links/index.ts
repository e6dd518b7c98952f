/**
 * What the shell knows of its remotes, for the links drawn anywhere in the page: which paths lead somewhere now (a
 * switched-off remote's do not) and the enabled remotes' menu entries. A shared singleton (shared-kernel/singletons.json):
 * the shell sets the atom in the page's one store as remotes.json comes and changes; the kernel's `RemoteLink` and
 * `useMenu` (`@matka/shared-kernel/ui`) read it in the shell and in every remote.
 */
import { atom } from 'jotai';
import type { MenuItem } from '@matka/shared-kernel/menus';

export interface ShellLinks {
  /** False for a path of a switched-off remote (and for every remote's path while remotes.json cannot be used). */
  serves(path: string): boolean;
  /** The menu entries of the enabled remotes (the shell adds its own when it draws a menu). */
  menus: readonly MenuItem[];
}

/** Null until the shell has remotes.json (and always in a remote running on its own). */
export const shellLinksAtom = atom<ShellLinks | null>(null);

/**
 * What leaving the screen on show would throw away, as the question to ask first ("Discard 3 bids?"), or null. One
 * for the whole page: screens set it (`useLeaveGuard`, kernel ui), the shell asks it before a link, its back button or
 * the browser's back takes the player away (host/src/layout/LeaveGuard.tsx).
 */
export const leaveGuardAtom = atom<string | null>(null);
