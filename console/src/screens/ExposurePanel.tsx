import { useState } from 'react';
import { call } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Notice } from '../components/Notice';
import { TableWrap } from '../components/TableWrap';
import { points } from '../format';
import type { OperatorAnswer, OperatorMarket as Market } from '@matka/shared-kernel/operator-contract';

/** How many of the costliest results the panel lists (all of them are in the answer). */
const SHOWN = 10;

/**
 * What the house risks before a declaration (the server's exposure, by the rules that settle): the pending stake and
 * bids, the costliest possible results and what each would pay, and the stake per number played.
 */
export function ExposurePanel({ market, date, session }: { market: Market; date: string; session: 'open' | 'close' }) {
  const [exposure, setExposure] = useState<OperatorAnswer<'results.exposure'> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = async () => {
    setError(null);
    try {
      setExposure(await call('results.exposure', { body: { market: market.id, date, session } }));
    } catch (failure) {
      setExposure(null);
      setError((failure as Error).message);
    }
  };
  const costliest = exposure?.results.filter((result) => result.pays > 0).slice(0, SHOWN) ?? [];
  // The caps' columns only where the house set a cap on a type played (docs/game-rules.md, "Limits").
  const capped = exposure?.numbers.some((row) => row.cap != null) ?? false;
  return (
    <section className="panel" aria-labelledby="exposure-title">
      <h2 id="exposure-title">Exposure of {market.name}{market.kind === 'main' ? ` (${session})` : ''} on {date}</h2>
      <Notice error={error} />
      <ActionButton onAction={load} kind="secondary" busy="Counting…">{exposure ? 'Count again' : 'Show exposure'}</ActionButton>
      {exposure && (
        <>
          <p>
            <span data-testid="exposure-bids">{exposure.bids}</span> pending bids, <strong data-testid="exposure-stake">{points(exposure.stake)}</strong> staked.
            {costliest.length === 0 && ' No result would pay anything.'}
          </p>
          {costliest.length > 0 && (
            <TableWrap label="Costliest results">
              <table>
                <thead><tr><th>Result</th><th className="num">Winning bids</th><th className="num">Pays</th><th className="num">House</th></tr></thead>
                <tbody>
                  {costliest.map((result) => (
                    <tr key={result.result} data-testid={`exposure-${result.result}`}>
                      <td>{result.result}</td>
                      <td className="num">{result.winningBids}</td>
                      <td className="num">{points(result.pays)}</td>
                      <td className={`num ${exposure.stake - result.pays < 0 ? 'bad' : 'ok'}`}>{(exposure.stake - result.pays).toLocaleString('en-IN')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          )}
          {exposure.numbers.length > 0 && (
            <details>
              <summary>Stake per number ({exposure.numbers.length}){capped && ', with the room left under each cap'}</summary>
              <TableWrap label="Stake per number">
                <table>
                  <thead><tr><th>Bid type</th><th>Number</th><th className="num">Bids</th><th className="num">Stake</th><th className="num">Pays if it wins</th>{capped && <><th className="num">Cap</th><th className="num">Room left</th></>}</tr></thead>
                  <tbody>
                    {exposure.numbers.map((row) => (
                      <tr key={`${row.type} ${row.number}`}>
                        <td>{row.type}</td>
                        <td>{row.number}</td>
                        <td className="num">{row.bids}</td>
                        <td className="num">{points(row.stake)}</td>
                        <td className="num">{points(row.pays)}</td>
                        {capped && (
                          <>
                            <td className="num">{row.cap == null ? '—' : points(row.cap)}</td>
                            <td className={`num ${row.room === 0 ? 'bad' : ''}`} data-testid={`room-${row.type}-${row.number}`}>{row.room == null ? '—' : points(row.room)}</td>
                          </>
                        )}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            </details>
          )}
        </>
      )}
    </section>
  );
}
