import { defineCatalog } from '@matka/shared-kernel/languages';
import english from '../texts/inbox-links/en';

/**
 * The header's bell and the push offer: a catalog of their own, so even their English comes in the lazy chunk that
 * draws them (only with the inbox remote), not in the first screen's (docs/performance.md).
 */
export const inboxLinkTexts = defineCatalog(english, {
  hi: () => import(/* webpackChunkName: "texts-inbox-links-hi" */ '../texts/inbox-links/hi'),
  mr: () => import(/* webpackChunkName: "texts-inbox-links-mr" */ '../texts/inbox-links/mr'),
});
