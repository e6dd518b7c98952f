import { formatPoints, shownDate } from '@matka/shared-kernel/domain';
import { HistoryCard, HistoryList } from '@matka/shared-kernel/history';
import { Screen } from '@matka/shared-kernel/ui';

/** Starline Win History (/imp6): the player's winning Starline bids between two days, with what each paid. */
export default function StarlineWinHistory() {
  return (
    <Screen title="Starline Win History">
      <HistoryList call="api-starline-wining-history-data" items={(answer) => answer.win_data}>
        {(win, index) => (
          <HistoryCard key={index}>
            <p className="title">{win.game_name}</p>
            <p>
              {win.type}: {win.digits}
            </p>
            <p>Date: {shownDate(win.wining_date)}</p>
            <p>Won: {formatPoints(win.amount)}</p>
          </HistoryCard>
        )}
      </HistoryList>
    </Screen>
  );
}
