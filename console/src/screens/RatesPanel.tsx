import { useState } from 'react';
import { RATE_LABELS } from '@matka/shared-kernel/domain';
import { rateTimes, unusualRate } from '@matka/shared-kernel/operator';
import { call } from '../api';
import { Confirm } from '../components/Confirm';
import { Loading, Notice } from '../components/Notice';
import type { MarketKind } from '@matka/shared-kernel/domain';
import { useCall } from '../use-load';
import { useOutcome } from '../use-outcome';
import { TableWrap } from '../components/TableWrap';

/** The rate's columns: their headings, and on a phone (where a row is a card) their cells' labels. */
const COLUMNS = { stake: 'Stake (val 1)', pays: 'Pays (val 2)' };

/**
 * The rates of one kind of market: a stake of val 1 pays val 2. Each change is confirmed with the old and new rate;
 * one outside its usual band (USUAL_RATE_BANDS) needs a second confirmation, as the server does.
 */
export function RatesPanel({ kind }: { kind: MarketKind }) {
  const { data, loading, error, reload } = useCall('rates.list', { query: { kind } });
  const [edits, setEdits] = useState<Record<string, { val1: string; val2: string }>>({});
  const { outcome, setOutcome, run } = useOutcome();
  /** The rate change waiting for its confirmation. */
  const [asking, setAsking] = useState<{ type: string; label: string; val1: number; val2: number } | null>(null);
  const valueOf = (type: string) => {
    const stored = data?.rates.find((r) => r.type === type);
    return edits[`${kind}:${type}`] ?? { val1: String(stored?.val1 ?? ''), val2: String(stored?.val2 ?? '') };
  };
  const ask = (type: string, label: string) => {
    const { val1, val2 } = valueOf(type);
    const [a, b] = [Number(val1), Number(val2)];
    if (!Number.isInteger(a) || !Number.isInteger(b) || a < 1 || b < 1) return setOutcome({ error: `${label}: val 1 and val 2 are whole numbers from 1` });
    setOutcome({});
    setAsking({ type, label, val1: a, val2: b });
  };
  const save = async (change: { type: string; label: string; val1: number; val2: number }, note: string) => {
    setAsking(null);
    const confirm_unusual = unusualRate(kind, change.type, change.val1, change.val2) !== null;
    const body = { kind, type: change.type, val1: change.val1, val2: change.val2, note, ...(confirm_unusual ? { confirm_unusual } : {}) };
    if (await run(() => call('rates.set', { body }), `${change.label} rate set to ${change.val1}-${change.val2}`)) reload();
  };
  const stored = (type: string) => data?.rates.find((r) => r.type === type);
  const unusual = asking && unusualRate(kind, asking.type, asking.val1, asking.val2);
  return (
    <section aria-labelledby="rates-title">
      <h2 id="rates-title">Rates</h2>
      <Notice error={outcome.error} info={outcome.info} />
      {asking && (
        <Confirm
          key={`${asking.type}-${asking.val1}-${asking.val2}`}
          action={`Set the ${asking.label} rate to ${asking.val1}-${asking.val2}`}
          details={[
            ['Rate', `${asking.label} (${kind})`],
            ['Now', (() => { const now = stored(asking.type); return now ? `${now.val1}-${now.val2} (${rateTimes(now.val1, now.val2)})` : 'not set'; })()],
            ['New', `${asking.val1}-${asking.val2} (${rateTimes(asking.val1, asking.val2)})`],
          ]}
          warning={unusual ? `Unusual rate: ${unusual}.` : undefined}
          acknowledge={unusual ? `Yes, ${asking.val1}-${asking.val2} is the rate I mean` : undefined}
          onConfirm={({ note }) => save(asking, note)}
          onCancel={() => setAsking(null)}
        />
      )}
      <Loading loading={loading && !data} error={error} />
      {data && (
        <TableWrap label="Rates" stack>
          <table>
            <thead><tr><th>Bid type</th><th>{COLUMNS.stake}</th><th>{COLUMNS.pays}</th><th><span className="visually-hidden">Save</span></th></tr></thead>
            <tbody>
              {RATE_LABELS[kind].map(([type, label]) => {
                const value = valueOf(type);
                const set = (field: 'val1' | 'val2') => (event: React.ChangeEvent<HTMLInputElement>) =>
                  setEdits({ ...edits, [`${kind}:${type}`]: { ...value, [field]: event.target.value } });
                return (
                  <tr key={type}>
                    <td>{label}</td>
                    <td data-label={COLUMNS.stake}><input aria-label={`${label} stake`} inputMode="numeric" size={6} value={value.val1} onChange={set('val1')} /></td>
                    <td data-label={COLUMNS.pays}><input aria-label={`${label} pays`} inputMode="numeric" size={8} value={value.val2} onChange={set('val2')} /></td>
                    <td><button type="button" className="secondary" aria-label={`Save ${label} rate`} onClick={() => ask(type, label)}>Save</button></td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </TableWrap>
      )}
    </section>
  );
}
