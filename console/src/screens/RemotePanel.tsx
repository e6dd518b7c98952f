import { useEffect, useRef, useState } from 'react';
import { post } from '../api';
import { ActionButton } from '../components/ActionButton';
import { NoteField } from '../components/Filters';
import { Loading, Notice } from '../components/Notice';
import { istTime } from '../format';
import { canaryPercent, type RemoteListing } from '@matka/shared-kernel/operator-contract';
import { useCall } from '../use-load';
import { useOutcome } from '../use-outcome';
import { TableWrap } from '../components/TableWrap';

/** A change waiting for the operator's confirmation. */
type Pending =
  | { verb: 'enable' | 'disable' }
  // `from`: the release the operator saw and rolls back, sent along: a rollback sent twice undoes only one step.
  | { verb: 'rollback'; from: string }
  | { verb: 'activate'; release: string }
  | { verb: 'canary'; release: string; percent: string };

const UNAVAILABLE = 'This section is unavailable right now';
/** The releases' failures column: its heading, and on a phone (where a row is a card) its cells' label. */
const FAILED_LOADS = 'Failed / loads';

/** What the change will do, in the operator's words, before it is sent. */
function describe(remote: RemoteListing, pending: Pending): string {
  const { name, active, previous, canary } = remote;
  switch (pending.verb) {
    case 'enable':
      return `Switch ${name} on: players get its screens and links again.`;
    case 'disable':
      return `Switch ${name} off: its screens say "${UNAVAILABLE}" and its links leave the menus, for every player.`;
    case 'activate':
      return `Make ${pending.release} the release of ${name} for every player, at their next visit to it. ${active} stays the one to roll back to.`;
    case 'canary':
      return pending.percent.trim() === '0'
        ? `End the canary of ${name}: every player on ${active}.`
        : `Give ${pending.release} to ${pending.percent || '?'} % of signed-in players (the same players each time); the rest stay on ${active}.`;
    case 'rollback':
      if (canary) return `End the canary of ${canary.release}: every player back on ${active}.`;
      if (previous) return `Bring back ${previous} for every player instead of ${active}.`;
      return `${name} has no canary and no earlier release to roll back to.`;
  }
}

/** The line shown once the server has made the change, from the remote as it now is. */
function done(verb: Pending['verb'], remote: RemoteListing): string {
  switch (verb) {
    case 'enable':
    case 'disable':
      return `${remote.name} switched ${remote.enabled ? 'on' : 'off'}`;
    case 'activate':
      return `${remote.name}: ${remote.active} is active for every player`;
    case 'canary':
      return remote.canary ? `${remote.name}: canary of ${remote.canary.release} at ${remote.canary.percent} %` : `${remote.name}: canary ended`;
    case 'rollback':
      return `${remote.name} rolled back: ${remote.active} for every player${remote.canary ? `, canary of ${remote.canary.release} goes on` : ''}`;
  }
}


