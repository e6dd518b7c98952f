import { numberLabels, shownDate } from '@matka/shared-kernel/domain';
import { HistoryCard, HistoryList } from '@matka/shared-kernel/history';
import { Screen, theme } from '@matka/shared-kernel/ui';
import { CardHead } from '../components/CardHead';
import { Facts } from '../components/Facts';
import { formatPoints } from '../model/points';

/** Bid History (/imp4, /bid): the player's main-market bids between two days, newest first; a refunded one says so. */
export default function BidHistory() {
  return (
    <Screen title="Bid History">
      <HistoryList call="api-bid-history-data" items={(answer) => answer.bid_data}>
        {(bid, index) => {
          const labels = numberLabels(bid.type, bid.session);
          return (
            <HistoryCard key={index}>
              <CardHead title={bid.game_name} points={formatPoints(bid.points)} tone={theme.colors.brand} />
              <Facts
                facts={[
                  ['Bid Type', bid.type],
                  ['Session', bid.session],
                  [labels.first, bid.digits],
                  [labels.second ?? 'Close Digit', bid.closedigits],
                  ['Date', shownDate(bid.bid_date)],
                  // A bid of a cancelled day: its points came back to the wallet.
                  ['Status', bid.bid_status === 'refunded' ? 'Refunded' : ''],
                ]}
              />
            </HistoryCard>
          );
        }}
      </HistoryList>
    </Screen>
  );
}
