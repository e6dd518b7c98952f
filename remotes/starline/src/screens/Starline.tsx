import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MarketCard, RatesBox, gamePath, rateLines, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { bettingEnabledAtom } from '@matka/shared-kernel/session';
import { Screen } from '@matka/shared-kernel/ui';
import { STARLINE_RATES, useStarlineRates } from '../hooks/use-starline-rates';
import { useStarlineSlots } from '../hooks/use-starline-slots';

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

/**
 * KING STARLINE (/imp2, /star): Bid-History, Win History and the rate box for betting players, the Starline chart,
 * and today's slots, refreshed every 5 s. A running slot opens its game types for a betting player (else stays here,
 * as the seed does); a closed one shakes.
 */
export default function Starline() {
  const betting = useAtomValue(bettingEnabledAtom);
  const slots = useStarlineSlots();
  const rates = useStarlineRates(betting);
  const chartUrl = slots.data?.web_starline_chart_url || rates.data?.web_starline_chart_url;
  return (
    <Screen title="KING STARLINE">
      <Links aria-label="Starline">
        {betting && <Link to={PATHS.starlineBidHistory}>Bid-History</Link>}
        {betting && <Link to={PATHS.starlineWinHistory}>Win History</Link>}
        {chartUrl && (
          <a href={chartUrl} target="_blank" rel="noreferrer">
            Chart
          </a>
        )}
      </Links>
      {betting && <RatesBox lines={rateLines(rates.data?.game_rates[0], STARLINE_RATES)} />}
      <section aria-label="Starline markets">
        {slots.loading && <p role="status">Loading…</p>}
        {slots.error && !slots.data && <p role="alert">An error occurred. Please try again.</p>}
        {slots.data?.result.length === 0 && <p>No markets today.</p>}
        {slots.data?.result.map((slot) => (
          <MarketCard
            key={slot.game_id}
            kind="starline"
            market={slot}
            betting={betting}
            target={betting ? { to: gamePath(PATHS.starlineGameTypes, slot), state: stateFor(slot) } : { to: PATHS.starline }}
          />
        ))}
      </section>
    </Screen>
  );
}
