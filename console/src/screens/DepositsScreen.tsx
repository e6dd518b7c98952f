import { DecisionList } from '../components/DecisionList';
import type { OperatorDeposit as Deposit } from '@matka/shared-kernel/operator-contract';

type Status = Deposit['status'] | 'all';
const STATUSES: Array<{ value: Status; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** Deposit requests: approve (credits the player once) or reject, filtered by status and player. */
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
        cell: (deposit) => <td>{deposit.utr ? `UTR ${deposit.utr}` : 'no UTR'}<br /><span className="muted">{deposit.payment_method || '-'}</span></td>,
      }}
      confirmDetails={(deposit) => [['UTR', deposit.utr || 'none given: match by amount and time']]}
    />
  );
}
