import { DecisionList } from '../components/DecisionList';
import type { OperatorDeposit as Deposit } from '@matka/shared-kernel/operator-contract';

type Status = Deposit['status'] | 'all';
const STATUSES: Array<{ value: Status; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** A deposit's near-duplicates, for a look at the bank statement: other deposits of the same amount within a minute. */
const nearDuplicates = (deposit: Deposit) => `Same amount within a minute: ${deposit.near_duplicates.map((id) => `#${id}`).join(', ')}`;

/**
 * Deposit requests: approve (credits the player once; above the threshold, at a second operator's approval) or
 * reject, filtered by status and player. Deposits of the same amount filed within a minute are flagged.
 */
export function DepositsScreen() {
  return (
    <DecisionList<Deposit, Deposit['status'], Status>
      title="Deposits"
      noun="deposit"
      path="/operator/deposits"
      rowsKey="deposits"
      statuses={STATUSES}
      empty="No deposit requests here."
      states={{ pending: 'pending', approved: 'approved', refused: 'rejected' }}
      refusal={{ verb: 'reject', label: 'Reject', done: 'rejected' }}
      statusText={(status) => status}
      detail={{
        heading: <th>UTR / method</th>,
        cell: (deposit) => (
          <td>
            {deposit.utr ? `UTR ${deposit.utr}` : 'no UTR'}<br /><span className="muted">{deposit.payment_method || '-'}</span>
            {deposit.near_duplicates.length > 0 && <><br /><span className="warn">{nearDuplicates(deposit)}</span></>}
          </td>
        ),
      }}
      confirmDetails={(deposit) => [
        ['UTR', deposit.utr || 'none given: match by amount and time'],
        ...(deposit.near_duplicates.length > 0 ? [['Check', nearDuplicates(deposit)] as [string, string]] : []),
      ]}
    />
  );
}
