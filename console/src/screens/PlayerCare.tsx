import { useState } from 'react';
import type { OperatorPlayer } from '@matka/shared-kernel/operator-contract';
import { call } from '../api';
import { Confirm } from '../components/Confirm';
import { Notice } from '../components/Notice';
import { ActionButton } from '../components/ActionButton';
import { useMay } from '../me';
import { useOutcome } from '../use-outcome';

type Asking = 'suspend' | 'resume' | 'reset-code';

/**
 * A player's sign-in suspended (with the reason they read at login) or resumed, a password-reset code texted to them,
 * and a note written: each confirmed first, then the player's page is loaded again (`onChanged`).
 */
export function PlayerCare({ player, onChanged }: { player: OperatorPlayer; onChanged: () => void }) {
  const may = useMay();
  const [asking, setAsking] = useState<Asking | null>(null);
  const [note, setNote] = useState('');
  const { outcome, setOutcome, run: runCall } = useOutcome();
  const who = `${player.name} · ${player.mobile}`;
  const run = async <T,>(what: () => Promise<T>, done: string) => {
    setAsking(null);
    if (await runCall(what, done)) onChanged();
  };
  const ask = (next: Asking) => {
    setOutcome({});
    setAsking(next);
  };
  const suspended = player.suspended_at !== null;
  return (
    <>
      {suspended && <p className="warning" data-testid="player-suspended">Sign-in suspended: {player.suspend_reason}</p>}
      <div className="row">
        {may('players.suspend') && (
          <button type="button" className={suspended ? 'primary' : 'danger'} onClick={() => ask(suspended ? 'resume' : 'suspend')}>
            {suspended ? 'Resume sign-in…' : 'Suspend sign-in…'}
          </button>
        )}
        {may('players.reset') && (
          <button type="button" className="secondary" onClick={() => ask('reset-code')}>Send reset code…</button>
        )}
      </div>
      <Notice error={outcome.error} info={outcome.info} />
      {asking === 'suspend' && (
        <Confirm
          action={`Suspend sign-in of ${player.name}`}
          kind="danger"
          details={[['Player', who], ['What happens', 'Their sessions end now; they read the reason when they try to sign in']]}
          fields={[{ label: 'Reason (the player reads it at login)', name: 'reason', required: true }]}
          onConfirm={({ note: auditNote, fields }) =>
            run(() => call('users.suspend', { body: { mobile: player.mobile, reason: fields.reason ?? '', note: auditNote } }), `Sign-in of ${player.name} suspended`)
          }
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'resume' && (
        <Confirm
          action={`Resume sign-in of ${player.name}`}
          details={[['Player', who], ['Suspended for', player.suspend_reason]]}
          onConfirm={({ note: auditNote }) => run(() => call('users.resume', { body: { mobile: player.mobile, note: auditNote } }), `${player.name} may sign in again`)}
          onCancel={() => setAsking(null)}
        />
      )}
      {asking === 'reset-code' && (
        <Confirm
          action={`Send a password-reset code to ${player.name}`}
          details={[['Player', who], ['What happens', 'A code goes to their phone by SMS; they choose the new password in the app. Nobody else sees the code']]}
          onConfirm={({ note: auditNote }) => run(() => call('users.reset-code', { body: { mobile: player.mobile, note: auditNote } }), `Reset code texted to ${player.mobile}`)}
          onCancel={() => setAsking(null)}
        />
      )}
      {may('players.notes') && (
        <form className="row" onSubmit={(event) => event.preventDefault()}>
          <label>
            Note on this player
            <input value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
          </label>
          <ActionButton
            kind="secondary"
            disabled={note.trim() === ''}
            busy="Saving…"
            onAction={async () => {
              if (await runCall(() => call('users.note', { body: { mobile: player.mobile, body: note.trim() } }), 'Note saved')) {
                setNote('');
                onChanged();
              }
            }}
          >
            Add note
          </ActionButton>
        </form>
      )}
    </>
  );
}
