import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ApiResponse } from '@matka/shared-kernel/contract';
import { useCall, useSend } from '@matka/shared-kernel/data';
import { LoadFailed, failedToLoad } from '@matka/shared-kernel/history';
import { PATHS } from '@matka/shared-kernel/paths';
import { PUSH_TEXTS, pushOnHere, pushSupport, turnOffPush, turnOnPush } from '@matka/shared-kernel/push';
import { Button, Loading, RemoteLink, Screen } from '@matka/shared-kernel/ui';
import { PreferenceSwitch } from '../components/PreferenceSwitch';
import { INBOX_TEXTS } from '../messages';

type Preferences = ApiResponse<'api-push-preferences'>['preferences'];

const Section = styled.section`
  margin-bottom: ${({ theme }) => theme.space(5)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.05rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
`;

/** The choices in the order the screen lists them, each with its texts. */
const CHOICES: ReadonlyArray<{ key: keyof Preferences; label: string; hint: string }> = [
  { key: 'results', label: INBOX_TEXTS.results, hint: INBOX_TEXTS.resultsHint },
  { key: 'money', label: INBOX_TEXTS.money, hint: INBOX_TEXTS.moneyHint },
  { key: 'notices', label: INBOX_TEXTS.notices, hint: INBOX_TEXTS.noticesHint },
  { key: 'quiet_hours', label: INBOX_TEXTS.quietHours, hint: INBOX_TEXTS.quietHoursHint },
];

/** This device: pushes on or off, and a plain sentence when they cannot be. */
function ThisDevice() {
  const [on, setOn] = useState<boolean | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const support = pushSupport();
  useEffect(() => {
    let current = true;
    void pushOnHere().then((answer) => current && setOn(answer));
    return () => {
      current = false;
    };
  }, []);

  // Unsupported or blocked: said once, plainly; no button that cannot work.
  if (support === 'unsupported' || support === 'denied') return (
      <p role="status" data-testid="push-state">
        {PUSH_TEXTS[support]}
      </p>
    );
  if (on === null) return null;
  const turn = async () => {
    setBusy(true);
    if (on) {
      await turnOffPush();
      setOn(false);
      setSaid(INBOX_TEXTS.offHere);
    } else {
      const outcome = await turnOnPush();
      setOn(outcome === 'on');
      setSaid(PUSH_TEXTS[outcome]);
    }
    setBusy(false);
  };
  return (
    <>
      {said && (
        <p role="status" data-testid="push-state">
          {said}
        </p>
      )}
      <Button type="button" $variant={on ? 'secondary' : 'primary'} disabled={busy} onClick={() => void turn()}>
        {busy ? INBOX_TEXTS.turning : on ? INBOX_TEXTS.turnOff : INBOX_TEXTS.turnOn}
      </Button>
    </>
  );
}

/**
 * Notifications (/notifications, in the side menu): what the player gets, pushes on or off for this device (the
 * browser's permission asked only on the tap), and the player's choices for every device: results, money, notices
 * (off until chosen) and quiet hours.
 */
export default function Notifications() {
  const { data, error, loading, fetching, refresh } = useCall('api-push-preferences', {});
  const save = useSend('api-push-preferences', { failure: INBOX_TEXTS.saveFailed, onSuccess: () => void refresh() });
  const preferences = data?.preferences;
  return (
    <Screen title={INBOX_TEXTS.notificationsTitle}>
      <Section>
        <p>{INBOX_TEXTS.whatYouGet}</p>
        <ThisDevice />
      </Section>
      <Section aria-labelledby="push-choices">
        <h2 id="push-choices">{INBOX_TEXTS.preferencesTitle}</h2>
        {loading && <Loading />}
        {error && !data && failedToLoad(error) && <LoadFailed onRetry={() => void refresh()} retrying={fetching} />}
        {preferences &&
          CHOICES.map(({ key, label, hint }) => (
            <PreferenceSwitch key={key} label={label} hint={hint} checked={preferences[key]} disabled={save.busy} onChange={(value) => void save.send({ [key]: value })} />
          ))}
      </Section>
      <Section>
        <p>{INBOX_TEXTS.inboxNote}</p>
        <RemoteLink to={PATHS.inbox}>{INBOX_TEXTS.openInbox}</RemoteLink>
      </Section>
    </Screen>
  );
}
