import styled from 'styled-components';
import { RemoteLink, Screen, useServes } from '@matka/shared-kernel/ui';
import { HISTORY_ENTRIES } from '../model/history-entries';

const Entries = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  a {
    display: flex;
    justify-content: space-between;
    align-items: center;
    min-height: 52px;
    padding: 0 ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 2px 10px rgb(49 27 146 / 0.08);
    color: ${({ theme }) => theme.colors.brandDark};
    font-weight: 700;
    text-decoration: none;
  }
  a::after {
    content: '›';
    font-size: 1.5rem;
    color: ${({ theme }) => theme.colors.brand};
  }
`;

/** Histories (/histories): the eight history screens, in their order (those of a switched-off remote left out). */
export default function Histories() {
  const serves = useServes();
  return (
    <Screen title="Histories">
      <nav aria-label="Histories">
        <Entries>
          {HISTORY_ENTRIES.filter((entry) => serves(entry.to)).map((entry) => (
            <li key={entry.to}>
              <RemoteLink to={entry.to}>{entry.label}</RemoteLink>
            </li>
          ))}
        </Entries>
      </nav>
    </Screen>
  );
}
