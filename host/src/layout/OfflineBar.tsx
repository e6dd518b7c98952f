import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { offlineAtom } from '@matka/shared-kernel/session';
import { hostTexts } from '../host-texts';

const Bar = styled.p`
  position: sticky;
  top: ${({ theme }) => theme.headerHeight};
  z-index: 9;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.text};
  color: #fff;
  font-weight: 600;
  text-align: center;
`;

/**
 * The bar under the header while the app is offline or the server unreachable, said plainly (SessionSync sets it,
 * retries, and clears it when calls answer).
 */
export function OfflineBar() {
  const offline = useAtomValue(offlineAtom);
  const t = hostTexts.useTexts();
  if (!offline) return null;
  return (
    <Bar role="status" data-testid="offline-bar">
      {t('offline')}
    </Bar>
  );
}
