import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useCall, useSend } from '@matka/shared-kernel/data';
import { BREAKS, BREAK_LABELS, formatIstDateTime, formatPoints, type BreakLength } from '@matka/shared-kernel/domain';
import { Button, Dialog, DialogActions, Loading, Screen, TextField } from '@matka/shared-kernel/ui';
import { HOST_MESSAGES } from '../messages';

const Section = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.body};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
`;

const Breaks = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const OnBreak = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius};
  background: #fdecea;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`;

type OwnLimit = 'daily_stake' | 'daily_deposit';

const LIMITS: Array<{ field: OwnLimit; raise: 'stake_raise' | 'deposit_raise'; title: string; label: string }> = [
  { field: 'daily_stake', raise: 'stake_raise', title: 'Daily stake limit', label: 'Most points to bid in a day' },
  { field: 'daily_deposit', raise: 'deposit_raise', title: 'Daily deposit limit', label: 'Most points to deposit in a day' },
];

const shownLimit = (value: number | null) => (value === null ? 'No limit' : formatPoints(value));

/** One own limit: what holds, a raise waiting, and a field to change it (empty: no limit). */
function LimitForm(props: { title: string; label: string; value: number | null; raise: { value: number | null; from: string } | null; busy: boolean; onSave: (value: number | null) => Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function save(event: FormEvent) {
    event.preventDefault();
    const value = text.trim() === '' ? null : Number(text.trim());
    if (value !== null && (!Number.isSafeInteger(value) || value < 10)) {
      setError('Enter whole points, at least 10, or leave it empty for no limit');
      return;
    }
    setError(null);
    await props.onSave(value);
    setText('');
  }
  return (
    <Section aria-label={props.title}>
      <h2>{props.title}</h2>
      <p data-testid={`${props.title}-now`}>Now: {shownLimit(props.value)}</p>
      {props.raise && (
        <p>
          From {formatIstDateTime(new Date(props.raise.from))}: {shownLimit(props.raise.value)}
        </p>
      )}
      <form onSubmit={save} noValidate>
        <TextField label={props.label} value={text} onChange={setText} inputMode="numeric" autoComplete="off" error={error} />
        <Button type="submit" disabled={props.busy}>
          Save
        </Button>
      </form>
    </Section>
  );
}

/**
 * My limits (Profile → My limits; docs/game-rules.md, "Limits"): the player's daily stake and deposit limits (a
 * lowering at once, a raise after 24 hours) and a break from betting that nobody can end early.
 */
export default function MyLimits() {
  const { data, loading, refresh } = useCall('api-my-limits', {});
  const [asking, setAsking] = useState<BreakLength | null>(null);
  const { send, busy } = useSend('api-my-limits', { success: (answer) => answer.msg ?? '', failure: HOST_MESSAGES.genericError, onSuccess: () => void refresh() });
  if (loading || !data) return <Screen title="My limits">{loading ? <Loading /> : null}</Screen>;
  const { limits } = data;
  const breakUntil = limits.break_until ? new Date(limits.break_until) : null;

  async function takeBreak(length: BreakLength) {
    setAsking(null);
    await send({ break: length });
  }

  return (
    <Screen title="My limits">
      {LIMITS.map((limit) => (
        <LimitForm
          key={limit.field}
          title={limit.title}
          label={limit.label}
          value={limits[limit.field]}
          raise={limits[limit.raise]}
          busy={busy}
          onSave={async (value) => void (await send({ [limit.field]: value }))}
        />
      ))}
      <Section aria-label="Take a break">
        <h2>Take a break</h2>
        {breakUntil && <OnBreak role="status">On a break from betting until {formatIstDateTime(breakUntil)}</OnBreak>}
        <p>No bids at all until the break ends. Nobody can end it early, not even the operators.</p>
        <Breaks>
          {(Object.keys(BREAKS) as BreakLength[]).map((length) => (
            <Button key={length} type="button" $variant="secondary" disabled={busy} onClick={() => setAsking(length)}>
              {BREAK_LABELS[length]}
            </Button>
          ))}
        </Breaks>
      </Section>
      {asking && (
        <Dialog title={`A break of ${BREAK_LABELS[asking]}?`} onClose={() => setAsking(null)} busy={busy}>
          <p>You will not be able to bid until it ends, and it cannot be ended early.</p>
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button type="button" onClick={() => void takeBreak(asking)}>
              Take the break
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Screen>
  );
}
