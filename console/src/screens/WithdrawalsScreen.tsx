import { useState } from 'react';
import { post } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Filters, NoteField } from '../components/Filters';
import { Loading, Notice } from '../components/Notice';
import { istTime, points } from '../format';
import type { Withdrawal } from '../types';
import { useDecisions } from '../use-decisions';
import { useLoad } from '../use-load';

type Status = '0' | '2' | '1' | 'all';
const STATUSES: Array<{ value: Status; label: string }> = [
  { value: '0', label: 'Pending' },
  { value: '2', label: 'Approved' },
  { value: '1', label: 'Cancelled' },
  { value: 'all', label: 'All' },
];
const STATUS_TEXT: Record<number, string> = { 0: 'pending', 1: 'cancelled', 2: 'approved' };

/** Withdraw requests: approve once paid (with the payment's receipt link), or cancel (the points go back). */
export function WithdrawalsScreen() {
  const [status, setStatus] = useState<Status>('0');
  const [player, setPlayer] = useState('');
  const [note, setNote] = useState('');
  const [receipts, setReceipts] = useState<Record<number, string>>({});
  const query = new URLSearchParams({ ...(status === 'all' ? {} : { status }), ...(player ? { player } : {}) });
  const { data, loading, error } = useLoad<{ withdrawals: Withdrawal[] }>(`/operator/withdrawals?${query}`);
  const { shown, decide, error: failed, info } = useDecisions<number>();
  const act = (request: Withdrawal, approve: boolean) =>
    decide(
      request.id,
      approve ? 2 : 1,
      () => post(`/operator/withdrawals/${request.id}/${approve ? 'approve' : 'cancel'}`, approve ? { receipt: receipts[request.id] ?? '', note } : { note }),
      `Withdrawal #${request.id} of ${request.name} ${approve ? 'approved' : 'cancelled'}`,
    );
  return (
    <>
      <h1>Withdrawals</h1>
      <Filters statuses={STATUSES} status={status} onStatus={setStatus} onPlayer={setPlayer} />
      <div className="row"><NoteField value={note} onChange={setNote} /></div>
      <Notice error={failed} info={info} />
      <Loading loading={loading && !data} error={error} />
      {data && data.withdrawals.length === 0 && <p className="muted">No withdraw requests here.</p>}
      {data && data.withdrawals.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr><th>#</th><th>Player</th><th className="num">Amount</th><th>Pay to</th><th className="hide-phone">Filed</th><th>Status</th><th><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {data.withdrawals.map((request) => {
                const now = shown[request.id];
                const current = now?.status ?? request.status;
                return (
                  <tr key={request.id} data-testid={`withdrawal-${request.id}`}>
                    <td>{request.id}</td>
                    <td>{request.name}<br /><span className="muted">{request.mobile}</span></td>
                    <td className="num">{points(request.amount)}</td>
                    <td>{request.payment_method} {request.payout_number}</td>
                    <td className="hide-phone">{istTime(request.created_at)}</td>
                    <td>
                      {STATUS_TEXT[current] ?? 'unknown'}{now?.saving ? '…' : ''}
                      {current === 2 && request.receipt_url && (
                        <><br /><a href={request.receipt_url} target="_blank" rel="noreferrer">Receipt</a></>
                      )}
                    </td>
                    <td>
                      {current === 0 && (
                        <div className="actions">
                          <label>
                            Receipt link
                            <input type="url" value={receipts[request.id] ?? ''} onChange={(event) => setReceipts({ ...receipts, [request.id]: event.target.value })} />
                          </label>
                          <ActionButton onAction={() => act(request, true)} busy="Approving…" label={`Approve withdrawal ${request.id}`}>Approve</ActionButton>
                          <ActionButton onAction={() => act(request, false)} busy="Cancelling…" kind="secondary" label={`Cancel withdrawal ${request.id}`}>Cancel</ActionButton>
                        </div>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
