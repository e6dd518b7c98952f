import { LanguageSwitch } from '@matka/shared-kernel/ui';
import { usePrepareLanguage } from '../session/account-language';

/** The language switch of Login, Register and the side menu (signed in, the account remembers the choice too). */
export function ShellLanguageSwitch() {
  return <LanguageSwitch prepare={usePrepareLanguage()} />;
}
