import { useState } from 'react';
import type { PaymentsImported } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Notice } from '../components/Notice';
import { useOutcome } from '../use-outcome';

/**
 * A bank statement's CSV export, imported: every credit with a UTR becomes a payment and is matched as the feed's are.
 * Says what it did — the format it recognised, the payments added, already known, matched and left to review — and
 * the rows it skipped, by line and why.
 */
export function StatementImportPanel({ onImported }: { onImported: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<PaymentsImported | null>(null);
  const { outcome, run } = useOutcome();
  const send = async () => {
    if (!file) return;
    setResult(null);
    const csv = await file.text();
    const sent = await run(
      async () => {
        const answer = await call('payments.import', { body: { csv, file: file.name } });
        setResult(answer);
        return answer;
      },
      (answer) => `${file.name} imported: ${answer.added} new payments, ${answer.matched} credited`,
    );
    if (sent) onImported();
  };
  return (
    <section className="panel" aria-labelledby="import-title">
      <h2 id="import-title">Import statement</h2>
      <p className="muted">The bank account’s CSV export: each credit with a UTR becomes a payment, matched as the feed’s are. A payment already received is not counted twice.</p>
      <div className="row">
        <label>
          Statement (CSV)
          <input type="file" accept=".csv,text/csv" onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </label>
        <ActionButton onAction={send} disabled={!file} busy="Importing…">Import statement</ActionButton>
      </div>
      <Notice error={outcome.error} info={outcome.info} />
      {result && (
        <section aria-labelledby="imported-title">
          <h3 id="imported-title">What the import did</h3>
          <dl>
            <div className="pair"><dt>Format</dt><dd>{result.format}</dd></div>
            <div className="pair"><dt>Rows</dt><dd>{result.rows}</dd></div>
            <div className="pair"><dt>New payments</dt><dd>{result.added}</dd></div>
            <div className="pair"><dt>Already known</dt><dd>{result.known}</dd></div>
            <div className="pair"><dt>Matched</dt><dd>{result.matched}</dd></div>
            <div className="pair"><dt>To review</dt><dd>{result.to_review}</dd></div>
            <div className="pair"><dt>Skipped</dt><dd>{result.skipped.length}</dd></div>
          </dl>
          {result.skipped.length > 0 && (
            <ul aria-label="Skipped rows">
              {result.skipped.map((row) => <li key={row.line}>{`Line ${row.line}: ${row.reason}`}</li>)}
            </ul>
          )}
        </section>
      )}
    </section>
  );
}