/** One remote: its state, its releases and the changes an operator can make to it, each confirmed first. */
export function RemotePanel({ remote, onChanged }: { remote: RemoteListing; onChanged: () => void }) {
  const { name } = remote;
  const [pending, setPending] = useState<Pending | null>(null);
  const [note, setNote] = useState('');
  const { outcome, setOutcome, run } = useOutcome();
  const [showHistory, setShowHistory] = useState(false);
  const [changes, setChanges] = useState(0);
  const confirmRef = useRef<HTMLFormElement>(null);

  // The confirmation takes the focus when it opens (not on each keystroke in it).
  const opened = pending ? `${pending.verb} ${'release' in pending ? pending.release : ''}` : null;
  useEffect(() => {
    if (opened) confirmRef.current?.querySelector<HTMLElement>('input, button')?.focus();
  }, [opened]);

  const ask = (next: Pending) => {
    setOutcome({});
    // A note belongs to the one change it was typed for: a new confirmation starts without one.
    setNote('');
    setPending(next);
  };

  const send = async () => {
    if (!pending) return;
    const body: Record<string, unknown> = { note };
    if (pending.verb === 'activate') body.release = pending.release;
    if (pending.verb === 'rollback') body.from = pending.from;
    if (pending.verb === 'canary') {
      const percent = pending.percent.trim() === '' ? Number.NaN : Number(pending.percent.trim());
      if (!canaryPercent.safeParse(percent).success) return setOutcome({ error: 'The share is a whole number of percent, 0 to 100' });
      Object.assign(body, { release: pending.release, percent });
    }
    const { verb } = pending;
    if (await run(() => post<{ remote: RemoteListing }>(`/operator/remotes/${encodeURIComponent(name)}/${verb}`, body), (answer) => done(verb, answer.remote))) {
      setNote('');
    }
    setPending(null);
    setChanges((count) => count + 1);
    onChanged();
  };

  const titleId = `remote-${name}`;
  // A remote remotes.json does not list can be given to players through its releases only.
  const canAct = remote.listed || remote.releases.some((release) => release.release !== 'default');
  return (
    <section className="panel" aria-labelledby={titleId} data-testid={titleId}>
      <h2 id={titleId}>{name}</h2>
      <dl>
        <dt>Status</dt>
        <dd>{remote.enabled ? <span className="ok">On</span> : <span className="bad">Off</span>}</dd>
        <dt>Active release</dt>
        <dd data-testid={`${titleId}-active`}>{remote.active}</dd>
        <dt>Canary</dt>
        <dd data-testid={`${titleId}-canary`}>{remote.canary ? `${remote.canary.release} at ${remote.canary.percent} %` : 'none'}</dd>
        {remote.canaryCounts && (
          <>
            <dt>Canary's loads</dt>
            <dd data-testid={`${titleId}-canary-counts`}>{`${remote.canaryCounts.failures} failed of ${remote.canaryCounts.failures + remote.canaryCounts.loads} since it began`}</dd>
          </>
        )}
        <dt>Roll back to</dt>
        <dd>{remote.previous ?? 'none'}</dd>
        <dt>Failed / loads</dt>
        <dd>{`${remote.failures} / ${remote.loads}`}</dd>
      </dl>
      {!remote.listed && (
        <p className="muted">remotes.json does not list {name}: players get it once one of its releases is active and it is switched on.</p>
      )}
      <Notice error={outcome.error} info={outcome.info} />
      {canAct && (
        <div className="actions">
          <button
            type="button"
            className={remote.enabled ? 'danger' : 'primary'}
            aria-label={`${remote.enabled ? 'Disable' : 'Enable'} ${name}`}
            onClick={() => ask({ verb: remote.enabled ? 'disable' : 'enable' })}
          >
            {remote.enabled ? 'Disable' : 'Enable'}
          </button>
          <button type="button" className="secondary" aria-label={`Roll back ${name}`} onClick={() => ask({ verb: 'rollback', from: remote.canary?.release ?? remote.active })}>
            Roll back
          </button>
        </div>
      )}
      {pending && (
        <form
          ref={confirmRef}
          className="panel preview"
          aria-label={`Confirm: ${pending.verb} ${name}`}
          onSubmit={(event) => event.preventDefault()}
        >
          <p>{describe(remote, pending)}</p>
          {pending.verb === 'canary' && (
            <label>
              Share of players (%)
              <input
                inputMode="numeric"
                maxLength={3}
                value={pending.percent}
                onChange={(event) => setPending({ ...pending, percent: event.target.value })}
              />
            </label>
          )}
          <NoteField value={note} onChange={setNote} />
          <div className="actions">
            <ActionButton onAction={send} kind={pending.verb === 'disable' || pending.verb === 'rollback' ? 'danger' : 'primary'} busy="Sending…">
              {`Confirm ${pending.verb}${'release' in pending ? ` ${pending.release}` : ''}`}
            </ActionButton>
            <button type="button" className="secondary" onClick={() => setPending(null)}>Cancel</button>
          </div>
        </form>
      )}
      <h3>Releases, newest first</h3>
      <TableWrap label={`Releases of ${name}`} stack>
        <table>
          <thead>
            <tr><th>Release</th><th className="hide-phone">Built</th><th className="num">{FAILED_LOADS}</th><th><span className="visually-hidden">Actions</span></th></tr>
          </thead>
          <tbody>
            {remote.releases.map((release) => {
              const isActive = release.release === remote.active;
              const isCanary = release.release === remote.canary?.release;
              return (
                <tr key={release.release} data-testid={`${titleId}-release-${release.release}`}>
                  <td>
                    <code>{release.release}</code>
                    {isActive && <span className="tag">active</span>}
                    {isCanary && <span className="tag">canary {remote.canary?.percent} %</span>}
                    {release.rolledBack && (
                      <p className="bad" data-testid={`${titleId}-rolled-back-${release.release}`}>
                        Rolled back automatically {istTime(release.rolledBack.at)}: {release.rolledBack.reason}
                      </p>
                    )}
                  </td>
                  <td className="hide-phone">{release.builtAt ? istTime(release.builtAt) : 'npm run build'}</td>
                  <td className="num" data-label={FAILED_LOADS} title={release.lastFailure ? `Last failure ${istTime(release.lastFailure.at)}: ${release.lastFailure.reason || 'no reason given'}` : undefined}>
                    {`${release.failures} / ${release.loads}`}
                  </td>
                  <td>
                    {canAct && !isActive && (remote.listed || release.release !== 'default') && (
                      <div className="actions">
                        <button type="button" className="primary" aria-label={`Activate ${release.release} of ${name}`} onClick={() => ask({ verb: 'activate', release: release.release })}>
                          Activate
                        </button>
                        <button
                          type="button"
                          className="secondary"
                          aria-label={`Canary ${release.release} of ${name}`}
                          onClick={() => ask({ verb: 'canary', release: release.release, percent: String(isCanary ? remote.canary?.percent : 10) })}
                        >
                          Canary
                        </button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableWrap>
      <p>
        <button type="button" className="secondary" aria-expanded={showHistory} onClick={() => setShowHistory(!showHistory)}>
          History of {name}
        </button>
      </p>
      {showHistory && <RemoteHistory name={name} changes={changes} />}
    </section>
  );
}

/** The latest changes of one remote, newest first; loaded again after each change made here. */
function RemoteHistory({ name, changes }: { name: string; changes: number }) {
  const { data, loading, error, reload } = useCall('remotes.history', { query: { name } });
  const first = useRef(changes);
  useEffect(() => {
    if (changes !== first.current) reload();
  }, [changes, reload]);
  return (
    <>
      <Loading loading={loading && !data} error={error} />
      {data && data.history.length === 0 && <p className="muted">No change of {name} yet: it is as remotes.json says.</p>}
      {data && data.history.length > 0 && (
        <TableWrap label={`History of ${name}`}>
          <table aria-label={`History of ${name}`}>
            <thead><tr><th>When</th><th>Change</th><th>Note</th><th className="hide-phone">Who</th></tr></thead>
            <tbody>
              {data.history.map((entry) => (
                <tr key={entry.id}>
                  <td>{istTime(entry.at)}</td>
                  <td>
                    {entry.action}
                    {entry.release && entry.action !== 'rollback' && ` ${entry.release}`}
                    {entry.action === 'rollback' && entry.release && ` to ${entry.release}`}
                    {entry.action === 'canary' && entry.percent !== null && ` at ${entry.percent} %`}
                  </td>
                  <td>{entry.note}</td>
                  <td className="hide-phone">{entry.operator}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
