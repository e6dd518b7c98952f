import type { OperatorAnswer } from '@matka/shared-kernel/operator-contract';
import { useState } from 'react';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Confirm } from '../components/Confirm';
import { Notice } from '../components/Notice';
import { points } from '../format';
import type { OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';


const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * A disabled market's day cancelled: the server's preview says how many pending bids of how many players it refunds
 * and how many points; Confirm refunds each by its own ledger entry (the players see "Refunded" in Bid History).
 */
export function CancelDayPanel({ market, date, onDone }: { market: Market; date: string; onDone: () => void }) {
  const [preview, setPreview] = useState<OperatorAnswer<'results.cancel.preview'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const body = { market: market.id, date };
  const ask = async () => {
    setError(null);
    setDone(null);
    try {
      setPreview(await call('results.cancel.preview', { body }));
    } catch (failure) {
      setPreview(null);
      setError((failure as Error).message);
    }
  };
  const cancel = async (note: string) => {
    try {
      const answer = await call('results.cancel', { body: { ...body, note } });
      setPreview(null);
      setDone(`Cancelled ${answer.market} on ${answer.date}: ${count(answer.bids, 'bid')} refunded to ${count(answer.players, 'player')}, ${points(answer.points)}.`);
      onDone();
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
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
          onConfirm={({ note }) => cancel(note)}
          onCancel={() => setPreview(null)}
        />
      )}
    </section>
  );
}
