import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useNow } from '@matka/shared-kernel/data';
import { MESSAGES, isLaterToday, type EntryType } from '@matka/shared-kernel/domain';
import { gamePath, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, Screen, useToast } from '@matka/shared-kernel/ui';
import { useGaliGame } from '../hooks/use-gali-games';
import { GALI_BID_SCREENS } from '../model/bid-routes';

const Grid = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
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

/**
 * The Gali bid-type menu (/galigame): Left Digit, Right Digit, Jodi Digit and a back button. Once the game's opening
 * time has passed (or its result is declared) a tile says `Bidding is closed for {type}` instead of opening its screen.
 */
export default function GaliGameTypes() {
  const { market, gameId, loading, failed } = useGaliGame();
  const now = useNow();
  const toast = useToast();
  const navigate = useNavigate();
  if (gameId === null) return <Navigate to={PATHS.galiBetting} replace />;
  if (failed) return <p role="alert">An error occurred. Please try again.</p>;
  if (loading) return <p role="status">Loading…</p>;
  if (!market) return <Navigate to={PATHS.galiBetting} replace />;

  const choose = (type: EntryType, path: string) => {
    if (!market.msg_status || !isLaterToday(market.open_time, now)) toast.error(MESSAGES.biddingClosed(type));
    else navigate(gamePath(path, market), { state: stateFor(market, type) });
  };
  return (
    <Screen title={market.game_name}>
      <Grid>
        {GALI_BID_SCREENS.map(({ type, path }) => (
          <button key={type} type="button" onClick={() => choose(type, path)}>
            {type}
          </button>
        ))}
      </Grid>
      <Button type="button" $variant="secondary" onClick={() => navigate(PATHS.galiBetting)}>
        Back
      </Button>
    </Screen>
  );
}
