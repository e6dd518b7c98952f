import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { offlineAtom } from '@matka/shared-kernel/session';

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

/** Said plainly while the server cannot be reached (SessionSync sets it, retries, and clears it when calls answer). */
export const OFFLINE_TEXT = 'No connection — retrying';

/** The bar under the header while the app is offline or the server unreachable. */
export function OfflineBar() {
  const offline = useAtomValue(offlineAtom);
  if (!offline) return null;
  return (
    <Bar role="status" data-testid="offline-bar">
      {OFFLINE_TEXT}
    </Bar>
  );
}
