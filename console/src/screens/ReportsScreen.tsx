import { useState } from 'react';
import { isoDay, istDay } from '@matka/shared-kernel/domain';
import { Loading } from '../components/Notice';
import { TableWrap } from '../components/TableWrap';
import { points } from '../format';
import type { OperatorAnswer } from '@matka/shared-kernel/operator-contract';
import { useLoad } from '../use-load';
import { GameReportPanel } from './GameReportPanel';
import { PnlCells, PnlHeads, signed } from './pnl-cells';

type DayReport = OperatorAnswer<'reports.days'>;
type DayRow = DayReport['days'][number];

/** Stakes against payouts per day: a bar pair a day, the house's profit under it. */
function Chart({ days }: { days: DayRow[] }) {
  const top = Math.max(1, ...days.flatMap((day) => [day.stakes, day.payouts]));
  const width = Math.max(days.length * 36, 120);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} 120`} width="100%" height="120" role="img" aria-label={`Stakes and payouts per day, ${days.length} days`}>
        {days.map((day, index) => {
          const stake = (day.stakes / top) * 100;
          const paid = (day.payouts / top) * 100;
          return (
            <g key={day.day} transform={`translate(${index * 36 + 6}, 0)`}>
              <rect x={0} y={105 - stake} width={11} height={stake} fill="#5e35b1"><title>{`${day.day} stakes ${points(day.stakes)}`}</title></rect>
              <rect x={13} y={105 - paid} width={11} height={paid} fill="#ffb300"><title>{`${day.day} payouts ${points(day.payouts)}`}</title></rect>
              <text x={12} y={117} fontSize="8" textAnchor="middle">{day.day.slice(8)}</text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">Stakes (purple) and payouts (amber) per day</figcaption>
    </figure>
  );
}

/** The day's numbers (owners): from the ledger and the bids, tied out with the ledger check; CSV for a spreadsheet. */
export function ReportsScreen() {
  const today = isoDay(istDay(new Date()));
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const range = new URLSearchParams({ from, to });
  const days = useLoad<DayReport>(`/operator/reports/days?${range}`);
  const markets = useLoad<OperatorAnswer<'reports.markets'>>(`/operator/reports/markets?${range}`);
  const report = days.data;
  return (
    <>
      <h1>Reports</h1>
      <form className="row" aria-label="Report days" onSubmit={(event) => event.preventDefault()}>
        <label>From<input type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value || today)} /></label>
        <label>To<input type="date" value={to} min={from} onChange={(event) => setTo(event.target.value || today)} /></label>
        <button type="button" className="secondary" onClick={() => { setFrom(isoDay(istDay(new Date(Date.now() - 29 * 86_400_000)))); setTo(today); }}>Last 30 days</button>
        {(['days', 'markets', 'players', 'games'] as const).map((name) => (
          <a key={name} className="button secondary" href={`/operator/reports/${name}?${range}&format=csv`} download>{`CSV: ${name}`}</a>
        ))}
      </form>
      <Loading loading={days.loading && !report} error={days.error} />
      {report && (
        <>
          <section className="cards" aria-label="Totals">
            <section className="card" aria-labelledby="total-profit"><h2 id="total-profit">Profit</h2><p className="big" data-testid="report-profit">{signed(report.totals.profit)}</p><p>{points(report.totals.stakes)} staked, {points(report.totals.payouts)} paid</p></section>
            <section className="card" aria-labelledby="total-money"><h2 id="total-money">Money in and out</h2><p>{points(report.totals.deposits)} deposited</p><p>{points(report.totals.withdrawals)} withdrawn</p><p>{points(report.totals.operator_credits)} credited by operators</p></section>
            <section className="card" aria-labelledby="total-ledger"><h2 id="total-ledger">Ledger</h2>
              <p data-testid="report-ties-out">{report.ledger.entries === report.ledger.balances ? `Ties out: entries ${points(report.ledger.entries)} = balances` : `Does not tie out: entries ${points(report.ledger.entries)}, balances ${points(report.ledger.balances)}`}</p>
            </section>
          </section>
          <Chart days={report.days} />
          <TableWrap label="Days">
            <table>
              <thead><tr><th>Day</th><th className="num">Stakes</th><th className="num">Payouts</th><th className="num">Refunds</th><th className="num">Profit</th><th className="num">Deposits</th><th className="num">Withdrawals</th><th className="num">Credits</th><th className="num">New / active players</th></tr></thead>
              <tbody>
                {report.days.map((day) => (
                  <tr key={day.day} data-testid={`report-day-${day.day}`}>
                    <td>{day.day}</td>
                    <td className="num">{day.stakes.toLocaleString('en-IN')}</td>
                    <td className="num">{day.payouts.toLocaleString('en-IN')}</td>
                    <td className="num">{day.refunds.toLocaleString('en-IN')}</td>
                    <td className="num">{signed(day.profit)}</td>
                    <td className="num">{day.deposits.toLocaleString('en-IN')}</td>
                    <td className="num">{day.withdrawals.toLocaleString('en-IN')}</td>
                    <td className="num">{day.operator_credits.toLocaleString('en-IN')}</td>
                    <td className="num">{day.new_players} / {day.active_players}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
      <GameReportPanel range={range} />
      {markets.data && markets.data.markets.length > 0 && (
        <>
          <h2>Markets</h2>
          <TableWrap label="Markets">
            <table>
              <thead><tr><th>Day</th><th>Market</th><PnlHeads /></tr></thead>
              <tbody>
                {markets.data.markets.map((row) => (
                  <tr key={`${row.market_id} ${row.day}`}>
                    <td>{row.day}</td>
                    <td>{row.market}</td>
                    <PnlCells row={row} />
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
    </>
  );
}
