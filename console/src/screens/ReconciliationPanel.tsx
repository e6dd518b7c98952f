import { useState } from 'react';
import { isoDay, istDay } from '@matka/shared-kernel/domain';
import { pathOf } from '../api';
import { Loading } from '../components/Notice';
import { points } from '../format';
import { POLL_MS, useCall } from '../use-load';

/**
 * A day's reconciliation (IST): the payments received, split into credited, unclaimed, to review and set aside
 * ("Balanced" when they add up), the ledger's deposit entries for what was credited ("Ties out" when they equal it),
 * and the same as CSV. It refreshes itself as the payments do.
 */
export function ReconciliationPanel() {
  const today = isoDay(istDay(new Date()));
  const [date, setDate] = useState(today);
  const { data, loading, error } = useCall('payments.reconcile', { query: { date } }, { poll: POLL_MS });
  const line = (what: string, sums: { count: number; points: number }) => (
    <tr key={what}><th scope="row">{what}</th><td className="num">{sums.count}</td><td className="num">{points(sums.points)}</td></tr>
  );
  return (
    <section className="panel" aria-labelledby="reconciliation-title">
      <h2 id="reconciliation-title">Reconciliation</h2>
      <div className="row">
        <label>Day<input type="date" value={date} max={today} onChange={(event) => setDate(event.target.value || today)} /></label>
        <a className="button secondary" href={pathOf('payments.reconcile', { query: { date, format: 'csv' } })} download>CSV</a>
      </div>
      <Loading loading={loading && !data} error={error} />
      {data && (
        <>
          <p data-testid="reconciliation-state">
            <span className={data.balanced ? 'ok' : 'bad'}>{data.balanced ? 'Balanced' : 'Not balanced'}</span>
            {' · '}
            <span className={data.ties_out ? 'ok' : 'bad'}>{data.ties_out ? 'Ties out' : 'Does not tie out'}</span>
          </p>
          <table aria-label={`Payments of ${data.date}`}>
            <thead><tr><th>Payments</th><th className="num">Count</th><th className="num">Amount</th></tr></thead>
            <tbody>
              {line('Received', data.received)}
              {line('Credited', data.credited)}
              {line('Unclaimed', data.unclaimed)}
              {line('To review', data.to_review)}
              {line('Set aside', data.dismissed)}
              <tr><th scope="row">Unreadable</th><td className="num">{data.unreadable}</td><td className="num">-</td></tr>
              <tr><th scope="row">Ledger deposits</th><td className="num">{data.credited.count}</td><td className="num">{points(data.ledger_deposits)}</td></tr>
            </tbody>
          </table>
          <p className="muted">Received = credited + unclaimed + to review + set aside; the ledger’s deposits for what was credited tie it out.</p>
        </>
      )}
    </section>
  );
}
