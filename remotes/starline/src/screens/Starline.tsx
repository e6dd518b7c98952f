import { useAtomValue } from 'jotai';
import { MarketListScreen, rateLines } from '@matka/shared-kernel/lists';
import { PATHS } from '@matka/shared-kernel/paths';
import { bettingEnabledAtom } from '@matka/shared-kernel/session';
import { RATE_LABELS } from '@matka/shared-kernel/domain';
import { useStarlineRates } from '../hooks/use-starline-rates';
import { useStarlineSlots } from '../hooks/use-starline-slots';

const STARLINE_PATHS = { list: PATHS.starline, gameTypes: PATHS.starlineGameTypes, bidHistory: PATHS.starlineBidHistory, winHistory: PATHS.starlineWinHistory };

/**
 * KING STARLINE (/imp2, /star): Bid-History, Win History and the rate box for betting players, the Starline chart,
 * and today's slots, refreshed every 5 s. A running slot opens its game types for a betting player (else stays
 * here); a closed one shakes.
 */
export default function Starline() {
  const betting = useAtomValue(bettingEnabledAtom);
  const slots = useStarlineSlots();
  const rates = useStarlineRates(betting);
  return (
    <MarketListScreen
      kind="starline"
      title="KING STARLINE"
      name="Starline"
      betting={betting}
      markets={slots}
      rates={rateLines(rates.data?.game_rates[0], RATE_LABELS.starline)}
      chartUrl={slots.data?.web_starline_chart_url || rates.data?.web_starline_chart_url}
      paths={STARLINE_PATHS}
    />
  );
}
