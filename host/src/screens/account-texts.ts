import { defineCatalog } from '@matka/shared-kernel/languages';
import english from '../texts/account/en';

/**
 * The account screens' texts (codes, password reset, profile, password change, about, privacy): a catalog of their
 * own, so its English comes with those screens' chunk and the first screen does not carry it (docs/performance.md).
 */
export const accountTexts = defineCatalog(english, {
  hi: () => import(/* webpackChunkName: "texts-account-hi" */ '../texts/account/hi'),
  mr: () => import(/* webpackChunkName: "texts-account-mr" */ '../texts/account/mr'),
});
