import { DecisionList } from '../components/DecisionList';
import { WITHDRAW_STATUS, WITHDRAW_STATUS_LABELS, type WithdrawStatus } from '@matka/shared-kernel/contract';
import type { OperatorWithdrawal as Withdrawal } from '@matka/shared-kernel/operator-contract';

type Status = `${WithdrawStatus}` | 'all';
const { pending, approved, cancelled } = WITHDRAW_STATUS;
const STATUSES: Array<{ value: Status; label: string }> = [
  ...[pending, approved, cancelled].map((status) => ({ value: `${status}` as const, label: WITHDRAW_STATUS_LABELS[status] })),
  { value: 'all', label: 'All' },
];

/** Withdraw requests: approve once paid (with the payment's receipt link, asked in the confirmation), or cancel (the points go back). */
export function WithdrawalsScreen() {
  return (
    <DecisionList<Withdrawal, WithdrawStatus, Status>
      title="Withdrawals"
      noun="withdrawal"
      path="/operator/withdrawals"
      rowsKey="withdrawals"
      statuses={STATUSES}
      empty="No withdraw requests here."
      states={{ pending, approved, refused: cancelled }}
      refusal={{ verb: 'cancel', label: 'Cancel', done: 'cancelled' }}
      statusText={(status) => WITHDRAW_STATUS_LABELS[status]?.toLowerCase() ?? 'unknown'}
      detail={{ heading: <th>Pay to</th>, cell: (request) => <td>{request.payout_method}<br />{request.payout_number}</td> }}
      afterStatus={(request, current) =>
        current === approved && request.receipt_url && (
          <><br />{/^\d{12}$/.test(request.receipt_url) ? `UTR ${request.receipt_url}` : <a href={request.receipt_url} target="_blank" rel="noreferrer">Receipt</a>}</>
        )
      }
      confirmDetails={(request) => [['Pay to', `${request.payout_method} ${request.payout_number}`]]}
      approveField={{ label: 'Receipt: https link or 12-digit UTR', name: 'receipt', required: true, hint: 'the payment’s receipt link, or the UTR reference your bank app shows' }}
    />
  );
}
