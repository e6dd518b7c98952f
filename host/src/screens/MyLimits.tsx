import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useCall, useSend } from '@matka/shared-kernel/data';
import { BREAKS, formatIstDateTime, formatPoints, type BreakLength } from '@matka/shared-kernel/domain';
import { Button, Dialog, DialogActions, Loading, Screen, TextField } from '@matka/shared-kernel/ui';
import type { Texts } from '@matka/shared-kernel/languages';
import { hostTexts } from '../host-texts';
import { accountTexts } from './account-texts';

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

type AccountKey = typeof accountTexts extends { useTexts(): Texts<infer Key> } ? Key : never;

/** Each break's length as the player reads it. */
const BREAK_NAMES: Record<BreakLength, AccountKey> = { '24h': 'break24h', '7d': 'break7d', '30d': 'break30d' };

const LIMITS: Array<{ field: OwnLimit; raise: 'stake_raise' | 'deposit_raise'; title: AccountKey; label: AccountKey }> = [
  { field: 'daily_stake', raise: 'stake_raise', title: 'dailyStakeLimit', label: 'dailyStakeLabel' },
  { field: 'daily_deposit', raise: 'deposit_raise', title: 'dailyDepositLimit', label: 'dailyDepositLabel' },
];

/** One own limit: what holds, a raise waiting, and a field to change it (empty: no limit). */
function LimitForm(props: { testId: string; title: string; label: string; value: number | null; raise: { value: number | null; from: string } | null; busy: boolean; onSave: (value: number | null) => Promise<void> }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const a = accountTexts.useTexts();
  const shownLimit = (value: number | null) => (value === null ? a('noLimit') : formatPoints(value));
  async function save(event: FormEvent) {
    event.preventDefault();
    const value = text.trim() === '' ? null : Number(text.trim());
    if (value !== null && (!Number.isSafeInteger(value) || value < 10)) {
      setError(a('limitProblem'));
      return;
    }
    setError(null);
    await props.onSave(value);
    setText('');
  }
  return (
    <Section aria-label={props.title}>
      <h2>{props.title}</h2>
      <p data-testid={`${props.testId}-now`}>{a('limitNow', { limit: shownLimit(props.value) })}</p>
      {props.raise && <p>{a('limitFrom', { time: formatIstDateTime(new Date(props.raise.from)), limit: shownLimit(props.raise.value) })}</p>}
      <form onSubmit={save} noValidate>
        <TextField label={props.label} value={text} onChange={setText} inputMode="numeric" autoComplete="off" error={error} />
        <Button type="submit" disabled={props.busy}>
          {a('saveLimit')}
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
  const t = hostTexts.useTexts();
  const a = accountTexts.useTexts();
  const { send, busy } = useSend('api-my-limits', { success: (answer) => answer.msg ?? '', failure: t('genericError'), onSuccess: () => void refresh() });
  if (loading || !data) return <Screen title={a('myLimits')}>{loading ? <Loading /> : null}</Screen>;
  const { limits } = data;
  const breakUntil = limits.break_until ? new Date(limits.break_until) : null;

  async function takeBreak(length: BreakLength) {
    setAsking(null);
    await send({ break: length });
  }

  return (
    <Screen title={a('myLimits')}>
      {LIMITS.map((limit) => (
        <LimitForm
          key={limit.field}
          testId={limit.field}
          title={a(limit.title)}
          label={a(limit.label)}
          value={limits[limit.field]}
          raise={limits[limit.raise]}
          busy={busy}
          onSave={async (value) => void (await send({ [limit.field]: value }))}
        />
      ))}
      <Section aria-label={a('takeBreak')}>
        <h2>{a('takeBreak')}</h2>
        {breakUntil && <OnBreak role="status">{a('onBreakUntil', { time: formatIstDateTime(breakUntil) })}</OnBreak>}
        <p>{a('breakWhat')}</p>
        <Breaks>
          {(Object.keys(BREAKS) as BreakLength[]).map((length) => (
            <Button key={length} type="button" $variant="secondary" disabled={busy} onClick={() => setAsking(length)}>
              {a(BREAK_NAMES[length])}
            </Button>
          ))}
        </Breaks>
      </Section>
      {asking && (
        <Dialog title={a('breakAsk', { length: a(BREAK_NAMES[asking]) })} onClose={() => setAsking(null)} busy={busy}>
          <p>{a('breakWarning')}</p>
          <DialogActions>
            <Button type="button" $variant="secondary" onClick={() => setAsking(null)}>
              {a('breakCancel')}
            </Button>
            <Button type="button" onClick={() => void takeBreak(asking)}>
              {a('breakConfirm')}
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </Screen>
  );
}
