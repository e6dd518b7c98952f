import { defineCatalog, kernelTexts, loadCatalogs, type Language } from '@matka/shared-kernel/languages';
import english from './texts/en';

/** The shell's texts: English bundled, Hindi and Marathi each a chunk loaded when in use (docs/languages.md). */
export const hostTexts = defineCatalog(english, {
  hi: () => import(/* webpackChunkName: "texts-host-hi" */ './texts/hi'),
  mr: () => import(/* webpackChunkName: "texts-host-mr" */ './texts/mr'),
});

/** The shell's texts and the kernel's, in a language: what the shell's screens need before they show it. */
export const loadShellTexts = (language: Language) => loadCatalogs(language, hostTexts, kernelTexts);
