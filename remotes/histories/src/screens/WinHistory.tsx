import styled from 'styled-components';
import { numberLabels, shownDate } from '@matka/shared-kernel/domain';
import { HistoryCard, HistoryList } from '@matka/shared-kernel/history';
import { Screen, theme } from '@matka/shared-kernel/ui';
import { CardHead } from '../components/CardHead';
import { Facts } from '../components/Facts';
import { formatPoints } from '../model/points';

const Cheer = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.success};
  font-weight: 800;
`;

/** Win History (/imp3, /win, /windata): the player's winning main-market bids between two days, with what each paid. */
export default function WinHistory() {
  return (
    <Screen title="Win History">
      <HistoryList call="api-wining-history-data" items={(answer) => answer.win_data}>
        {(win, index) => {
          const labels = numberLabels(win.type, win.session);
          return (
            <HistoryCard key={index} $tone={theme.colors.success}>
              <Cheer>Congratulations You Won</Cheer>
              <CardHead title={win.game_name} points={formatPoints(win.amount)} tone={theme.colors.success} />
              <Facts
                facts={[
                  ['Bid Type', win.type],
                  ['Session', win.session],
                  [labels.first, win.digits],
                  [labels.second ?? 'Close Digit', win.closedigits],
                  ['Date', shownDate(win.wining_date)],
                ]}
              />
            </HistoryCard>
          );
        }}
      </HistoryList>
    </Screen>
  );
}
