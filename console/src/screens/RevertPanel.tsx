import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Notice } from '../components/Notice';
import { points } from '../format';
import { usePreviewThenConfirm } from '../use-preview';
import type { OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';

/** Undo the latest declaration of a market and day, after seeing what it takes back and from whom it cannot. */
export function RevertPanel({ market, date, note, onDone }: { market: Market; date: string; note: string; onDone?: () => void }) {
  const body = { market: market.id, date };
  const { preview, error, done, ask, confirm, dismiss } = usePreviewThenConfirm(
    () => call('results.revert.preview', { body }),
    (withNote) => call('results.revert', { body: { ...body, note: withNote } }),
    (answer) => `Reverted the ${answer.reverted} result: ${answer.bids} bids back to pending, ${points(answer.points_taken_back)} taken back.`,
    onDone,
  );
  return (
    <section className="panel" aria-labelledby="revert-title">
      <h2 id="revert-title">Revert the latest result of {market.name} on {date}</h2>
      <Notice error={error} info={done} />
      {!preview && <ActionButton onAction={ask} kind="secondary" busy="Working out…">Preview revert</ActionButton>}
      {preview && (
        <div className="preview panel">
          <p>
            Reverts the <strong>{preview.reverts}</strong> result: <span data-testid="revert-bids">{preview.bids}</span> bids go back to pending and{' '}
            <strong data-testid="revert-points">{points(preview.points_taken_back)}</strong> are taken back from {preview.won} winning bids.
          </p>
          {preview.short.length > 0 && (
            <p className="bad">Cannot revert: {preview.short.map((s) => `${s.mobile} owes ${points(s.owes)} but has ${points(s.balance)}`).join('; ')}</p>
          )}
          <div className="actions">
            <ActionButton onAction={() => confirm(note)} kind="danger" busy="Reverting…" disabled={preview.short.length > 0}>Confirm revert</ActionButton>
            <button type="button" className="secondary" onClick={dismiss}>Cancel</button>
          </div>
        </div>
      )}
    </section>
  );
}
