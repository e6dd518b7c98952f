import { getDefaultStore } from 'jotai';

/**
 * The one jotai store of the app. It is the shared jotai singleton's default store, so anything running on the page
 * with that jotai (remotes, the browser tests) reaches the same state the shell's Provider hands down.
 */
export const appStore = getDefaultStore();
