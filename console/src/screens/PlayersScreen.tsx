import { useState } from 'react';
import type { OperatorPlayer } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { Loading, Notice } from '../components/Notice';
import { points } from '../format';
import { useDebounced } from '../use-debounced';
import { useCall } from '../use-load';
import { PlayerPanel } from './PlayerPanel';
import { TableWrap } from '../components/TableWrap';

/**
 * Find a player by the start of their number or name, a page at a time (the server pages: "More players" asks for the
 * next); open one to see and look after them (PlayerPanel).
 */
export function PlayersScreen() {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error } = useCall('users.list', { query: { q: search || undefined } });
  // Pages past the first, for the search they were asked for (a new search starts again).
  const [more, setMore] = useState<{ search: string; users: OperatorPlayer[]; next: number | null } | null>(null);
  const [moreError, setMoreError] = useState<string | null>(null);
  const extra = more?.search === search ? more : null;
  const users = [...(data?.users ?? []), ...(extra?.users ?? [])];
  const next = extra ? extra.next : (data?.next_after ?? null);
  const loadMore = async () => {
    if (next === null) return;
    try {
      const answer = await call('users.list', { query: { q: search || undefined, after: next } });
      setMore({ search, users: [...(extra?.users ?? []), ...answer.users], next: answer.next_after });
    } catch (failure) {
      setMoreError((failure as Error).message);
    }
  };
  return (
    <>
      <h1>Players</h1>
      <div className="row">
        <label>
          Search by number or name
          <input type="search" value={text} onChange={(event) => setText(event.target.value)} />
        </label>
      </div>
      {open && <PlayerPanel mobile={open} onClose={() => setOpen(null)} />}
      <Loading loading={loading && !data} error={error} />
      <Notice error={moreError} />
      {data && users.length === 0 && <p className="muted">No player matches.</p>}
      {users.length > 0 && (
        <TableWrap label="Players" stack>
          <table>
            <thead><tr><th>Player</th><th className="num">Balance</th><th>Status</th><th><span className="visually-hidden">Open</span></th></tr></thead>
            <tbody>
              {users.map((player) => (
                <tr key={player.id}>
                  <td>{player.name}<br /><span className="muted">{player.mobile}</span></td>
                  <td className="num">{points(player.balance)}</td>
                  <td>{player.suspended_at ? 'Suspended' : player.bettingEnabled ? 'On' : 'Off'}</td>
                  <td><button type="button" className="secondary" aria-label={`Open ${player.name} ${player.mobile}`} onClick={() => setOpen(player.mobile)}>Open</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {next !== null && <button type="button" className="secondary" onClick={() => void loadMore()}>More players</button>}
    </>
  );
}
