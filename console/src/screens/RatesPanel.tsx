import { useState } from 'react';
import { RATE_LABELS } from '@matka/shared-kernel/domain';
import { post } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Loading, Notice } from '../components/Notice';
import type { MarketKind } from '../types';
import { useLoad } from '../use-load';
import { useOutcome } from '../use-outcome';
import { TableWrap } from '../components/TableWrap';


type Rate = { type: string; val1: number; val2: number };

/** The rates of one kind of market: a stake of val 1 pays val 2. */
export function RatesPanel({ kind }: { kind: MarketKind }) {
  const { data, loading, error, reload } = useLoad<{ rates: Rate[] }>(`/operator/rates?kind=${kind}`);
  const [edits, setEdits] = useState<Record<string, { val1: string; val2: string }>>({});
  const { outcome, run } = useOutcome();
  const valueOf = (type: string) => {
    const stored = data?.rates.find((r) => r.type === type);
    return edits[`${kind}:${type}`] ?? { val1: String(stored?.val1 ?? ''), val2: String(stored?.val2 ?? '') };
  };
  const save = async (type: string, label: string) => {
    const { val1, val2 } = valueOf(type);
    if (await run(() => post('/operator/rates', { kind, type, val1: Number(val1), val2: Number(val2) }), `${label} rate set to ${val1}-${val2}`)) reload();
  };
  return (
    <section aria-labelledby="rates-title">
      <h2 id="rates-title">Rates</h2>
      <Notice error={outcome.error} info={outcome.info} />
      <Loading loading={loading && !data} error={error} />
      {data && (
        <TableWrap label="Rates">
          <table>
            <thead><tr><th>Bid type</th><th>Stake (val 1)</th><th>Pays (val 2)</th><th><span className="visually-hidden">Save</span></th></tr></thead>
            <tbody>
              {RATE_LABELS[kind].map(([type, label]) => {
                const value = valueOf(type);
                const set = (field: 'val1' | 'val2') => (event: React.ChangeEvent<HTMLInputElement>) =>
                  setEdits({ ...edits, [`${kind}:${type}`]: { ...value, [field]: event.target.value } });
                return (
                  <tr key={type}>
                    <td>{label}</td>
                    <td><input aria-label={`${label} stake`} inputMode="numeric" size={6} value={value.val1} onChange={set('val1')} /></td>
                    <td><input aria-label={`${label} pays`} inputMode="numeric" size={8} value={value.val2} onChange={set('val2')} /></td>
                    <td><ActionButton kind="secondary" onAction={() => save(type, label)} label={`Save ${label} rate`} busy="Saving…">Save</ActionButton></td>
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
