import { formatPoints, shownDate } from '@matka/shared-kernel/domain';
import { HistoryCard, HistoryList } from '@matka/shared-kernel/history';
import { Screen } from '@matka/shared-kernel/ui';

/** Starline Bid History (/imp5): the player's Starline bids between two days. */
export default function StarlineBidHistory() {
  return (
    <Screen title="Starline Bid History">
      <HistoryList call="api-starline-bid-history-data" items={(answer) => answer.bid_data}>
        {(bid, index) => (
          <HistoryCard key={index}>
            <p className="title">{bid.game_name}</p>
            <p>
              {bid.type}: {bid.digits}
            </p>
            <p>Date: {shownDate(bid.bid_date)}</p>
            <p>Points: {formatPoints(bid.points)}</p>
            {bid.bid_status === 'refunded' && <p>Status: Refunded</p>}
          </HistoryCard>
        )}
      </HistoryList>
    </Screen>
  );
}
