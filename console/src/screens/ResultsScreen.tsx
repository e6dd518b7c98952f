import { useState } from 'react';
import { isPana, isoDay, istDay } from '@matka/shared-kernel/domain';
import { NoteField } from '../components/Filters';
import { Loading, Notice } from '../components/Notice';
import { useLocation } from '../router';
import { MARKET_KINDS, type Market } from '../types';
import { useLoad } from '../use-load';
import { RevertPanel } from './RevertPanel';
import { SettlementPreviewPanel } from './SettlementPreviewPanel';

type Kind = 'open' | 'close' | 'starline' | 'gali';

/** Declare a result after seeing what it settles and pays (the server's preview, by the rules that settle). */
export function ResultsScreen() {
  const { query } = useLocation();
  const { data, loading, error } = useLoad<{ markets: Market[] }>('/operator/markets');
  const [marketId, setMarketId] = useState(query.get('market') ?? '');
  const [session, setSession] = useState<'open' | 'close'>('open');
  const [value, setValue] = useState('');
  const [date, setDate] = useState(() => isoDay(istDay(new Date())));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ kind: Kind; body: Record<string, unknown> } | null>(null);
  const market = data?.markets.find((m) => String(m.id) === marketId);
  const kind: Kind | null = market ? (market.kind === 'main' ? session : market.kind) : null;

  const askPreview = async () => {
    setPreview(null);
    setProblem(null);
    if (!market || !kind) return setProblem('Choose a market');
    const text = value.trim();
    if (kind === 'gali' ? !/^\d{2}$/.test(text) : !isPana(text)) {
      return setProblem(kind === 'gali' ? `${text || 'The jodi'} is not two digits` : `${text || 'The pana'} is not a valid pana (three digits ascending, 0 counts as 10)`);
    }
    setPreview({ kind, body: { market: market.id, [kind === 'gali' ? 'jodi' : 'pana']: text, date } });
  };

  return (
    <>
      <h1>Results</h1>
      <Loading loading={loading} error={error} />
      {data && (
        <form className="panel" onSubmit={(event) => { event.preventDefault(); void askPreview(); }}>
          <div className="row">
            <label>
              Market
              <select value={marketId} onChange={(event) => { setMarketId(event.target.value); setPreview(null); }}>
                <option value="">Choose…</option>
                {MARKET_KINDS.map((group) => (
                  <optgroup key={group.value} label={group.label}>
                    {data.markets.filter((m) => m.kind === group.value && m.active).map((m) => (
                      <option key={m.id} value={m.id}>{m.name}</option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </label>
            {market?.kind === 'main' && (
              <label>
                Session
                <select value={session} onChange={(event) => { setSession(event.target.value as 'open' | 'close'); setPreview(null); }}>
                  <option value="open">Open pana</option>
                  <option value="close">Close pana</option>
                </select>
              </label>
            )}
            <label>
              {market?.kind === 'gali' ? 'Jodi' : 'Pana'}
              <input inputMode="numeric" maxLength={3} value={value} onChange={(event) => { setValue(event.target.value); setPreview(null); }} />
            </label>
            <label>
              Date
              <input type="date" value={date} onChange={(event) => { setDate(event.target.value); setPreview(null); }} />
            </label>
            <button type="submit" className="primary">Preview result</button>
          </div>
          <NoteField value={note} onChange={setNote} />
        </form>
      )}
      <Notice error={problem} />
      {preview && (
        <SettlementPreviewPanel key={`${preview.kind} ${JSON.stringify(preview.body)}`} kind={preview.kind} body={preview.body} note={note} onDone={() => setValue('')} />
      )}
      {market && <RevertPanel market={market} date={date} note={note} />}
    </>
  );
}

