import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { gamePath, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Screen } from '@matka/shared-kernel/ui';
import { BID_SCREENS } from '../model/bid-routes';
import { useGame } from '../model/game-state';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  button {
    min-height: 88px;
    border: 0;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 0 2px 10px rgb(49 27 146 / 0.12);
    color: ${({ theme }) => theme.colors.brandDark};
    font-size: 1rem;
    font-weight: 800;
    cursor: pointer;
  }
`;

/** Game type selection (/game): the ten main-market bid types in a two-column grid. */
export default function GameTypes() {
  const { market, gameId, loading } = useGame();
  const navigate = useNavigate();
  if (gameId === null) return <Navigate to={PATHS.home} replace />;
  if (loading) return <p role="status">Loading…</p>;
  if (!market) return <Navigate to={PATHS.home} replace />;
  return (
    <Screen title={market.game_name}>
      <Grid>
        {BID_SCREENS.map(({ type, path }) => (
          <button key={type} type="button" onClick={() => navigate(gamePath(path, market), { state: stateFor(market, type) })}>
            {type}
          </button>
        ))}
      </Grid>
    </Screen>
  );
}
