import { Screen } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';

/** Privacy Policy (/privacy, /privacypolicy). */
export default function Privacy() {
  const t = hostTexts.useTexts();
  return (
    <Screen title={t('privacyTitle')}>
      <p>{t('privacyKept')}</p>
      <p>{t('privacyMobile')}</p>
      <p>{t('privacyUpi')}</p>
      <p>{t('privacyNoSale')}</p>
    </Screen>
  );
}
