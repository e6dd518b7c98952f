import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { gamePath, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Screen } from '@matka/shared-kernel/ui';
import { useStarlineSlot } from '../hooks/use-starline-slots';
import { STARLINE_BID_SCREENS } from '../model/bid-routes';

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

/** Starline game types (/stargame): Single Digit and the three Panas for the slot chosen on KING STARLINE. */
export default function StarlineGameTypes() {
  const { market, gameId, loading, failed } = useStarlineSlot();
  const navigate = useNavigate();
  if (gameId === null) return <Navigate to={PATHS.starline} replace />;
  if (failed) return <p role="alert">An error occurred. Please try again.</p>;
  if (loading) return <p role="status">Loading…</p>;
  if (!market) return <Navigate to={PATHS.starline} replace />;
  return (
    <Screen title={market.game_name}>
      <Grid>
        {STARLINE_BID_SCREENS.map(({ type, path }) => (
          <button key={type} type="button" onClick={() => navigate(gamePath(path, market), { state: stateFor(market, type) })}>
            {type}
          </button>
        ))}
      </Grid>
    </Screen>
  );
}
