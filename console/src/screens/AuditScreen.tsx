import { useState } from 'react';
import { get } from '../api';
import { Loading, Notice } from '../components/Notice';
import { TableWrap } from '../components/TableWrap';
import { istTime } from '../format';
import { useDebounced } from '../use-debounced';
import type { OperatorAnswer } from '@matka/shared-kernel/operator-contract';
import { useLoad } from '../use-load';

type Action = OperatorAnswer<'audit.list'>['actions'][number];
const PAGE = 50;

type Filter = { action: string; actor: string; player: string; from: string; to: string };
const NO_FILTER: Filter = { action: '', actor: '', player: '', from: '', to: '' };

/** The filter as the server's query: only what is set (a player's number only once it is whole). */
function queryOf(filter: Filter): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    const text = value.trim();
    if (text && (key !== 'player' || /^[6-9]\d{9}$/.test(text))) query.set(key, text);
  }
  return query;
}

/**
 * Every operator action, newest first: when, who (the operator's name), what, on what, what changed and the note.
 * Filtered by action, operator, player and days; the same filter downloads as CSV.
 */
export function AuditScreen() {
  const [typed, setTyped] = useState<Filter>(NO_FILTER);
  const filter = useDebounced(typed);
  const query = queryOf(filter);
  const { data, loading, error } = useLoad<{ actions: Action[] }>(`/operator/audit?${new URLSearchParams({ ...Object.fromEntries(query), limit: String(PAGE) })}`);
  const { data: names } = useLoad<{ actions: string[] }>('/operator/audit/actions');
  const [older, setOlder] = useState<{ query: string; rows: Action[]; lastPage: number | null }>({ query: '', rows: [], lastPage: null });
  const [more, setMore] = useState<string | null>(null);
  // Older pages belong to the filter they were loaded for.
  const olderRows = older.query === String(query) ? older.rows : [];
  const lastPage = older.query === String(query) ? older.lastPage : null;
  const rows = [...(data?.actions ?? []), ...olderRows];
  const hasMore = (lastPage ?? data?.actions.length ?? 0) >= PAGE;
  const loadMore = async () => {
    const last = rows.at(-1);
    if (!last) return;
    try {
      const page = await get<{ actions: Action[] }>(`/operator/audit?${new URLSearchParams({ ...Object.fromEntries(query), limit: String(PAGE), before: String(last.id) })}`);
      setOlder({ query: String(query), rows: [...olderRows, ...page.actions], lastPage: page.actions.length });
    } catch (failure) {
      setMore((failure as Error).message);
    }
  };
  const set = (key: keyof Filter) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => setTyped({ ...typed, [key]: event.target.value });
  return (
    <>
      <h1>Audit</h1>
      <form className="row filters" aria-label="Filter the audit list" onSubmit={(event) => event.preventDefault()}>
        <label>
          Action
          <select value={typed.action} onChange={set('action')}>
            <option value="">Every action</option>
            {(names?.actions ?? []).map((name) => <option key={name} value={name}>{name}</option>)}
          </select>
        </label>
        <label>Operator<input value={typed.actor} maxLength={60} autoCapitalize="none" onChange={set('actor')} /></label>
        <label>Player's number<input inputMode="numeric" value={typed.player} maxLength={10} onChange={set('player')} /></label>
        <label>From<input type="date" value={typed.from} onChange={set('from')} /></label>
        <label>To<input type="date" value={typed.to} onChange={set('to')} /></label>
        <a className="button secondary" href={`/operator/audit.csv?${query}`} download>Download CSV</a>
      </form>
      <Loading loading={loading && !data} error={error} />
      <Notice error={more} />
      {data && rows.length === 0 && <p className="muted">No operator action {String(query) ? 'matches the filter' : 'yet'}.</p>}
      {rows.length > 0 && (
        <TableWrap label="Audit list">
          <table>
            <thead><tr><th>When</th><th>Who</th><th>Action</th><th>On</th><th>Change</th><th>Note</th></tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{istTime(row.at)}</td>
                  <td>{row.actor}</td>
                  <td>{row.action}</td>
                  <td>{row.target}</td>
                  <td>{row.change}</td>
                  <td>{row.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {hasMore && <p><button type="button" className="secondary" onClick={() => void loadMore()}>Older actions</button></p>}
    </>
  );
}
