import { DecisionList } from '../components/DecisionList';
import type { Withdrawal } from '../types';

type Status = '0' | '2' | '1' | 'all';
const STATUSES: Array<{ value: Status; label: string }> = [
  { value: '0', label: 'Pending' },
  { value: '2', label: 'Approved' },
  { value: '1', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];
const STATUS_TEXT: Record<number, string> = { 0: 'pending', 1: 'cancelled', 2: 'approved' };

/** Withdraw requests: approve once paid (with the payment's receipt link, asked in the confirmation), or cancel (the points go back). */
export function WithdrawalsScreen() {
  return (
    <DecisionList<Withdrawal, number, Status>
      title="Withdrawals"
      noun="withdrawal"
      path="/operator/withdrawals"
      rowsKey="withdrawals"
      statuses={STATUSES}
      empty="No withdraw requests here."
      states={{ pending: 0, approved: 2, refused: 1 }}
      refusal={{ verb: 'cancel', label: 'Cancel', done: 'cancelled' }}
      statusText={(status) => STATUS_TEXT[status] ?? 'unknown'}
      detail={{ heading: <th>Pay to</th>, cell: (request) => <td>{request.payout_method}<br />{request.payout_number}</td> }}
      afterStatus={(request, current) =>
        current === 2 && request.receipt_url && (
          <><br />{/^\d{12}$/.test(request.receipt_url) ? `UTR ${request.receipt_url}` : <a href={request.receipt_url} target="_blank" rel="noreferrer">Receipt</a>}</>
        )
      }
      confirmDetails={(request) => [['Pay to', `${request.payout_method} ${request.payout_number}`]]}
      approveField={{ label: 'Receipt: https link or 12-digit UTR', name: 'receipt', required: true, hint: 'the payment’s receipt link, or the UTR reference your bank app shows' }}
    />
  );
}
