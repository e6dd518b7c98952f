import styled from 'styled-components';
import { Screen } from '@matka/shared-kernel/ui';

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
  return (
    <Screen title="This section is unavailable right now">
      <p role="alert">Please try again in a moment. The rest of the app still works.</p>
      <RetryButton type="button" onClick={onRetry}>
        Retry
      </RetryButton>
    </Screen>
  );
}
