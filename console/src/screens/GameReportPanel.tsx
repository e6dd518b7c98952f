import type { OperatorAnswer } from '@matka/shared-kernel/operator-contract';
import { TableWrap } from '../components/TableWrap';
import { Loading } from '../components/Notice';
import { points } from '../format';
import { useLoad } from '../use-load';
import { PnlCells, PnlHeads, type PnlSums } from './pnl-cells';

type GameReport = OperatorAnswer<'reports.games'>;

/** The house's profit per bid day over the span: a bar a day, up for a gain, down for a loss. */
function ProfitChart({ report }: { report: GameReport }) {
  const byDay = new Map<string, number>();
  for (const row of report.days) byDay.set(row.day, (byDay.get(row.day) ?? 0) + row.profit);
  const days = [...byDay.entries()];
  const top = Math.max(1, ...days.map(([, profit]) => Math.abs(profit)));
  const width = Math.max(days.length * 20, 120);
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} 120`} width="100%" height="120" role="img" aria-label={`Profit per bid day, ${days.length} days`}>
        <line x1={0} x2={width} y1={55} y2={55} stroke="#999" strokeWidth={0.5} />
        {days.map(([day, profit], index) => {
          const height = (Math.abs(profit) / top) * 50;
          return (
            <g key={day} transform={`translate(${index * 20 + 4}, 0)`}>
              <rect x={0} y={profit >= 0 ? 55 - height : 55} width={12} height={height} fill={profit >= 0 ? '#2e7d32' : '#c62828'}><title>{`${day} profit ${points(profit)}`}</title></rect>
              <text x={6} y={117} fontSize="8" textAnchor="middle">{day.slice(8)}</text>
            </g>
          );
        })}
      </svg>
      <figcaption className="muted">Profit per bid day (green a gain, red a loss)</figcaption>
    </figure>
  );
}

/** One P&L table: a row per bid type or market kind. */
function SumsTable({ label, rows }: { label: string; rows: Array<PnlSums & { name: string }> }) {
  return (
    <TableWrap label={label}>
      <table>
        <thead><tr><th>{label}</th><PnlHeads /></tr></thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>{row.name}</td>
              <PnlCells row={row} />
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}

/** P&L by bid type and by market kind over the report's days, with its chart and its tie-out with the ledger. */
export function GameReportPanel({ range }: { range: URLSearchParams }) {
  const { data, loading, error } = useLoad<GameReport>(`/operator/reports/games?${range}`);
  return (
    <section aria-labelledby="games-title">
      <h2 id="games-title">P&amp;L by game</h2>
      <Loading loading={loading && !data} error={error} />
      {data && data.days.length === 0 && <p className="muted">No bids on these days.</p>}
      {data && data.days.length > 0 && (
        <>
          <p data-testid="games-ties-out">
            {data.ties_out
              ? `Ties out with the ledger: ${points(data.ledger.stakes)} staked, ${points(data.ledger.payouts)} paid, ${points(data.ledger.refunds)} refunded`
              : `Differs from the ledger of these days (bids settled on another day): ledger ${points(data.ledger.stakes)} staked, ${points(data.ledger.payouts)} paid, ${points(data.ledger.refunds)} refunded`}
          </p>
          <ProfitChart report={data} />
          <SumsTable label="Bid type" rows={data.by_type.map((row) => ({ name: row.bet_type, ...row }))} />
          <SumsTable label="Market kind" rows={data.by_kind.map((row) => ({ name: row.kind, ...row }))} />
        </>
      )}
    </section>
  );
}
