import { useState } from 'react';
import { get } from '../api';
import { Loading, Notice } from '../components/Notice';
import { istTime } from '../format';
import { useLoad } from '../use-load';
import { TableWrap } from '../components/TableWrap';

type Action = { id: number; at: string; action: string; target: string; note: string; actor: string };
const PAGE = 50;

/** Every operator action, newest first: time, what, on what, the note, and who (the operator's name). */
export function AuditScreen() {
  const { data, loading, error } = useLoad<{ actions: Action[] }>(`/operator/audit?limit=${PAGE}`);
  const [older, setOlder] = useState<Action[]>([]);
  /** How many actions the latest older page brought (null: none asked for yet); a short page is the last. */
  const [lastPage, setLastPage] = useState<number | null>(null);
  const [more, setMore] = useState<string | null>(null);
  const rows = [...(data?.actions ?? []), ...older];
  const hasMore = (lastPage ?? data?.actions.length ?? 0) >= PAGE;
  const loadMore = async () => {
    const last = rows.at(-1);
    if (!last) return;
    try {
      const page = await get<{ actions: Action[] }>(`/operator/audit?limit=${PAGE}&before=${last.id}`);
      setOlder((shown) => [...shown, ...page.actions]);
      setLastPage(page.actions.length);
    } catch (failure) {
      setMore((failure as Error).message);
    }
  };
  return (
    <>
      <h1>Audit</h1>
      <Loading loading={loading && !data} error={error} />
      <Notice error={more} />
      {data && rows.length === 0 && <p className="muted">No operator action yet.</p>}
      {rows.length > 0 && (
        <TableWrap label="Operator actions">
          <table>
            <thead><tr><th>When</th><th>Action</th><th>On</th><th>Note</th><th className="hide-phone">Who</th></tr></thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{istTime(row.at)}</td>
                  <td>{row.action}</td>
                  <td>{row.target}</td>
                  <td>{row.note}</td>
                  <td className="hide-phone">{row.actor}</td>
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
