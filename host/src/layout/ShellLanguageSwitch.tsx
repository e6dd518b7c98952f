import { kernelTexts, loadCatalogs, type Language } from '@matka/shared-kernel/languages';
import { LanguageSwitch } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';

/** The shell's texts and the kernel's, in a language: what the shell's screens need before they switch to it. */
export const loadShellTexts = (language: Language) => loadCatalogs(language, hostTexts, kernelTexts);

/** The language switch of Login, Register and the side menu. */
export function ShellLanguageSwitch() {
  return <LanguageSwitch prepare={loadShellTexts} />;
}
