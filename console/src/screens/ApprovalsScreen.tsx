import { useState } from 'react';
import type { WaitingApproval } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { Confirm } from '../components/Confirm';
import { Loading, Notice } from '../components/Notice';
import { SecondApprovalActions } from '../components/SecondApprovalActions';
import { TableWrap } from '../components/TableWrap';
import { istTime, points } from '../format';
import { useMe } from '../me';
import { useDecisions } from '../use-decisions';
import { POLL_MS, useCall } from '../use-load';

/** What a decision on a waiting approval leaves it as (the contract's approval statuses). */
type Decision = 'done' | 'rejected' | 'waiting';

/** What one waiting approval is, in words: `Credit` or `Deposit #12`. */
const what = (row: WaitingApproval) => (row.kind === 'deposit' ? `Deposit #${row.deposit_id ?? ''}` : 'Credit');

/**
 * Credits and deposit approvals above SECOND_APPROVAL_ABOVE, waiting for a second operator (docs/operations.md,
 * "Cashier limits and the second approval"): who asked and when. Any other owner or cashier approves (the points are
 * credited then, once) or rejects; the one who asked may only reject. Polled, like the request lists.
 */
export function ApprovalsScreen() {
  const me = useMe();
  const { data, loading, error } = useCall('approvals.list', {}, { poll: POLL_MS });
  const [asking, setAsking] = useState<{ row: WaitingApproval; approve: boolean } | null>(null);
  const { shown, decide, error: failed, info } = useDecisions<Decision>();
  const rows = data?.approvals;
  const act = (row: WaitingApproval, approve: boolean, note: string, reason: string) => {
    setAsking(null);
    const done = `${what(row)} of ${points(row.points)} to ${row.name} ${approve ? 'approved' : 'rejected'}`;
    return decide(
      row.id,
      approve ? 'done' : 'rejected',
      () => (approve ? call('approvals.approve', { params: { id: row.id }, body: { note } }) : call('approvals.reject', { params: { id: row.id }, body: { reason, note } })),
      done,
    );
  };
  return (
    <>
      <h1>Approvals</h1>
      <p className="muted">Credits and deposit approvals above the threshold wait here for a second operator: any owner or cashier but the one who asked.</p>
      <Notice error={failed} info={info} />
      {asking && (
        <Confirm
          key={`${asking.row.id}-${asking.approve}`}
          action={`${asking.approve ? 'Approve' : 'Reject'} ${asking.row.kind === 'deposit' ? `deposit #${asking.row.deposit_id ?? ''}` : `credit #${asking.row.id}`}`}
          kind={asking.approve ? 'primary' : 'danger'}
          details={[
            ['Player', `${asking.row.name} · ${asking.row.mobile}`],
            ['Amount', points(asking.row.points)],
            ['Asked by', `${asking.row.asked_by}, ${istTime(asking.row.asked_at)}`],
            ...(asking.row.note ? [['Note', asking.row.note] as [string, string]] : []),
          ]}
          fields={asking.approve ? [] : [{ label: asking.row.kind === 'deposit' ? 'Reason (the player reads it)' : 'Reason', name: 'reason', required: true }]}
          onConfirm={({ note, fields }) => act(asking.row, asking.approve, note, (fields.reason ?? '').trim())}
          onCancel={() => setAsking(null)}
        />
      )}
      <Loading loading={loading && !data} error={error} />
      {rows && rows.length === 0 && <p className="muted">Nothing waits for a second approval.</p>}
      {rows && rows.length > 0 && (
        <TableWrap label="Approvals" stack>
          <table>
            <thead>
              <tr><th className="hide-phone">#</th><th>Request</th><th>Player</th><th>Asked by</th><th><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const now = shown[row.id];
                const mine = me?.name === row.asked_by;
                return (
                  <tr key={row.id} data-testid={`approval-${row.id}`}>
                    <td className="hide-phone">{row.id}</td>
                    <td>{what(row)} <strong>{points(row.points)}</strong>{row.note && <><br /><span className="muted">{row.note}</span></>}</td>
                    <td>{row.name}<br /><span className="muted">{row.mobile}</span></td>
                    <td>{row.asked_by}<br /><span className="muted">{istTime(row.asked_at)}</span></td>
                    <td>
                      {now ? (
                        `${now.status === 'done' ? 'approved' : 'rejected'}${now.saving ? '…' : ''}`
                      ) : (
                        <SecondApprovalActions
                          askedByMe={mine}
                          approveLabel={`Approve approval ${row.id}`}
                          rejectLabel={`Reject approval ${row.id}`}
                          onApprove={() => setAsking({ row, approve: true })}
                          onReject={() => setAsking({ row, approve: false })}
                        />
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
