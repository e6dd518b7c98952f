import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled, { css, keyframes } from 'styled-components';
import type { Market } from '../contract/markets';
import type { MarketKind } from '../domain/bid-types';
import { holidayOnCard, runningOnCard } from '../domain/market-clock';
import { MESSAGES } from '../domain/messages';
import { marketResultText } from '../domain/results';
import { useNow } from '@matka/shared-kernel/data';
import { useToast } from '@matka/shared-kernel/toasts';

const shake = keyframes`
  0%, 100% { transform: translateX(0); }
  20%, 60% { transform: translateX(-8px); }
  40%, 80% { transform: translateX(8px); }
`;

const Card = styled.button<{ $shaking: boolean; $running: boolean }>`
  display: grid;
  grid-template-columns: 1fr 44px;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  margin-bottom: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 0;
  border-left: 6px solid ${({ theme, $running }) => ($running ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 10px rgb(49 27 146 / 0.1);
  color: ${({ theme }) => theme.colors.text};
  text-align: left;
  cursor: pointer;
  ${({ $shaking }) =>
    $shaking &&
    css`
      animation: ${shake} 0.5s;
    `}
  .name {
    font-weight: 800;
    font-size: 1.05rem;
  }
  .result {
    font-size: 1.2rem;
    font-weight: 800;
    letter-spacing: 0.05em;
    color: ${({ theme }) => theme.colors.brandDark};
  }
  .times,
  .status {
    font-size: ${({ theme }) => theme.font.small};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .status {
    font-weight: 700;
    color: ${({ theme, $running }) => ($running ? theme.colors.success : theme.colors.danger)};
  }
  .play {
    grid-row: 1 / span 4;
    grid-column: 2;
    align-self: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${({ theme, $running }) => ($running ? theme.colors.brand : '#8d86a0')};
    color: #fff;
  }
  /* The icon's place is kept when betting is off or the market is closed, so the card does not change its layout. */
  .play.off {
    visibility: hidden;
  }
  /* A closed market for a betting player: nothing to play, and it looks so (a tap says why). */
  &[aria-disabled='true'] {
    background: #f3f1f6;
    box-shadow: none;
    .name,
    .result {
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/** The shake and vibration for a tap on a closed market (docs/screens.md § Home). */
export const CLOSED_TAP = { shakeMs: 500, vibrateMs: 100 } as const;

/** Where a tap on a running market goes: a path and the navigation state. */
export interface MarketTarget {
  to: string;
  state?: unknown;
}

/** The times line of a card: main markets both windows, Starline its slot, Gali its closing time. */
function timesOf(kind: MarketKind, market: Market): string {
  if (kind === 'main') return `Open Bids ${market.open_time} · Close Bids ${market.close_time}`;
  if (kind === 'starline') return `Time ${market.open_time}`;
  return `Close Bids ${market.open_time}`;
}

/**
 * One market's card in any list (main, Starline, Gali): name, result, times, Market is running / Close for today / Holiday and
 * the play icon for betting players on a running market. A running market opens `target`; a closed one looks
 * disabled, and a tap shakes it 0.5 s, vibrates 100 ms and says it is closed for today. Running is the server's flag
 * as the market clock still agrees with it (`runningOnCard`), so a card closes on screen at its time.
 */
export function MarketCard({ kind, market, betting, target }: { kind: MarketKind; market: Market; betting: boolean; target: MarketTarget }) {
  const navigate = useNavigate();
  const toast = useToast();
  const now = useNow();
  const [shaking, setShaking] = useState(false);
  const running = runningOnCard(kind, market, now);
  const playable = running && betting;
  const tap = () => {
    if (running || !betting) return navigate(target.to, target.state === undefined ? undefined : { state: target.state });
    toast.error(holidayOnCard(market) ? MESSAGES.holidayBids(market.game_name) : MESSAGES.marketClosedForToday);
    setShaking(true);
    navigator.vibrate?.(CLOSED_TAP.vibrateMs);
    setTimeout(() => setShaking(false), CLOSED_TAP.shakeMs);
  };
  return (
    <Card
      type="button"
      onClick={tap}
      aria-disabled={betting && !running ? true : undefined}
      $shaking={shaking}
      $running={running}
      data-testid={`market-${market.game_id}`}
    >
      <span className="name">{market.game_name}</span>
      <span className="result">{marketResultText(kind, market.open_result, market.close_result)}</span>
      <span className="times">{timesOf(kind, market)}</span>
      <span className="status">{holidayOnCard(market) ? MESSAGES.marketHoliday : running ? MESSAGES.marketRunning : MESSAGES.marketClosed}</span>
      <span className={playable ? 'play' : 'play off'} aria-hidden="true">
        ▶
      </span>
    </Card>
  );
}
