import { useState } from 'react';
import { ENTRY_TYPES, isSettledType, type LimitName, type MarketKind } from '@matka/shared-kernel/domain';
import type { OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { Loading, Notice } from '../components/Notice';
import { TableWrap } from '../components/TableWrap';
import { useMay } from '../me';
import { useCall } from '../use-load';
import { useOutcome } from '../use-outcome';

/** A limit's field in the panel: its stored name and the body field `limits.set` takes for it. */
const PER_TYPE = [
  { name: 'min_points', field: 'min', label: 'Least' },
  { name: 'max_points', field: 'max', label: 'Most' },
  { name: 'outcome_cap', field: 'cap', label: 'Cap per outcome' },
] as const;
const PER_KIND = [
  { name: 'late_minutes', field: 'late_minutes', label: 'Last minutes before close' },
  { name: 'late_max_points', field: 'late_max', label: 'Most per bid in them' },
  { name: 'player_day_max', field: 'player_day_max', label: 'Most per player per market and day' },
] as const;

/**
 * The house's stake limits of one kind of market (docs/game-rules.md, "Limits"): per bid type its least, most and cap
 * per outcome; for the kind the late most and the most per player per market and day; numbers blocked for a market's
 * day. Owners and results operators change them (an empty field clears the limit); every change is audited.
 */
export function LimitsPanel({ kind, markets }: { kind: MarketKind; markets: readonly Market[] }) {
  const { data, loading, error, reload } = useCall('limits.list', { query: { kind } });
  const may = useMay();
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [block, setBlock] = useState({ market: '', digits: '' });
  const { outcome, run } = useOutcome();
  const types = ENTRY_TYPES[kind].filter(isSettledType);
  const stored = (type: string, name: LimitName) => data?.limits.find((limit) => limit.type === type && limit.name === name)?.value;
  const valueOf = (type: string, name: LimitName) => edits[`${kind}:${type}:${name}`] ?? String(stored(type, name) ?? '');
  const edit = (type: string, name: LimitName) => (event: React.ChangeEvent<HTMLInputElement>) => setEdits({ ...edits, [`${kind}:${type}:${name}`]: event.target.value });

  /** Saves one row: the filled fields are set, the emptied ones cleared. */
  async function save(type: string, fields: ReadonlyArray<{ name: LimitName; field: string; label: string }>, label: string) {
    const scope = type === '' ? { kind } : { kind, type };
    const set = Object.fromEntries(fields.filter(({ name }) => valueOf(type, name).trim() !== '').map(({ name, field }) => [field, Number(valueOf(type, name))]));
    const cleared = fields.filter(({ name }) => valueOf(type, name).trim() === '' && stored(type, name) !== undefined);
    const ok = await run(async () => {
      if (Object.keys(set).length > 0) await call('limits.set', { body: { ...scope, ...set } });
      for (const { field } of cleared) await call('limits.clear', { body: { ...scope, limit: field === 'late_max' || field === 'late_minutes' ? 'late' : (field as 'min' | 'max' | 'cap' | 'player_day_max') } });
    }, `${label}: limits saved`);
    if (ok) {
      setEdits({});
      reload();
    }
  }

  async function blocking(market: number, digits: string, blocked: boolean) {
    const name = markets.find((m) => m.id === market)?.name ?? String(market);
    const ok = await run(() => call(blocked ? 'limits.set' : 'limits.clear', { body: { market, block: digits } }), blocked ? `${digits} blocked on ${name} today` : `${digits} open again on ${name}`);
    if (ok) {
      setBlock({ market: '', digits: '' });
      reload();
    }
  }

  const input = (type: string, name: LimitName, label: string) => (
    <input aria-label={`${type || kind} ${label}`} inputMode="numeric" size={8} value={valueOf(type, name)} onChange={edit(type, name)} disabled={!may('markets.write')} />
  );
  return (
    <section aria-labelledby="limits-title">
      <h2 id="limits-title">Stake limits</h2>
      <Notice error={outcome.error} info={outcome.info} />
      <Loading loading={loading && !data} error={error} />
      {data && (
        <>
          <TableWrap label="Limits per bid type" stack>
            <table>
              <thead><tr><th>Bid type</th>{PER_TYPE.map(({ label }) => <th key={label}>{label}</th>)}<th><span className="visually-hidden">Save</span></th></tr></thead>
              <tbody>
                {types.map((type) => (
                  <tr key={type}>
                    <td>{type}</td>
                    {PER_TYPE.map(({ name, label }) => <td key={name} data-label={label}>{input(type, name, label)}</td>)}
                    <td>{may('markets.write') && <button type="button" className="secondary" aria-label={`Save ${type} limits`} onClick={() => void save(type, PER_TYPE, type)}>Save</button>}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <div className="row">
            {PER_KIND.map(({ name, label }) => <label key={name}>{label} {input('', name, label)}</label>)}
            {may('markets.write') && <button type="button" className="secondary" onClick={() => void save('', PER_KIND, `Every ${kind} bid type`)}>Save</button>}
          </div>
          <h3>Blocked numbers today</h3>
          {data.blocked.length === 0 && <p>No number is blocked.</p>}
          <ul aria-label="Blocked numbers">
            {data.blocked.map((row) => (
              <li key={`${row.market_id}-${row.day}-${row.digits}`}>
                {row.market} {row.day}: <strong>{row.digits}</strong>{' '}
                {may('markets.write') && <button type="button" className="secondary" onClick={() => void blocking(row.market_id, row.digits, false)}>Unblock {row.digits}</button>}
              </li>
            ))}
          </ul>
          {may('markets.write') && (
            <div className="row">
              <label>
                Market{' '}
                <select value={block.market} onChange={(event) => setBlock({ ...block, market: event.target.value })}>
                  <option value="">Choose…</option>
                  {markets.map((market) => <option key={market.id} value={market.id}>{market.name}</option>)}
                </select>
              </label>
              <label>Number <input inputMode="numeric" size={4} value={block.digits} onChange={(event) => setBlock({ ...block, digits: event.target.value })} /></label>
              <button type="button" className="secondary" disabled={!block.market || !block.digits} onClick={() => void blocking(Number(block.market), block.digits.trim(), true)}>Block for today</button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
