/** A profit as operators read it: Indian grouping, red for the house's loss, green for its gain. */
export const signed = (n: number) => <span className={n < 0 ? 'bad' : 'ok'}>{n.toLocaleString('en-IN')}</span>;

/** What a P&L row sums: its bids and their money. */
export interface PnlSums {
  bids: number;
  stakes: number;
  payouts: number;
  refunds: number;
  pending: number;
  profit: number;
}

/** The headings of a P&L row's cells, after the row's own names. */
export function PnlHeads() {
  return (
    <>
      <th className="num">Bids</th>
      <th className="num">Stakes</th>
      <th className="num">Payouts</th>
      <th className="num">Refunds</th>
      <th className="num">Pending</th>
      <th className="num">Profit</th>
    </>
  );
}

/** A P&L row's cells, in PnlHeads' order. */
export function PnlCells({ row }: { row: PnlSums }) {
  return (
    <>
      <td className="num">{row.bids}</td>
      <td className="num">{row.stakes.toLocaleString('en-IN')}</td>
      <td className="num">{row.payouts.toLocaleString('en-IN')}</td>
      <td className="num">{row.refunds.toLocaleString('en-IN')}</td>
      <td className="num">{row.pending.toLocaleString('en-IN')}</td>
      <td className="num">{signed(row.profit)}</td>
    </>
  );
}
