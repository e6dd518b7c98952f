import { shownDate } from '@matka/shared-kernel/domain';
import { HistoryCard, PagedList } from '@matka/shared-kernel/history';
import { Screen, theme } from '@matka/shared-kernel/ui';
import { CardHead } from '../components/CardHead';
import { Facts } from '../components/Facts';
import { formatPoints, signedPoints } from '../model/points';

/**
 * Transaction History, the Passbook (/transaction): every ledger entry of the player, newest first, a page at a time;
 * credits green and debits red, each with the balance it left (the server's, from the ledger).
 */
export default function Transactions() {
  return (
    <Screen title="Transaction History">
      <PagedList call="api-wallet-transaction-history" request={{}} items={(answer) => answer.transaction_history}>
        {(entry) => {
          // transaction_type "1" is a credit, anything else a debit (the contract's field, as the legacy clients read
          // it).
          const credit = entry.transaction_type === '1';
          const tone = credit ? theme.colors.success : theme.colors.danger;
          return (
            <HistoryCard key={entry.transaction_id} $tone={tone} data-testid={`transaction-${entry.transaction_id}`}>
              <CardHead title={entry.transaction_note} points={signedPoints(entry.amount, credit)} tone={tone} />
              <Facts
                facts={[
                  ['Type', credit ? 'Credit' : 'Debit'],
                  ['Date', shownDate(entry.insert_date)],
                  ['Balance', entry.balance_after === undefined ? '' : formatPoints(entry.balance_after)],
                  ['Status', entry.amount_status === '1' ? '' : 'Pending'],
                ]}
              />
            </HistoryCard>
          );
        }}
      </PagedList>
    </Screen>
  );
}
