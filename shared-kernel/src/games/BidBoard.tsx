import { useId, useState, type FormEvent } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import type { Market } from '../contract/markets';
import { useNow } from '@matka/shared-kernel/data';
import { hasSessionChoice, isSettledType, type EntryType, type MarketKind, type Session } from '../domain/bid-types';
import { bidSession } from '../domain/bid-entry';
import { formatBidDate } from '../domain/dates';
import { biddingClosedOnCard, declaredOnCard, sessionAvailability } from '../domain/market-clock';
import { MESSAGES } from '../domain/messages';
import { formatPoints } from '../domain/points';
import { announcePushMoment } from '../push/index';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { BettingOffNotice, Button, TextField, useLeaveGuard } from '@matka/shared-kernel/ui';
import { useToast } from '@matka/shared-kernel/toasts';
import { BidList } from './BidList';
import { BidRangeNote } from './BidRangeNote';
import { WhatFits } from './WhatFits';
import { ConfirmBids } from './ConfirmBids';
import { labelsFor, suggestionsFor } from './suggestions';
import { useBidBoard, type FitOffer, type SubmitOutcome } from './use-bid-board';

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 700;
  /* On a narrow phone the wallet goes under the date instead of both breaking mid-word ("23-November-" / "2026"). */
  span {
    white-space: nowrap;
  }
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

/**
 * The session rules for a screen (docs/game-rules.md § Sessions): main types with the radio choose, Jodi is Close, the
 * rest (and Starline, Gali) Open.
 */
function useSession(kind: MarketKind, type: EntryType, market: Market, now: Date) {
  const hasChoice = hasSessionChoice(kind, type);
  const availability = kind === 'main' ? sessionAvailability({ openTime: market.open_time, closeTime: market.close_time }, now, declaredOnCard(market)) : null;
  const [chosen, setChosen] = useState<Session | null>(null);
  let session: Session = bidSession(kind, type, undefined);
  if (hasChoice && availability) session = chosen && availability[chosen === 'Open' ? 'open' : 'close'] ? chosen : (availability.selected ?? 'Open');
  return { session, choose: setChosen, availability: hasChoice ? availability : null };
}

/**
 * One bid entry screen for any market kind and bid type: today's date, the running wallet, the session radio where
 * the type has one, number fields with suggestions, Proceed, the list with delete, Submit and the confirm dialog,
 * and the batches sent with the kind's call. The remote looks the market up and hands it in.
 */
export function BidBoard({ kind, market, type }: { kind: MarketKind; market: Market; type: EntryType }) {
  const now = useNow();
  const toast = useToast();
  const board = useBidBoard(kind, market, type);
  const { session, choose, availability } = useSession(kind, type, market, now);
  const [digits, setDigits] = useState('');
  const [closeDigits, setCloseDigits] = useState('');
  const [points, setPoints] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A stake limit refused the list and named what fits: offered, placed only when the player agrees.
  const [offer, setOffer] = useState<{ message: string; fit: FitOffer } | null>(null);
  const listId = useId();
  const bettingOff = useAtomValue(userDetailAtom)?.bettingEnabled === false;
  // Unsent bids are not thrown away without a word: leaving asks first (the shell's LeaveGuard).
  useLeaveGuard(board.rows.length > 0 ? MESSAGES.discardBids(board.rows.length) : null);

  // A declared result closes what it decides, whatever the clock says (the server refuses those bids too).
  const closed = biddingClosedOnCard(kind, market, type, now);
  const labels = labelsFor(type, session);
  const suggestions = suggestionsFor(type);

  function proceed(event: FormEvent) {
    event.preventDefault();
    const problem = board.add({ digits, closeDigits: labels.second ? closeDigits : undefined, points, session });
    setAlert(problem?.alert ?? null);
    if (problem) {
      toast.error(problem.message);
      return;
    }
    setDigits('');
    setCloseDigits('');
  }

  async function submit() {
    shown(await board.submit(now));
  }

  async function placeWhatFits(fit: FitOffer) {
    setOffer(null);
    shown(await board.placeWhatFits(fit, now));
  }

  function shown(outcome: SubmitOutcome) {
    if (outcome.status === 'busy') return;
    // Not sent (no answer): the dialog stays, for a retry with the same keys.
    if (outcome.status === 'failed') {
      toast.error(outcome.message);
      return;
    }
    // Placed, or refused whole: the list now says which rows are left and why.
    setConfirming(false);
    setOffer(outcome.status === 'refused' && outcome.fit ? { message: outcome.message, fit: outcome.fit } : null);
    if (outcome.status === 'refused') toast.error(outcome.message);
    else {
      toast.success(MESSAGES.bidPlaced);
      announcePushMoment();
    }
  }

  // Opened by its address with betting off: said plainly (the server refuses the bids too).
  if (bettingOff) return <BettingOffNotice role="alert">{MESSAGES.bettingDisabled}</BettingOffNotice>;

  return (
    <>
      <Facts>
        <span>
          Date: <output aria-label="Bid date">{formatBidDate(now)}</output>
        </span>
        <span data-testid="screen-wallet">Wallet: {formatPoints(board.shownWallet)}</span>
      </Facts>
      {closed ? (
        <Closed role="alert">{closed}</Closed>
      ) : (
        <form onSubmit={proceed} noValidate>
          {availability && (
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
                    onChange={() => choose(option)}
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
          {alert && <Closed role="alert">{alert}</Closed>}
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
          <TextField label="Points" value={points} onChange={setPoints} inputMode="numeric" autoComplete="off" />
          {isSettledType(type) && <BidRangeNote kind={kind} market={market} type={type} session={session} now={now} />}
          <Button type="submit">Proceed</Button>
        </form>
      )}
      {offer && <WhatFits message={offer.message} fit={offer.fit} busy={board.submitting} onPlace={() => void placeWhatFits(offer.fit)} onKeep={() => setOffer(null)} />}
      {board.rows.length > 0 && (
        <>
          <BidList
            rows={board.rows}
            onRemove={board.remove}
            showType={!isSettledType(type)}
            showSession={hasSessionChoice(kind, type)}
          />
          <Button type="button" onClick={() => setConfirming(true)}>
            Submit
          </Button>
        </>
      )}
      {confirming && (
        <ConfirmBids
          type={type}
          gameType={kind === 'main' ? [...new Set(board.rows.map((row) => row.session))].join(', ') : undefined}
          count={board.rows.length}
          points={board.totalPoints}
          busy={board.submitting}
          onCancel={() => setConfirming(false)}
          onSubmit={() => void submit()}
        />
      )}
    </>
  );
}
