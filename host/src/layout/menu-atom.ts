import { atom } from 'jotai';

/**
 * Whether the side menu is open. In the store, not in the header's state: the header is drawn again when a remote's
 * screen replaces its loading frame (right after sign-in), and a tap on ☰ in between must not be lost.
 */
export const menuOpenAtom = atom(false);
