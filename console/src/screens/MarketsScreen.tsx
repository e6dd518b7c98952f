import { useState } from 'react';
import { formatClockTime } from '@matka/shared-kernel/domain';
import { call } from '../api';
import { Confirm } from '../components/Confirm';
import { Loading, Notice } from '../components/Notice';
import type { MarketKind } from '@matka/shared-kernel/domain';
import type { OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';
import { MARKET_KINDS } from '../market-kinds';
import { useCall } from '../use-load';
import { useOutcome } from '../use-outcome';
import { MarketForm } from './MarketForm';
import { LimitsPanel } from './LimitsPanel';
import { RatesPanel } from './RatesPanel';
import { SchedulePanel, scheduleText } from './SchedulePanel';
import { TableWrap } from '../components/TableWrap';

/** The markets' time columns: their headings, and on a phone (where a row is a card) their cells' labels. */
const COLUMNS = { opens: 'Opens', closes: 'Closes', schedule: 'Schedule' };

/** Markets of the three kinds (add, edit, disable or enable, confirmed first), and the rates and stake limits of each kind. */
export function MarketsScreen() {
  const [kind, setKind] = useState<MarketKind>('main');
  const { data, loading, error, reload } = useCall('markets.list', { query: { kind } });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  /** The market whose switching on or off waits for its confirmation. */
  const [switching, setSwitching] = useState<Market | null>(null);
  /** The market whose weekly schedule and holidays are open. */
  const [scheduling, setScheduling] = useState<number | null>(null);
  const { outcome, setOutcome, run: runCall } = useOutcome();
  const run = async (what: () => Promise<unknown>, done: string) => {
    setSwitching(null);
    if (!(await runCall(what, done))) return;
    setEditing(null);
    reload();
  };
  const times = (market: Market) =>
    market.closeMinutes === null ? `opens ${formatClockTime(market.openMinutes)}` : `${formatClockTime(market.openMinutes)} – ${formatClockTime(market.closeMinutes)}`;

  return (
    <>
      <h1>Markets and rates</h1>
      <div className="row">
        <label>
          Kind
          <select value={kind} onChange={(event) => { setKind(event.target.value as MarketKind); setEditing(null); }}>
            {MARKET_KINDS.map((k) => <option key={k.value} value={k.value}>{k.label}</option>)}
          </select>
        </label>
        <button type="button" className="primary" onClick={() => setEditing('new')}>Add market</button>
      </div>
      <Notice error={outcome.error} info={outcome.info} />
      {switching && (
        <Confirm
          key={switching.id}
          action={`${switching.active ? 'Disable' : 'Enable'} ${switching.name}`}
          kind={switching.active ? 'danger' : 'primary'}
          details={[
            ['Market', `${switching.name} (#${switching.id}) · ${times(switching)}`],
            ['Players', switching.active ? 'no longer see it or bid on it; its pending bids wait in Results, to be settled or refunded' : 'see it and may bid on it again'],
          ]}
          onConfirm={({ note }) => run(() => call('markets.update', { params: { id: switching.id }, body: { active: !switching.active, note } }), `${switching.name} ${switching.active ? 'disabled' : 'enabled'}`)}
          onCancel={() => setSwitching(null)}
        />
      )}
      {editing === 'new' && (
        <MarketForm kind={kind} onCancel={() => setEditing(null)} onSave={(fields, note) => run(() => call('markets.add', { body: { kind, ...fields, note } }), `${fields.name.toUpperCase()} added`)} />
      )}
      <Loading loading={loading && !data} error={error} />
      {data && (
        <TableWrap label="Markets" stack>
          <table>
            <thead>
              <tr><th>Market</th><th>{COLUMNS.opens}</th>{kind === 'main' && <th>{COLUMNS.closes}</th>}<th>{COLUMNS.schedule}</th><th>Status</th><th><span className="visually-hidden">Actions</span></th></tr>
            </thead>
            <tbody>
              {data.markets.map((market) => (
                <tr key={market.id} data-testid={`market-${market.id}`}>
                  <td>{market.name}</td>
                  <td data-label={COLUMNS.opens}>{formatClockTime(market.openMinutes)}</td>
                  {kind === 'main' && <td data-label={COLUMNS.closes}>{market.closeMinutes === null ? '-' : formatClockTime(market.closeMinutes)}</td>}
                  <td data-label={COLUMNS.schedule}>{scheduleText(market)}</td>
                  <td>{market.active ? <span className="ok">On</span> : <span className="bad">Off</span>}</td>
                  <td>
                    <div className="actions">
                      <button type="button" className="secondary" aria-label={`Edit ${market.name}`} onClick={() => setEditing(market.id)}>Edit</button>
                      <button type="button" className="secondary" aria-label={`Schedule of ${market.name}`} onClick={() => setScheduling(market.id)}>Schedule</button>
                      <button
                        type="button"
                        className={market.active ? 'danger' : 'primary'}
                        aria-label={`${market.active ? 'Disable' : 'Enable'} ${market.name}`}
                        onClick={() => {
                          setOutcome({});
                          setSwitching(market);
                        }}
                      >
                        {market.active ? 'Disable' : 'Enable'}
                      </button>
                    </div>
                    {editing === market.id && (
                      <MarketForm
                        kind={kind}
                        market={market}
                        onCancel={() => setEditing(null)}
                        onSave={(fields, note) => run(() => call('markets.update', { params: { id: market.id }, body: { ...fields, note } }), `${market.name} saved`)}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {data?.markets.filter((market) => market.id === scheduling).map((market) => (
        <SchedulePanel key={market.id} market={market} onChanged={reload} onClose={() => setScheduling(null)} />
      ))}
      <RatesPanel kind={kind} />
      <LimitsPanel kind={kind} markets={data?.markets ?? []} />
    </>
  );
}
