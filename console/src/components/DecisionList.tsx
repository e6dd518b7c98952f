import { useState, type ReactNode } from 'react';
import { post } from '../api';
import { istTime, points } from '../format';
import { useMe } from '../me';
import { useDecisions } from '../use-decisions';
import { POLL_MS, useLoad } from '../use-load';
import type { BulkOutcome } from '@matka/shared-kernel/operator-contract';
import { BulkDecision } from './BulkDecision';
import { Confirm, type ConfirmField } from './Confirm';
import { Filters } from './Filters';
import { Loading, Notice } from './Notice';
import { SecondApprovalActions } from './SecondApprovalActions';
import { TableWrap } from './TableWrap';

/** What every request row has, whatever the request. */
export interface RequestRow<Status> {
  id: number;
  name: string;
  mobile: string;
  amount: number;
  status: Status;
  /** Why it was refused (the player reads it). */
  reason: string;
  created_at: string;
  /** Its approval waiting for a second operator (a deposit above SECOND_APPROVAL_ABOVE): who asked. */
  second_approval?: { asked_by: string } | null;
}

/** What differs between the request lists an operator decides on (deposits, withdrawals). */
export interface DecisionListProps<Row extends RequestRow<Status>, Status extends string | number, Filter extends string> {
  title: string;
  /** One request, in lower case ('deposit'): names each row (`deposit-7`), its buttons and the outcome line. */
  noun: string;
  /** The list's path: GET `?status=&player=`, POST `/<id>/approve` and `/<id>/<refusal.verb>`. */
  path: string;
  /** Where the rows are in the list's answer. */
  rowsKey: string;
  /** The status filter's choices; the first is shown first. */
  statuses: Array<{ value: Filter; label: string }>;
  empty: string;
  /** The status still to decide, and the ones approving and refusing set. */
  states: { pending: Status; approved: Status; refused: Status };
  refusal: { verb: string; label: string; done: string };
  statusText: (status: Status) => string;
  /** The column between Amount and Filed. */
  detail: { heading: ReactNode; cell: (row: Row) => ReactNode };
  /** Under the status (e.g. an approved withdrawal's receipt). */
  afterStatus?: (row: Row, current: Status) => ReactNode;
  /** What the approval's confirmation says besides the player and the amount (a withdrawal's payout method). */
  confirmDetails?: (row: Row) => Array<[string, ReactNode]>;
  /** A field the approval sends (a withdrawal's receipt), asked in its confirmation. */
  approveField?: ConfirmField;
}

/**
 * A list of players' requests to approve or refuse, filtered by status and player. Each decision is confirmed first,
 * showing the player and the amount, with its own note for the audit list; it shows at once and goes back with the
 * server's reason if refused (useDecisions).
 */
