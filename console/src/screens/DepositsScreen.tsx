import { useState } from 'react';
import { post } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Filters, NoteField } from '../components/Filters';
import { Loading, Notice } from '../components/Notice';
import { istTime, points } from '../format';
import type { Deposit } from '../types';
import { useDecisions } from '../use-decisions';
import { useLoad } from '../use-load';

type Status = 'pending' | 'approved' | 'rejected' | 'all';
const STATUSES: Array<{ value: Status; label: string }> = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];

/** Deposit requests: approve (credits the player once) or reject, filtered by status and player. */
export function DepositsScreen() {
  const [status, setStatus] = useState<Status>('pending');
  const [player, setPlayer] = useState('');
  const [note, setNote] = useState('');
  const query = new URLSearchParams({ ...(status === 'all' ? {} : { status }), ...(player ? { player } : {}) });
  const { data, loading, error } = useLoad<{ deposits: Deposit[] }>(`/operator/deposits?${query}`);
  const { shown, decide, error: failed, info } = useDecisions<Deposit['status']>();
  const act = (deposit: Deposit, approve: boolean) =>
    decide(
      deposit.id,
      approve ? 'approved' : 'rejected',
      () => post(`/operator/deposits/${deposit.id}/${approve ? 'approve' : 'reject'}`, { note }),
      `Deposit #${deposit.id} of ${deposit.name} ${approve ? 'approved' : 'rejected'}`,
    );
  return (
    <>
      <h1>Deposits</h1>
      <Filters statuses={STATUSES} status={status} onStatus={setStatus} onPlayer={setPlayer} />
      <div className="row"><NoteField value={note} onChange={setNote} /></div>
      <Notice error={failed} info={info} />
      <Loading loading={loading && !data} error={error} />
      {data && data.deposits.length === 0 && <p className="muted">No deposit requests here.</p>}
      {data && data.deposits.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr><th>#</th><th>Player</th><th className="num">Amount</th><th className="hide-phone">Method</th><th className="hide-phone">Filed</th><th>Status</th><th><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {data.deposits.map((deposit) => {
                const now = shown[deposit.id];
                const current = now?.status ?? deposit.status;
                return (
                  <tr key={deposit.id} data-testid={`deposit-${deposit.id}`}>
                    <td>{deposit.id}</td>
                    <td>{deposit.name}<br /><span className="muted">{deposit.mobile}</span></td>
                    <td className="num">{points(deposit.amount)}</td>
                    <td className="hide-phone">{deposit.payment_method || '-'}</td>
                    <td className="hide-phone">{istTime(deposit.created_at)}</td>
                    <td>{now?.saving ? `${current}…` : current}</td>
                    <td>
                      {current === 'pending' && (
                        <div className="actions">
                          <ActionButton onAction={() => act(deposit, true)} busy="Approving…" label={`Approve deposit ${deposit.id}`}>Approve</ActionButton>
                          <ActionButton onAction={() => act(deposit, false)} busy="Rejecting…" kind="secondary" label={`Reject deposit ${deposit.id}`}>Reject</ActionButton>
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
