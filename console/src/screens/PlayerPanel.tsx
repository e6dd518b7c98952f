import { useState } from 'react';
import { post } from '../api';
import { ActionButton } from '../components/ActionButton';
import { Loading, Notice } from '../components/Notice';
import { istTime, points } from '../format';
import type { Player } from '../types';
import { useLoad } from '../use-load';
import { useOutcome } from '../use-outcome';
import { useMay } from '../me';
import { TableWrap } from '../components/TableWrap';

type Detail = { player: Player; ledger: Array<{ id: number; amount: number; balanceAfter: number; note: string; createdAt: string }> };

/** One player: balance, betting on/off, a credit with a note, and the latest ledger entries. */
export function PlayerPanel({ mobile, onClose }: { mobile: string; onClose: () => void }) {
  const may = useMay();
  const { data, loading, error, reload } = useLoad<Detail>(`/operator/users/${mobile}`);
  const [credit, setCredit] = useState('');
  const [note, setNote] = useState('');
  const { outcome, run: runCall } = useOutcome();
  const run = async (what: () => Promise<unknown>, done: string) => {
    if (await runCall(what, done)) reload();
  };
  const player = data?.player;
  return (
    <section className="panel" aria-labelledby="player-title">
      <div className="row" style={{ justifyContent: 'space-between' }}>
        <h2 id="player-title">{player ? `${player.name} · ${player.mobile}` : mobile}</h2>
        <button type="button" className="secondary" onClick={onClose}>Close</button>
      </div>
      <Loading loading={loading && !data} error={error} />
      <Notice error={outcome.error} info={outcome.info} />
      {player && data && (
        <>
          <p>Balance <strong data-testid="player-balance">{points(player.balance)}</strong> · betting {player.bettingEnabled ? 'on' : 'off'}</p>
          {may('players.betting') && (<div className="row">
            <ActionButton
              kind={player.bettingEnabled ? 'danger' : 'primary'}
              onAction={() => run(() => post('/operator/users/betting', { mobile, enabled: !player.bettingEnabled, note }), `Betting ${player.bettingEnabled ? 'off' : 'on'} for ${player.name}`)}
            >
              {player.bettingEnabled ? 'Turn betting off' : 'Turn betting on'}
            </ActionButton>
          </div>)}
          {may('money.move') && (<form className="row" onSubmit={(event) => event.preventDefault()}>
            <label>Points to credit<input inputMode="numeric" value={credit} onChange={(event) => setCredit(event.target.value)} /></label>
            <label>Note<input value={note} maxLength={200} onChange={(event) => setNote(event.target.value)} /></label>
            <ActionButton
              disabled={!/^\d+$/.test(credit) || note.trim() === ''}
              onAction={() => run(() => post('/operator/wallet/credit', { mobile, points: Number(credit), note: note.trim() }), `Credited ${points(Number(credit))} to ${player.name}`).then(() => setCredit(''))}
              busy="Crediting…"
            >
              Credit
            </ActionButton>
          </form>)}
          <h3>Ledger</h3>
          <TableWrap label="Ledger">
            <table>
              <thead><tr><th>When</th><th>Note</th><th className="num">Amount</th><th className="num">Balance</th></tr></thead>
              <tbody>
                {data.ledger.map((entry) => (
                  <tr key={entry.id}>
                    <td>{istTime(entry.createdAt)}</td>
                    <td>{entry.note}</td>
                    <td className={`num ${entry.amount > 0 ? 'ok' : 'bad'}`}>{entry.amount > 0 ? '+' : ''}{entry.amount.toLocaleString('en-IN')}</td>
                    <td className="num">{entry.balanceAfter.toLocaleString('en-IN')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        </>
      )}
    </section>
  );
}
