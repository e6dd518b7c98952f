import { Screen } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';
import { accountTexts } from './account-texts';

/** Privacy Policy (/privacy, /privacypolicy). */
export default function Privacy() {
  const t = hostTexts.useTexts();
  const a = accountTexts.useTexts();
  return (
    <Screen title={t('privacyTitle')}>
      <p>{a('privacyKept')}</p>
      <p>{a('privacyMobile')}</p>
      <p>{a('privacyUpi')}</p>
      <p>{a('privacyNoSale')}</p>
    </Screen>
  );
}
