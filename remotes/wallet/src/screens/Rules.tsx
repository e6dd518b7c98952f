import styled from 'styled-components';
import { Screen, Loading } from '@matka/shared-kernel/ui';
import { Empty, Panel } from '../components/styled';
import { useRules } from '../hooks/use-rules';
import { WALLET_TEXTS } from '../messages';

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
    line-height: 1.5;
  }
`;

/** One rules screen: the operator's multi-line text, one line per item. */
function RulesScreen({ title, kind }: { title: string; kind: 'withdrawal_rule' | 'deposit_rule' }) {
  const { lines, loading, failed } = useRules(kind);
  return (
    <Screen title={title}>
      {loading && <Loading />}
      {(failed || (!loading && lines.length === 0)) && <Empty>{WALLET_TEXTS.noData}</Empty>}
      {lines.length > 0 && (
        <Panel>
          <Lines>
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </Lines>
        </Panel>
      )}
    </Screen>
  );
}

/** Withdraw Rules (/withdrawrule). */
export function WithdrawRules() {
  return <RulesScreen title="Withdraw Rules" kind="withdrawal_rule" />;
}

/** Deposit Rules (/depositrule). */
export function DepositRules() {
  return <RulesScreen title="Deposit Rules" kind="deposit_rule" />;
}
