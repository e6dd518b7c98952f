import { useAtomValue } from 'jotai';
import { MarketListScreen, rateLines } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { bettingEnabledAtom } from '@matka/shared-kernel/session';
import { RATE_LABELS } from '@matka/shared-kernel/domain';
import { useGaliRates } from '../hooks/use-gali-rates';
import { useGaliGames } from '../hooks/use-gali-games';

const GALI_PATHS = { list: PATHS.gali, gameTypes: PATHS.galiGameTypes, bidHistory: PATHS.galiBidHistory, winHistory: PATHS.galiWinHistory };

/**
 * KING GALI (/galiallgame for betting players, /galiIMP otherwise; both draw this screen and follow the betting flag,
 * so a betting player who lands on /galiIMP still gets the whole list): the Gali chart, Bid-History, Win History and
 * the rate box for betting players, and today's games refreshed every 5 s. A running game opens the bid-type menu for
 * a betting player (else stays on /galiIMP); a closed one shakes.
 */
export default function Gali() {
  const betting = useAtomValue(bettingEnabledAtom);
  const games = useGaliGames();
  const rates = useGaliRates(betting);
  return (
    <MarketListScreen
      kind="gali"
      title="KING GALI"
      name="Gali"
      betting={betting}
      markets={games}
      rates={rateLines(rates.data?.game_rates[0], RATE_LABELS.gali)}
      chartUrl={games.data?.web_galidessar_chart_url || rates.data?.web_galidessar_chart_url}
      chartFirst
      paths={GALI_PATHS}
    />
  );
}
