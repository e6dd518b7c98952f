import styled from 'styled-components';
import { Screen } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';

const RetryButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.brand};
  color: ${({ theme }) => theme.colors.onBrand};
  font-weight: 600;
  cursor: pointer;
`;

/** What a route of a switched-off, missing or broken remote shows; the rest of the app keeps working. */
export function SectionUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = hostTexts.useTexts();
  return (
    <Screen title={t('sectionUnavailable')}>
      <p role="alert">{t('tryAgainSoon')}</p>
      <RetryButton type="button" onClick={onRetry}>
        {t('retry')}
      </RetryButton>
    </Screen>
  );
}