export function DecisionList<Row extends RequestRow<Status>, Status extends string | number, Filter extends string>(props: DecisionListProps<Row, Status, Filter>) {
  const { noun, path, states, refusal } = props;
  const me = useMe();
  const [status, setStatus] = useState<Filter>(props.statuses[0]!.value);
  const [player, setPlayer] = useState('');
  /** The decision waiting for its confirmation. */
  const [asking, setAsking] = useState<{ row: Row; approve: boolean } | null>(null);
  /** The pending requests ticked for one decision, the bulk decision waiting for its confirmation, and its outcomes. */
  const [ticked, setTicked] = useState<number[]>([]);
  const [bulk, setBulk] = useState<boolean | null>(null);
  const [outcomes, setOutcomes] = useState<{ list: BulkOutcome[]; error?: string } | null>(null);
  const query = new URLSearchParams({ ...(status === 'all' ? {} : { status }), ...(player ? { player } : {}) });
  // New requests show up by themselves: the list polls with its ETag.
  const { data, loading, error } = useLoad<Record<string, Row[]>>(`${path}?${query}`, { poll: POLL_MS });
  const rows = data?.[props.rowsKey];
  const { shown, decide, error: failed, info } = useDecisions<Status>();
  const tickedRows = (rows ?? []).filter((row) => ticked.includes(row.id) && (shown[row.id]?.status ?? row.status) === states.pending);
  const tick = (id: number, on: boolean) => setTicked(on ? [...ticked, id] : ticked.filter((other) => other !== id));
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);
  const act = (row: Row, approve: boolean, note: string, fields: Record<string, string>) => {
    setAsking(null);
    const extra = approve && props.approveField ? { [props.approveField.name]: (fields[props.approveField.name] ?? '').trim() } : {};
    return decide(
      row.id,
      approve ? states.approved : states.refused,
      () => post(`${path}/${row.id}/${approve ? 'approve' : refusal.verb}`, { ...extra, ...(approve ? {} : { reason: (fields.reason ?? '').trim() }), note }),
      `${Noun} #${row.id} of ${row.name} ${approve ? 'approved' : refusal.done}`,
      `${Noun} #${row.id} of ${row.name} waits for a second operator's approval`,
    );
  };
  const verbOf = (approve: boolean) => (approve ? 'Approve' : refusal.label);
  return (
    <>
      <h1>{props.title}</h1>
      <Filters statuses={props.statuses} status={status} onStatus={setStatus} onPlayer={setPlayer} />
      <Notice error={failed} info={info} />
      {asking && (
        <Confirm
          key={`${asking.row.id}-${asking.approve}`}
          action={`${verbOf(asking.approve)} ${noun} #${asking.row.id}`}
          kind={asking.approve ? 'primary' : 'danger'}
          details={[
            ['Player', `${asking.row.name} · ${asking.row.mobile}`],
            ['Amount', points(asking.row.amount)],
            ...(props.confirmDetails?.(asking.row) ?? []),
          ]}
          fields={asking.approve ? (props.approveField ? [props.approveField] : []) : [{ label: 'Reason (the player reads it)', name: 'reason', required: true }]}
          onConfirm={({ note, fields }) => act(asking.row, asking.approve, note, fields)}
          onCancel={() => setAsking(null)}
        />
      )}
      {tickedRows.length > 0 && bulk === null && (
        <div className="row" aria-label="Selected requests">
          <span>{tickedRows.length} selected · {points(tickedRows.reduce((sum, row) => sum + row.amount, 0))}</span>
          <button type="button" className="primary" onClick={() => { setOutcomes(null); setBulk(true); }}>Approve selected…</button>
          <button type="button" className="danger" onClick={() => { setOutcomes(null); setBulk(false); }}>{refusal.label} selected…</button>
        </div>
      )}
      {bulk !== null && (
        <BulkDecision
          noun={noun}
          path={path}
          rows={tickedRows}
          approve={bulk}
          refusal={refusal}
          approveField={props.approveField}
          onDone={(list, failure) => {
            setBulk(null);
            setOutcomes({ list: list ?? [], error: failure });
            if (list) setTicked([]);
          }}
          onCancel={() => setBulk(null)}
        />
      )}
      {outcomes && <Notice error={outcomes.error} />}
      {outcomes && outcomes.list.length > 0 && (
        <ul role="status" aria-label="Outcomes" data-testid="bulk-outcomes">
          {outcomes.list.map((row) => <li key={row.id} className={row.outcome === 'refused' ? 'bad' : undefined}>{row.message}</li>)}
        </ul>
      )}
      <Loading loading={loading && !data} error={error} />
      {rows && rows.length === 0 && <p className="muted">{props.empty}</p>}
      {rows && rows.length > 0 && (
        <TableWrap label={props.title} stack>
          <table>
            <thead>
              <tr><th><span className="visually-hidden">Select</span></th><th>#</th><th>Player</th><th className="num">Amount</th>{props.detail.heading}<th className="hide-phone">Filed</th><th>Status</th><th><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const now = shown[row.id];
                const current = now?.status ?? row.status;
                const waitingBy = current === states.pending ? (now?.waitingBy ?? row.second_approval?.asked_by) : undefined;
                return (
                  <tr key={row.id} data-testid={`${noun}-${row.id}`}>
                    <td>
                      {current === states.pending && (
                        <input type="checkbox" aria-label={`Select ${noun} ${row.id}`} checked={ticked.includes(row.id)} onChange={(event) => tick(row.id, event.target.checked)} />
                      )}
                    </td>
                    <td>{row.id}</td>
                    <td>{row.name}<br /><span className="muted">{row.mobile}</span></td>
                    <td className="num">{points(row.amount)}</td>
                    {props.detail.cell(row)}
                    <td className="hide-phone">{istTime(row.created_at)}</td>
                    <td>
                      {props.statusText(current)}{now?.saving ? '…' : ''}
                      {props.afterStatus?.(row, current)}
                      {row.reason && current === states.refused && <><br /><span className="muted">{row.reason}</span></>}
                      {waitingBy && <><br /><span className="warn">Waiting for a second approval · asked by {waitingBy}</span></>}
                    </td>
                    <td>
                      {current === states.pending && (
                        <SecondApprovalActions
                          askedByMe={waitingBy !== undefined && waitingBy === me?.name}
                          approveLabel={`Approve ${noun} ${row.id}`}
                          rejectLabel={`${refusal.label} ${noun} ${row.id}`}
                          rejectText={refusal.label}
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
