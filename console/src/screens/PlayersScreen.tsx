import { useState } from 'react';
import { Loading } from '../components/Notice';
import { points } from '../format';
import { useDebounced } from '../use-debounced';
import { useCall } from '../use-load';
import { PlayerPanel } from './PlayerPanel';
import { TableWrap } from '../components/TableWrap';

/** Find a player by number or name; open one to see balance and ledger, switch betting, credit points. */
export function PlayersScreen() {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim());
  const [open, setOpen] = useState<string | null>(null);
  const { data, loading, error } = useCall('users.list', { query: { q: search || undefined } });
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
      {data && data.users.length === 0 && <p className="muted">No player matches.</p>}
      {data && data.users.length > 0 && (
        <TableWrap label="Players" stack>
          <table>
            <thead><tr><th>Player</th><th className="num">Balance</th><th>Betting</th><th><span className="visually-hidden">Open</span></th></tr></thead>
            <tbody>
              {data.users.slice(0, 100).map((player) => (
                <tr key={player.id}>
                  <td>{player.name}<br /><span className="muted">{player.mobile}</span></td>
                  <td className="num">{points(player.balance)}</td>
                  <td>{player.bettingEnabled ? 'On' : 'Off'}</td>
                  <td><button type="button" className="secondary" aria-label={`Open ${player.name} ${player.mobile}`} onClick={() => setOpen(player.mobile)}>Open</button></td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
