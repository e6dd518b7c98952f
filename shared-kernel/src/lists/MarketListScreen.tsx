import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { Market } from '../contract/markets';
import type { CallResult } from '@matka/shared-kernel/data';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { MarketCard } from './MarketCard';
import { RatesBox, type RateLine } from './RatesBox';
import { gamePath, stateFor } from './game-state';

const Links = styled.nav`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space(1)};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-size: 0.9375rem;
    font-weight: 700;
    text-align: center;
    text-decoration: none;
    /* Three to a row on a 360 px phone: "Bid-History" must not break at its hyphen. */
    white-space: nowrap;
  }
`;

/** Where a market list's links and cards go. */
export interface MarketListPaths {
  /** The list itself: where a tap on a card stays for a player without betting. */
  list: string;
  /** A running market's game types, for a betting player. */
  gameTypes: string;
  bidHistory: string;
  winHistory: string;
}

/** What differs between the Starline and the Gali list: the texts, the paths, and the answers of the list's calls. */
export interface MarketListScreenProps {
  kind: 'starline' | 'gali';
  /** The heading (KING STARLINE). */
  title: string;
  /** The section's name (Starline): labels the links bar and, as "<name> markets", the list. */
  name: string;
  betting: boolean;
  /** Today's markets, as `useCall` gives them (polled by the caller). */
  markets: Pick<CallResult<{ result: Market[] }>, 'data' | 'error' | 'loading'>;
  /** The rate box's lines, shown to betting players only. */
  rates: readonly RateLine[];
  chartUrl: string | undefined;
  /** Gali's Chart comes before the histories, Starline's after them (docs/screens.md § KING GALI). */
  chartFirst?: boolean;
  paths: MarketListPaths;
}

/**
 * A Starline or Gali market list: the Chart (new tab), Bid-History, Win History and the rate box for betting players,
 * then today's markets with their loading, failure and empty states. A running market opens its game types for a
 * betting player (else stays on the list); a closed one shakes.
 */
export function MarketListScreen({ kind, title, name, betting, markets, rates, chartUrl, chartFirst = false, paths }: MarketListScreenProps) {
  const chart = chartUrl && (
    <a href={chartUrl} target="_blank" rel="noreferrer">
      Chart
    </a>
  );
  return (
    <Screen title={title}>
      <Links aria-label={name}>
        {chartFirst && chart}
        {betting && <Link to={paths.bidHistory}>Bid-History</Link>}
        {betting && <Link to={paths.winHistory}>Win History</Link>}
        {!chartFirst && chart}
      </Links>
      {betting && <RatesBox lines={rates} />}
      <section aria-label={`${name} markets`}>
        {markets.loading && <Loading />}
        {markets.error && !markets.data && <p role="alert">An error occurred. Please try again.</p>}
        {markets.data?.result.length === 0 && <p>No markets today.</p>}
        {markets.data?.result.map((market) => (
          <MarketCard
            key={market.game_id}
            kind={kind}
            market={market}
            betting={betting}
            target={betting ? { to: gamePath(paths.gameTypes, market), state: stateFor(market) } : { to: paths.list }}
          />
        ))}
      </section>
    </Screen>
  );
}
