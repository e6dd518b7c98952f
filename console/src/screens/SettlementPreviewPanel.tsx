import { useEffect, useState } from 'react';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Notice } from '../components/Notice';
import { points } from '../format';
import type { DeclarationKind, SettlementPreview } from '@matka/shared-kernel/operator-contract';

/**
 * The server's preview of a declaration, and the button that makes it. One panel is one proposed declaration (the
 * screen keys it by the declaration): a new one starts from nothing. Before the market's time today (the preview says
 * so, by the server's clock) it is declared only as early, ticked in a box that names the time — as the CLI's --early.
 */
export function SettlementPreviewPanel(props: { kind: DeclarationKind; body: { market: number; pana?: string; jodi?: string; date?: string }; note: string; onDone: () => void }) {
  const { kind, body } = props;
  const [preview, setPreview] = useState<SettlementPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [earlyChosen, setEarlyChosen] = useState(false);
  const early = preview?.early === true;
  useEffect(() => {
    let current = true;
    // The body has the kind's field (the Results screen made it from DECLARATIONS).
    call(`results.${kind}.preview`, { body: body as never }).then(
      (answer) => current && setPreview(answer),
      (failure: Error) => current && setError(failure.message),
    );
    return () => {
      current = false;
    };
  }, [kind, body]);

  const confirm = async () => {
    try {
      const settled = await call(`results.${kind}`, { body: { ...body, note: props.note, ...(early ? { early: true } : {}) } as never });
      setDone(`Declared ${settled.result}: ${settled.won} winning bids paid ${points(settled.paid)}, ${settled.lost} lost.`);
      props.onDone();
    } catch (failure) {
      // The preview and its button stay, so the operator can read why and try again.
      setError((failure as Error).message);
    }
  };

  if (done) return <Notice info={done} />;
  if (!preview) return error ? <Notice error={error} /> : <p className="muted" role="status">Working out the preview…</p>;
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
          <Notice error={error} />
          {early && (
            <>
              <p className="warning" role="alert">{preview.market} opens at {preview.opens} today: a result declared now settles bids still being placed.</p>
              <label className="inline">
                <input type="checkbox" checked={earlyChosen} onChange={(event) => setEarlyChosen(event.target.checked)} />
                Declare early, before {preview.market}&apos;s time ({preview.opens})
              </label>
            </>
          )}
          <ActionButton onAction={confirm} disabled={early && !earlyChosen} busy="Declaring…">
            {early ? `Confirm and declare ${preview.result} early (before ${preview.opens})` : `Confirm and declare ${preview.result}`}
          </ActionButton>
        </>
      ) : (
        <p>This result is already declared: declaring it again settles nothing.</p>
      )}
    </section>
  );
}
