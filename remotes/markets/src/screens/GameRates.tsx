import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { apiClient } from '@matka/shared-kernel/api';
import { formatRate } from '@matka/shared-kernel/domain';
import { Screen } from '@matka/shared-kernel/ui';

const RATE_NAMES: Array<[string, string]> = [
  ['single_digit', 'Single Digit'],
  ['jodi_digit', 'Jodi Digit'],
  ['single_pana', 'Single Pana'],
  ['double_pana', 'Double Pana'],
  ['tripple_pana', 'Triple Pana'],
  ['half_sangam', 'Half Sangam'],
  ['full_sangam', 'Full Sangam'],
];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    padding: ${({ theme }) => theme.space(3)};
    margin-bottom: ${({ theme }) => theme.space(2)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: 700;
  }
`;

/** Game Rates (/gameRates): each bid type's val_1-val_2. */
export default function GameRates() {
  const [rates, setRates] = useState<Record<string, number> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    apiClient()
      .call('api-game-rates', {})
      .then((answer) => setRates((answer.game_rates[0] as Record<string, number> | undefined) ?? {}))
      .catch(() => setFailed(true));
  }, []);
  return (
    <Screen title="Game Rates">
      {failed && <p role="alert">An error occurred. Please try again.</p>}
      {!rates && !failed && <p role="status">Loading…</p>}
      {rates && (
        <List>
          {RATE_NAMES.map(([key, name]) => (
            <li key={key}>
              <span>{name}</span>
              <span>{formatRate(rates[`${key}_val_1`] ?? 0, rates[`${key}_val_2`] ?? 0)}</span>
            </li>
          ))}
        </List>
      )}
    </Screen>
  );
}
