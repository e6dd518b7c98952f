import { useState } from 'react';
import { call } from '../api';
import { Confirm } from '../components/Confirm';
import { Loading, Notice } from '../components/Notice';
import { istTime, points } from '../format';
import { useCall } from '../use-load';
import { useOutcome } from '../use-outcome';
import { useMay } from '../me';
import { TableWrap } from '../components/TableWrap';
import { PlayerActivity } from './PlayerActivity';
import { PlayerCare } from './PlayerCare';

/** An action on the player waiting for its confirmation. */
type Asking = { what: 'betting' } | { what: 'credit' | 'debit'; points: number };

/**
 * One player: balance, betting on/off, sign-in suspended or resumed, a reset code, notes (PlayerCare), a credit or a
 * debit (a wrong credit taken back), the latest ledger entries, then P&L, sign-ins and bids (PlayerActivity).
 * Each action is confirmed first with its own note (a credit's or debit's is required: it is the ledger entry's note
 * the player reads too).
 */
export function PlayerPanel({ mobile, onClose }: { mobile: string; onClose: () => void }) {
  const may = useMay();
  const { data, loading, error, reload } = useCall('users.show', { params: { mobile } });
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState<Asking | null>(null);
  const { outcome, setOutcome, run: runCall } = useOutcome();
  const run = async <T,>(what: () => Promise<T>, done: string | ((answer: T) => string)) => {
    setAsking(null);
    if (await runCall(what, done)) reload();
  };
  const ask = (next: Asking) => {
    setOutcome({});
    setAsking(next);
  };
  const player = data?.player;
  const wholePoints = /^[1-9]\d{0,8}$/.test(amount.trim()) ? Number(amount.trim()) : null;
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
          <PlayerCare player={player} onChanged={reload} />
          {may('players.betting') && (
            <div className="row">
              <button type="button" className={player.bettingEnabled ? 'danger' : 'primary'} onClick={() => ask({ what: 'betting' })}>
                {player.bettingEnabled ? 'Turn betting off' : 'Turn betting on'}
              </button>
            </div>
          )}
          {may('money.move') && (
            <form className="row" onSubmit={(event) => event.preventDefault()}>
              <label>Points<input inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} /></label>
              <button type="button" className="primary" disabled={wholePoints === null} onClick={() => wholePoints !== null && ask({ what: 'credit', points: wholePoints })}>
                Credit…
              </button>
              <button type="button" className="danger" disabled={wholePoints === null} onClick={() => wholePoints !== null && ask({ what: 'debit', points: wholePoints })}>
                Debit…
              </button>
            </form>
          )}
          {asking?.what === 'betting' && (
            <Confirm
              action={`Turn betting ${player.bettingEnabled ? 'off' : 'on'} for ${player.name}`}
              kind={player.bettingEnabled ? 'danger' : 'primary'}
              details={[['Player', `${player.name} · ${player.mobile}`]]}
              onConfirm={({ note }) => run(() => call('users.betting', { body: { mobile, enabled: !player.bettingEnabled, note } }), `Betting ${player.bettingEnabled ? 'off' : 'on'} for ${player.name}`)}
              onCancel={() => setAsking(null)}
            />
          )}
          {(asking?.what === 'credit' || asking?.what === 'debit') && (
            <Confirm
              key={`${asking.what}-${asking.points}`}
              action={`${asking.what === 'credit' ? 'Credit' : 'Debit'} ${points(asking.points)} ${asking.what === 'credit' ? 'to' : 'from'} ${player.name}`}
              kind={asking.what === 'credit' ? 'primary' : 'danger'}
              details={[
                ['Player', `${player.name} · ${player.mobile}`],
                ['Amount', points(asking.points)],
                ['Balance', `${points(player.balance)} → ${points(player.balance + (asking.what === 'credit' ? asking.points : -asking.points))}`],
              ]}
              warning={asking.what === 'debit' && asking.points > player.balance ? `The wallet holds ${points(player.balance)}: the server will refuse this debit.` : undefined}
              note={{ label: 'Note (the player sees it in their passbook)', required: true }}
              onConfirm={({ note }) =>
                (asking.what === 'credit'
                  ? run(
                      () => call('wallet.credit', { body: { mobile, points: asking.points, note } }),
                      // Above the threshold nothing is credited yet: it waits in Approvals for another operator.
                      (answer) =>
                        answer.second_approval
                          ? `${points(asking.points)} for ${player.name} waits for a second operator's approval (Approvals)`
                          : `Credited ${points(asking.points)} to ${player.name}`,
                    )
                  : run(() => call('wallet.debit', { body: { mobile, points: asking.points, note } }), `Debited ${points(asking.points)} from ${player.name}`)
                ).then(() => setAmount(''))
              }
              onCancel={() => setAsking(null)}
            />
          )}
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
          <PlayerActivity mobile={mobile} page={data} />
        </>
      )}
    </section>
  );
}
