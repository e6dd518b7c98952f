import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Confirm } from '../components/Confirm';
import { Notice } from '../components/Notice';
import { points } from '../format';
import { usePreviewThenConfirm } from '../use-preview';
import type { OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A disabled market's day cancelled: the server's preview says how many pending bids of how many players it refunds
 * and how many points; Confirm refunds each by its own ledger entry (the players see "Refunded" in Bid History).
 */
export function CancelDayPanel({ market, date, onDone }: { market: Market; date: string; onDone: () => void }) {
  const body = { market: market.id, date };
  const { preview, error, done, ask, confirm, dismiss } = usePreviewThenConfirm(
    () => call('results.cancel.preview', { body }),
    (note) => call('results.cancel', { body: { ...body, note } }),
    (answer) => `Cancelled ${answer.market} on ${answer.date}: ${count(answer.bids, 'bid')} refunded to ${count(answer.players, 'player')}, ${points(answer.points)}.`,
    onDone,
  );
  return (
    <section className="panel" aria-labelledby="cancel-title">
      <h2 id="cancel-title">Cancel {market.name} on {date} and refund its bids</h2>
      <p className="muted">{market.name} is disabled: declare its result above to settle its pending bids, or cancel the day to give every pending bid's points back.</p>
      <Notice error={error} info={done} />
      {!preview && <ActionButton onAction={ask} kind="secondary" busy="Working out…">Preview cancel</ActionButton>}
      {preview && preview.bids === 0 && (
        <p>No bid of {market.name} on {preview.date} is pending: nothing to refund.</p>
      )}
      {preview && preview.bids > 0 && (
        <Confirm
          action={`Cancel ${market.name} on ${preview.date} and refund`}
          kind="danger"
          details={[
            ['Pending bids', <span key="bids" data-testid="cancel-bids">{`${count(preview.bids, 'bid')} of ${count(preview.players, 'player')}`}</span>],
            ['Refund', <strong key="points" data-testid="cancel-points">{points(preview.points)}</strong>],
          ]}
          onConfirm={({ note }) => confirm(note)}
          onCancel={dismiss}
        />
      )}
    </section>
  );
}
