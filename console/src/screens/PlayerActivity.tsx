import { useState } from 'react';
import type { OperatorAnswer, PlayerBid } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { Loading, Notice } from '../components/Notice';
import { TableWrap } from '../components/TableWrap';
import { istTime, points } from '../format';
import { useCall } from '../use-load';

const OUTCOME: Record<PlayerBid['status'], string> = { pending: 'Pending', won: 'Won', lost: 'Lost', refunded: 'Refunded' };

/** A player's P&L, notes, latest sign-ins and bids (with their numbers and outcomes, a page at a time), read-only. */
export function PlayerActivity({ mobile, page }: { mobile: string; page: OperatorAnswer<'users.show'> }) {
  const first = useCall('users.bids', { params: { mobile } });
  const [older, setOlder] = useState<{ bids: PlayerBid[]; next: number | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const bids = [...(first.data?.bids ?? []), ...(older?.bids ?? [])];
  const next = older ? older.next : (first.data?.next_before ?? null);
  const more = async () => {
    if (next === null) return;
    try {
      const answer = await call('users.bids', { params: { mobile }, query: { before: next } });
      setOlder({ bids: [...(older?.bids ?? []), ...answer.bids], next: answer.next_before });
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const { pnl } = page;
  return (
    <>
      <h3>P&amp;L</h3>
      <p data-testid="player-pnl">
        Staked {points(pnl.stakes)} · won {points(pnl.payouts)} · refunded {points(pnl.refunds)} ·{' '}
        <strong className={pnl.net > 0 ? 'bad' : 'ok'}>player {pnl.net >= 0 ? '+' : ''}{pnl.net.toLocaleString('en-IN')} pts</strong>
      </p>
      <h3>Notes</h3>
      {page.notes.length === 0 ? <p className="muted">No notes.</p> : (
        <ul className="notes" aria-label="Notes">
          {page.notes.map((note) => (
            <li key={note.id}>{note.body} <span className="muted">— {note.author}, {istTime(note.at)}</span></li>
          ))}
        </ul>
      )}
      <h3>Sign-ins</h3>
      {page.sign_ins.length === 0 ? <p className="muted">No sign-ins recorded.</p> : (
        <TableWrap label="Sign-ins" stack>
          <table>
            <thead><tr><th>When</th><th>Address</th><th>Device</th></tr></thead>
            <tbody>
              {page.sign_ins.map((row, index) => (
                <tr key={`${row.at}-${index}`}>
                  <td data-label="When">{istTime(row.at)}</td>
                  <td data-label="Address">{row.address}</td>
                  <td data-label="Device">{row.device}{row.user_agent && <><br /><span className="muted">{row.user_agent}</span></>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <h3>Bids</h3>
      <Loading loading={first.loading && !first.data} error={first.error} />
      <Notice error={error} />
      {first.data && bids.length === 0 && <p className="muted">No bids.</p>}
      {bids.length > 0 && (
        <TableWrap label="Bids" stack>
          <table>
            <thead><tr><th>Market</th><th>Type</th><th>Numbers</th><th className="num">Points</th><th>Outcome</th></tr></thead>
            <tbody>
              {bids.map((bid) => (
                <tr key={bid.id} data-testid={`player-bid-${bid.id}`}>
                  <td data-label="Market">{bid.market}<br /><span className="muted">{bid.day} {bid.session}</span></td>
                  <td data-label="Type">{bid.type}</td>
                  <td data-label="Numbers">{bid.closedigits ? `${bid.digits}-${bid.closedigits}` : bid.digits}</td>
                  <td data-label="Points" className="num">{points(bid.points)}</td>
                  <td data-label="Outcome">{OUTCOME[bid.status]}{bid.status === 'won' ? ` ${points(bid.payout)}` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {next !== null && <button type="button" className="secondary" onClick={() => void more()}>Older bids</button>}
    </>
  );
}
