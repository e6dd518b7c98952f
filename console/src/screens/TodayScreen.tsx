import { formatClockTime } from '@matka/shared-kernel/domain';
import { Loading } from '../components/Notice';
import { points } from '../format';
import { BASE, navigate } from '../router';
import { POLL_MS, useCall } from '../use-load';
import { useMay } from '../me';
import { TableWrap } from '../components/TableWrap';

const go = (to: string) => (event: React.MouseEvent) => {
  event.preventDefault();
  navigate(to);
};

/** What needs the operator now: pending money, results due, the ledger check, the remotes. */
export function TodayScreen() {
  const may = useMay();
  // Requests keep coming in: the summary polls (with its ETag: an unchanged one costs a 304).
  const { data, loading, error, reload } = useCall('today', {}, { poll: POLL_MS });
  return (
    <>
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h1>Today{data ? `, ${data.date}` : ''}</h1>
        <button type="button" className="secondary" onClick={reload}>Refresh</button>
      </div>
      <Loading loading={loading && !data} error={error} />
      {data && (
        <>
          <div className="cards">
            <section className="card" aria-labelledby="today-deposits">
              <h2 id="today-deposits">Pending deposits</h2>
              <p className="big">{data.pending.deposits.count}</p>
              <p>{points(data.pending.deposits.points)}{may('money.read') && <> · <a href={`${BASE}/deposits`} onClick={go('/deposits')}>Review deposits</a></>}</p>
            </section>
            <section className="card" aria-labelledby="today-withdrawals">
              <h2 id="today-withdrawals">Pending withdrawals</h2>
              <p className="big">{data.pending.withdrawals.count}</p>
              <p>{points(data.pending.withdrawals.points)}{may('money.read') && <> · <a href={`${BASE}/withdrawals`} onClick={go('/withdrawals')}>Review withdrawals</a></>}</p>
            </section>
            <section className="card" aria-labelledby="today-ledger">
              <h2 id="today-ledger">Ledger check</h2>
              {data.ledger.mismatches.length === 0 ? (
                <p className="ok">All {data.ledger.checked} balances match their ledgers</p>
              ) : (
                <p className="bad">{data.ledger.mismatches.length} balances do not match: players {data.ledger.mismatches.map((m) => m.user_id).join(', ')}</p>
              )}
            </section>
            <section className="card" aria-labelledby="today-remotes">
              <h2 id="today-remotes">Remotes</h2>
              {data.remotes.error ? (
                <p className="bad">{data.remotes.error}</p>
              ) : (
                <p>
                  {data.remotes.remotes.filter((r) => r.enabled).length} of {data.remotes.remotes.length} on
                  {data.remotes.remotes.some((r) => !r.enabled) && ` (off: ${data.remotes.remotes.filter((r) => !r.enabled).map((r) => r.name).join(', ')})`}
                  {may('releases.read') && <>{' · '}<a href={`${BASE}/releases`} onClick={go('/releases')}>Releases</a></>}
                </p>
              )}
            </section>
          </div>
          <h2>Results due</h2>
          {data.due.length === 0 ? (
            <p className="muted">No result is due and undeclared.</p>
          ) : (
            <TableWrap label="Results due">
              <table>
                <thead>
                  <tr><th>Market</th><th>Result</th><th>Due since</th><th><span className="visually-hidden">Action</span></th></tr>
                </thead>
                <tbody>
                  {data.due.map((due) => (
                    <tr key={`${due.market_id}-${due.declare}`}>
                      <td>{due.name}</td>
                      <td>{due.declare === 'open' || due.declare === 'close' ? `${due.declare} pana` : due.kind}</td>
                      <td>{formatClockTime(due.due_minutes)}</td>
                      <td>
                        {may('results') && (
                          <a href={`${BASE}/results?market=${due.market_id}`} onClick={go(`/results?market=${due.market_id}`)}>
                            Declare {due.name}
                          </a>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
        </>
      )}
    </>
  );
}
