import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { MarketCard, RatesBox, gamePath, rateLines, stateFor } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { bettingEnabledAtom } from '@matka/shared-kernel/session';
import { Screen } from '@matka/shared-kernel/ui';
import { GALI_RATES, useGaliRates } from '../hooks/use-gali-rates';
import { useGaliGames } from '../hooks/use-gali-games';

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
 * KING GALI (/galiallgame for betting players, /galiIMP otherwise; both draw this screen and follow the betting flag,
 * so a betting player who lands on /galiIMP still gets the whole list): the Gali chart, Bid-History, Win History and
 * the rate box for betting players, and today's games refreshed every 5 s. A running game opens the bid-type menu for
 * a betting player (else stays on /galiIMP, as the seed does); a closed one shakes.
 */
export default function Gali() {
  const betting = useAtomValue(bettingEnabledAtom);
  const games = useGaliGames();
  const rates = useGaliRates(betting);
  const chartUrl = games.data?.web_galidessar_chart_url || rates.data?.web_galidessar_chart_url;
  return (
    <Screen title="KING GALI">
      <Links aria-label="Gali">
        {chartUrl && (
          <a href={chartUrl} target="_blank" rel="noreferrer">
            Chart
          </a>
        )}
        {betting && <Link to={PATHS.galiBidHistory}>Bid-History</Link>}
        {betting && <Link to={PATHS.galiWinHistory}>Win History</Link>}
      </Links>
      {betting && <RatesBox lines={rateLines(rates.data?.game_rates[0], GALI_RATES)} />}
      <section aria-label="Gali markets">
        {games.loading && <p role="status">Loading…</p>}
        {games.error && !games.data && <p role="alert">An error occurred. Please try again.</p>}
        {games.data?.result.length === 0 && <p>No markets today.</p>}
        {games.data?.result.map((game) => (
          <MarketCard
            key={game.game_id}
            kind="gali"
            market={game}
            betting={betting}
            target={betting ? { to: gamePath(PATHS.galiGameTypes, game), state: stateFor(game) } : { to: PATHS.gali }}
          />
        ))}
      </section>
    </Screen>
  );
}
