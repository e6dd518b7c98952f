import { useEffect, useState } from 'react';
import { post } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Notice } from '../components/Notice';
import { points } from '../format';
import type { SettlementPreview } from '../types';

/** The server's preview of a declaration, and the button that makes it. */
export function SettlementPreviewPanel(props: { kind: string; body: Record<string, unknown>; note: string; onDone: () => void }) {
  const { kind, body } = props;
  const key = `${kind} ${JSON.stringify(body)}`;
  // Everything below belongs to one proposed declaration: a new one starts from nothing.
  const [state, setState] = useState<{ key: string; preview?: SettlementPreview; error?: string; done?: string } | null>(null);
  const mine = state?.key === key ? state : { key };
  const { preview, error, done } = mine;
  useEffect(() => {
    let current = true;
    post<SettlementPreview>(`/operator/results/${kind}/preview`, JSON.parse(key.slice(kind.length + 1))).then(
      (answer) => current && setState({ key, preview: answer }),
      (failure: Error) => current && setState({ key, error: failure.message }),
    );
    return () => {
      current = false;
    };
  }, [kind, key]);

  const confirm = async () => {
    try {
      const settled = await post<SettlementPreview>(`/operator/results/${kind}`, { ...body, note: props.note });
      setState({ key, done: `Declared ${settled.result}: ${settled.won} winning bids paid ${points(settled.paid)}, ${settled.lost} lost.` });
      props.onDone();
    } catch (failure) {
      setState({ key, preview, error: (failure as Error).message });
    }
  };

  if (done) return <Notice info={done} />;
  if (error) return <Notice error={error} />;
  if (!preview) return <p className="muted" role="status">Working out the preview…</p>;
  return (
    <section className="panel preview" aria-labelledby="preview-title">
      <h2 id="preview-title">Preview: {preview.market} {preview.result} on {preview.date}</h2>
      {preview.changed ? (
        <>
          <dl>
            <dt>Pending bids it decides</dt><dd data-testid="preview-bids">{preview.bids}</dd>
            <dt>Winning bids</dt><dd data-testid="preview-won">{preview.won} ({preview.players} players)</dd>
            <dt>Total payout</dt><dd data-testid="preview-paid">{points(preview.paid)}</dd>
          </dl>
          <ActionButton onAction={confirm} busy="Declaring…">Confirm and declare {preview.result}</ActionButton>
        </>
      ) : (
        <p>This result is already declared: declaring it again settles nothing.</p>
      )}
    </section>
  );
}
