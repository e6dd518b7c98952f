import { formatPoints, numberLabels, shownDate } from '@matka/shared-kernel/domain';
import { HistoryCard, HistoryList } from '@matka/shared-kernel/history';
import { Screen } from '@matka/shared-kernel/ui';

/** GALI DISAWAR WINS (/impwin): the player's winning Gali bids between two days, with what each paid. */
export default function GaliWins() {
  return (
    <Screen title="GALI DISAWAR WINS">
      {/* The Gali win history answers in `bid_data`, as the legacy clients read it. */}
      <HistoryList call="api-galidisawar-wining-history-data" items={(answer) => answer.bid_data}>
        {(win, index) => (
          <HistoryCard key={index}>
            <p className="title">Congratulations You Won</p>
            <p>{win.game_name}</p>
            <p>
              {numberLabels(win.type, win.session).first}: {win.digits}
            </p>
            <p>Date: {shownDate(win.wining_date)}</p>
            <p>Type: {win.type}</p>
            <p>Amount: {formatPoints(win.amount)}</p>
          </HistoryCard>
        )}
      </HistoryList>
    </Screen>
  );
}
