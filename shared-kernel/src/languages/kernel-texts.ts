import { defineCatalog } from './catalog';
import english from './kernel/en';

/** The kernel's own texts: its UI kit's (Show/Hide, Loading…, the language switch) and the phone rule's. */
export const kernelTexts = defineCatalog(english, {
  hi: () => import(/* webpackChunkName: "texts-kernel-hi" */ './kernel/hi'),
  mr: () => import(/* webpackChunkName: "texts-kernel-mr" */ './kernel/mr'),
});
export type KernelTextKey = keyof typeof english;
