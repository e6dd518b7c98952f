import { useId, useState, type FormEvent } from 'react';
import { Navigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  TYPES_WITH_SESSION_CHOICE,
  biddingClosedMessage,
  declaredOnCard,
  formatBidDate,
  sessionAvailability,
  type EntryType,
  type Session,
} from '@matka/shared-kernel/domain';
import { Button, Screen, TextField, useToast } from '@matka/shared-kernel/ui';
import { useGame } from '../model/game-state';
import { useBidBoard } from '../model/use-bid-board';
import { useNow } from '../model/use-now';
import { BidList } from './BidList';
import { ConfirmBids } from './ConfirmBids';
import { labelsFor, suggestionsFor } from './suggestions';

const Facts = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 700;
`;

const Sessions = styled.fieldset`
  display: flex;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  border: 0;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(1)};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 44px;
  }
  input {
    width: 22px;
    height: 22px;
  }
`;

const Closed = styled.p`
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
  text-align: center;
`;

/** One bid entry screen of a main market (all ten types): the shared rules check, the list, the confirm dialog. */
export function BidScreen({ type }: { type: EntryType }) {
  const { market, gameId, loading } = useGame();
  const now = useNow();
  const toast = useToast();
  const board = useBidBoard(market, type);
  const availability = market ? sessionAvailability({ openTime: market.open_time, closeTime: market.close_time }, now, declaredOnCard(market)) : null;
  const hasChoice = TYPES_WITH_SESSION_CHOICE.includes(type);
  const [chosen, setChosen] = useState<Session | null>(null);
  const session: Session = type === 'Jodi Digit' ? 'Close' : hasChoice ? (chosen && availability?.[chosen === 'Open' ? 'open' : 'close'] ? chosen : (availability?.selected ?? 'Open')) : 'Open';
  const [digits, setDigits] = useState('');
  const [closeDigits, setCloseDigits] = useState('');
  const [points, setPoints] = useState('');
  const [confirming, setConfirming] = useState(false);
  const listId = useId();

  if (gameId === null) return <Navigate to="/imp" replace />;
  if (loading) return <p role="status">Loading…</p>;
  if (!market) return <Navigate to="/imp" replace />;

  const closed = biddingClosedMessage({ kind: 'main', openTime: market.open_time, closeTime: market.close_time }, type, now, declaredOnCard(market));
  const labels = labelsFor(type, session);
  const suggestions = suggestionsFor(type);

  function proceed(event: FormEvent) {
    event.preventDefault();
    const problem = board.add({ digits, closeDigits: labels.second ? closeDigits : undefined, points, session });
    if (problem) {
      toast.error(problem);
      return;
    }
    setDigits('');
    setCloseDigits('');
  }

  async function submit() {
    const problem = await board.submit(now);
    if (problem === 'busy') return;
    if (problem) {
      toast.error(problem);
      return;
    }
    setConfirming(false);
    toast.success('Bid placed successfully!');
  }

  return (
    <Screen title={`${market.game_name} — ${type}`}>
      <Facts>
        <span>
          Date: <output aria-label="Bid date">{formatBidDate(now)}</output>
        </span>
        <span data-testid="screen-wallet">Wallet: {board.shownWallet}</span>
      </Facts>
      {closed ? (
        <Closed role="alert">{closed}</Closed>
      ) : (
        <form onSubmit={proceed} noValidate>
          {hasChoice && availability && (
            <Sessions>
              <legend>Session</legend>
              {(['Open', 'Close'] as const).map((option) => (
                <label key={option}>
                  <input
                    type="radio"
                    name="session"
                    value={option}
                    checked={session === option}
                    disabled={!availability[option === 'Open' ? 'open' : 'close']}
                    onChange={() => setChosen(option)}
                  />
                  {option}
                </label>
              ))}
            </Sessions>
          )}
          <TextField label={labels.first} value={digits} onChange={setDigits} inputMode="numeric" list={`${listId}-first`} autoComplete="off" />
          {suggestions.first.length > 0 && (
            <datalist id={`${listId}-first`}>
              {suggestions.first.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
          )}
          {labels.second && (
            <>
              <TextField label={labels.second} value={closeDigits} onChange={setCloseDigits} inputMode="numeric" list={`${listId}-second`} autoComplete="off" />
              <datalist id={`${listId}-second`}>
                {suggestions.second.map((value) => (
                  <option key={value} value={value} />
                ))}
              </datalist>
            </>
          )}
          <TextField label="Points" value={points} onChange={(value) => setPoints(value.replace(/\D/g, ''))} inputMode="numeric" autoComplete="off" />
          <Button type="submit">Proceed</Button>
        </form>
      )}
      {board.rows.length > 0 && (
        <>
          <BidList rows={board.rows} onRemove={board.remove} showType={type === 'SP DP TP' || type === 'SP Motor' || type === 'DP Motor'} />
          <Button type="button" onClick={() => setConfirming(true)}>
            Submit
          </Button>
        </>
      )}
      {confirming && (
        <ConfirmBids
          type={type}
          count={board.rows.length}
          points={board.totalPoints}
          busy={board.submitting}
          onCancel={() => setConfirming(false)}
          onSubmit={() => void submit()}
        />
      )}
    </Screen>
  );
}
