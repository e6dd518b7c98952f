import { useState } from 'react';
import { isPana, isoDay, istDay } from '@matka/shared-kernel/domain';
import { NoteField } from '../components/Filters';
import { Loading, Notice } from '../components/Notice';
import { useLocation } from '../router';
import { DECLARATIONS, type DeclarationKind, type OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';
import { MARKET_KINDS } from '../market-kinds';
import { useCall } from '../use-load';
import { RevertPanel } from './RevertPanel';
import { SettlementPreviewPanel } from './SettlementPreviewPanel';
import { CancelDayPanel } from './CancelDayPanel';
import { ExposurePanel } from './ExposurePanel';
import { points } from '../format';

type Kind = DeclarationKind;

/**
 * Declare a result after seeing what it settles and pays (the server's preview, by the rules that settle). A disabled
 * market with pending bids stays here: its result can still be declared, or its day cancelled with refunds.
 */
export function ResultsScreen() {
  const { query } = useLocation();
  const { data, loading, error } = useCall('markets.list');
  const { data: waiting, reload: reloadWaiting } = useCall('results.pending');
  const stranded = (waiting?.pending ?? []).filter((row) => !row.active);
  const offered = (m: Market) => m.active || stranded.some((row) => row.market_id === m.id);
  const [marketId, setMarketId] = useState(query.get('market') ?? '');
  const [session, setSession] = useState<'open' | 'close'>('open');
  const [value, setValue] = useState('');
  const [date, setDate] = useState(() => isoDay(istDay(new Date())));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<{ kind: Kind; body: { market: number; pana?: string; jodi?: string; date?: string } } | null>(null);
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
    setPreview({ kind, body: { market: market.id, [DECLARATIONS[kind].field]: text, date } });
  };

  return (
    <>
      <h1>Results</h1>
      <Loading loading={loading} error={error} />
      {stranded.length > 0 && (
        <p className="warning" data-testid="stranded-bids">
          Disabled markets with bids waiting:{' '}
          {stranded.map((row) => `${row.market} on ${row.date} (${row.bids} bids, ${points(row.points)})`).join('; ')}. Declare their results or cancel their days below.
        </p>
      )}
      {data && (
        <form className="panel" onSubmit={(event) => { event.preventDefault(); void askPreview(); }}>
          <div className="row">
            <label>
              Market
              <select value={marketId} onChange={(event) => { setMarketId(event.target.value); setPreview(null); }}>
                <option value="">Choose…</option>
                {MARKET_KINDS.map((group) => (
                  <optgroup key={group.value} label={group.label}>
                    {data.markets.filter((m) => m.kind === group.value && offered(m)).map((m) => (
                      <option key={m.id} value={m.id}>{m.active ? m.name : `${m.name} (disabled, bids pending)`}</option>
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
        <SettlementPreviewPanel
          key={`${preview.kind} ${JSON.stringify(preview.body)}`}
          kind={preview.kind}
          body={preview.body}
          note={note}
          onDone={() => {
            setValue('');
            // The note was this declaration's: the next action starts without one.
            setNote('');
            reloadWaiting();
          }}
        />
      )}
      {market && <ExposurePanel key={`${market.id} ${date} ${session}`} market={market} date={date} session={session} />}
      {market && <RevertPanel market={market} date={date} note={note} onDone={() => setNote('')} />}
      {market && !market.active && <CancelDayPanel key={`${market.id} ${date}`} market={market} date={date} onDone={reloadWaiting} />}
    </>
  );
}

