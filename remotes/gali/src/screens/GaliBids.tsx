import styled from 'styled-components';
import { formatPoints, numberLabels, shownDate } from '@matka/shared-kernel/domain';
import { HistoryCard, HistoryList } from '@matka/shared-kernel/history';
import { Screen } from '@matka/shared-kernel/ui';
import { toneOf } from '../model/bid-tones';

/** The card's edge in the type's colour and a light wash of it, so the type is seen at a glance. */
const BidCard = styled(HistoryCard)`
  background: color-mix(in srgb, ${({ $tone }) => $tone} 12%, #fff);
`;

/** GALI DISAWAR BIDS (/impbid): the player's Gali bids between two days, each card coloured by its type. */
export default function GaliBids() {
  return (
    <Screen title="GALI DISAWAR BIDS">
      <HistoryList call="api-galidisawar-bid-history-data" items={(answer) => answer.bid_data}>
        {(bid, index) => {
          const tone = toneOf(bid.type);
          return (
            <BidCard key={index} $tone={tone.colour} data-tone={tone.name}>
              <p className="title">{bid.game_name}</p>
              <p>
                {numberLabels(bid.type, bid.session).first}: {bid.digits}
              </p>
              <p>Date: {shownDate(bid.bid_date)}</p>
              <p>Type: {bid.type}</p>
              <p>Points: {formatPoints(bid.points)}</p>
              {bid.bid_status === 'refunded' && <p>Status: Refunded</p>}
            </BidCard>
          );
        }}
      </HistoryList>
    </Screen>
  );
}
