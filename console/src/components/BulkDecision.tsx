import type { BulkOutcome } from '@matka/shared-kernel/operator-contract';
import { post } from '../api';
import { points } from '../format';
import { Confirm, type ConfirmField } from './Confirm';

/** A request ticked for a bulk decision: what its confirmation names. */
export interface Ticked {
  id: number;
  name: string;
  mobile: string;
  amount: number;
}

/**
 * One confirmation for several requests: each player and amount, the total, the reason (a refusal) or a receipt per
 * request (a payout), then one call to `<path>/bulk`; `onDone` gets each request's outcome as the server decided it.
 */
export function BulkDecision(props: {
  noun: string;
  path: string;
  rows: Ticked[];
  approve: boolean;
  /** The refusal's verb on the server (`reject`, `cancel`) and its label. */
  refusal: { verb: string; label: string };
  /** A field each approval needs (a withdrawal's receipt). */
  approveField?: ConfirmField;
  onDone: (outcomes: BulkOutcome[] | null, error?: string) => void;
  onCancel: () => void;
}) {
  const { rows, approve, noun } = props;
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const fields: ConfirmField[] = approve
    ? props.approveField
      ? rows.map((row) => ({ ...props.approveField!, name: `receipt-${row.id}`, label: `${props.approveField!.label}: #${row.id} ${row.name}` }))
      : []
    : [{ label: 'Reason (the players read it)', name: 'reason', required: true }];
  const verb = approve ? 'Approve' : props.refusal.label;
  return (
    <Confirm
      action={`${verb} ${rows.length} ${noun}s`}
      kind={approve ? 'primary' : 'danger'}
      details={[...rows.map((row): [string, string] => [`#${row.id}`, `${row.name} · ${row.mobile} · ${points(row.amount)}`]), ['Total', points(total)]]}
      fields={fields}
      onConfirm={async ({ note, fields: given }) => {
        const body = {
          ids: rows.map((row) => row.id).join(','),
          decision: approve ? 'approve' : props.refusal.verb,
          ...(approve ? (props.approveField ? { receipts: rows.map((row) => (given[`receipt-${row.id}`] ?? '').trim()).join(',') } : {}) : { reason: (given.reason ?? '').trim() }),
          note,
        };
        try {
          props.onDone((await post<{ outcomes: BulkOutcome[] }>(`${props.path}/bulk`, body)).outcomes);
        } catch (failure) {
          props.onDone(null, (failure as Error).message);
        }
      }}
      onCancel={props.onCancel}
    />
  );
}
