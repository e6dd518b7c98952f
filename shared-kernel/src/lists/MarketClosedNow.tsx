import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Screen } from '@matka/shared-kernel/ui';

/** How long the message stays before the player is taken back. */
export const MARKET_CLOSED_NOW_MS = 3000;
export const MARKET_CLOSED_NOW = 'This market is closed now';

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  text-align: center;
`;

/**
 * A market's screen whose market is no longer in the list (an operator switched it off while the player was on it):
 * says so, then goes back to the list it came from after a moment — never a silent jump.
 */
export function MarketClosedNow({ back, backLabel }: { back: string; backLabel: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(back, { replace: true }), MARKET_CLOSED_NOW_MS);
    return () => clearTimeout(timer);
  }, [back, navigate]);
  return (
    <Screen title="Market closed">
      <Notice role="alert">{MARKET_CLOSED_NOW}</Notice>
      <p>
        Going back to <Link to={back} replace>{backLabel}</Link>…
      </p>
    </Screen>
  );
}
