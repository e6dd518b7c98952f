import { formatClockTime } from '@matka/shared-kernel/domain';
import type { OperatorToday } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Loading, Notice } from '../components/Notice';
import { istTime, points } from '../format';
import { useOutcome } from '../use-outcome';
import { BASE, navigate } from '../router';
import { POLL_MS, useCall } from '../use-load';
import { useMay } from '../me';
import { TableWrap } from '../components/TableWrap';

const go = (to: string) => (event: React.MouseEvent) => {
  event.preventDefault();
  navigate(to);
};

/**
 * What needs the operator now: changes to payment ids, contact numbers and money rules not yet acknowledged (owners),
 * pending money (those who decide it), results due, the ledger check, the remotes.
 */
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
          {data.content_changes && data.content_changes.count > 0 && <ContentChanges changes={data.content_changes} onAcknowledged={reload} />}
          <div className="cards">
            {/* Pending money comes only to those who decide it (the server leaves it out for the others). */}
            {data.pending && (
              <>
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
              </>
            )}
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

/**
 * Changes to where players pay and on what terms, shown to each owner until they acknowledge them (each owner their
 * own): when, who, what changed and their note.
 */
function ContentChanges({ changes, onAcknowledged }: { changes: NonNullable<OperatorToday['content_changes']>; onAcknowledged: () => void }) {
  const { outcome, run } = useOutcome();
  const acknowledge = async (id: number) => {
    if (await run(() => call('content.acknowledge', { params: { id }, body: {} }), `Change #${id} acknowledged`)) onAcknowledged();
  };
  return (
    <section className="panel" aria-labelledby="today-content-changes">
      <h2 id="today-content-changes">Payment and money content changed</h2>
      <p>
        {changes.count === 1 ? '1 change' : `${changes.count} changes`} to payment ids, contact numbers or money rules you have not acknowledged
        {changes.count > changes.changes.length && ` (the newest ${changes.changes.length} shown)`}. Players see them already: check each is yours or expected.
      </p>
      <Notice error={outcome.error} info={outcome.info} />
      {/* A list, not a table: each change reads whole on a phone, its Acknowledge beside it. */}
      <ul className="content-changes" aria-label="Content changes to acknowledge">
        {changes.changes.map((change) => (
          <li key={change.id} data-testid={`content-change-${change.id}`}>
            <p>
              <strong>{change.key}</strong> changed by {change.actor}, {istTime(change.at)}
            </p>
            <p>{change.change}</p>
            {change.note && <p className="muted">Note: {change.note}</p>}
            <ActionButton onAction={() => acknowledge(change.id)} busy="Acknowledging…" label={`Acknowledge change ${change.id}`}>
              Acknowledge
            </ActionButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
