import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { PATHS } from '@matka/shared-kernel/paths';
import { PUSH_MOMENT_EVENT, PUSH_TEXTS, pushOnHere, pushSupport, turnOnPush } from '@matka/shared-kernel/push';
import { sessionAtom } from '@matka/shared-kernel/session';
import { Button, useServes } from '@matka/shared-kernel/ui';
import { inboxLinkTexts } from './inbox-link-texts';

/** Where this device remembers that a player was offered pushes (once per player and device). */
export const PUSH_OFFERED_KEY = (mobile: string) => `matka.push-offered.${mobile}`;

const Card = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space(3)};
  bottom: 72px;
  left: ${({ theme }) => theme.space(3)};
  z-index: 20;
  max-width: ${({ theme }) => theme.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 4px 24px rgb(0 0 0 / 0.25);
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
  button {
    flex: 1;
  }
`;

const offered = (mobile: string) => {
  try {
    return globalThis.localStorage?.getItem(PUSH_OFFERED_KEY(mobile)) !== null;
  } catch {
    return true;
  }
};
const rememberOffered = (mobile: string) => {
  try {
    globalThis.localStorage?.setItem(PUSH_OFFERED_KEY(mobile), new Date().toISOString());
  } catch {
    // Storage refused (a private window): offered again next time, no more.
  }
};

/**
 * Pushes offered at the right moment: never on load; once, after the player's first bid or deposit on this device
 * (the screens announce it: `announcePushMoment`), while the inbox remote is on, the browser can take pushes, the
 * player has not blocked them and this device is not subscribed already. The permission is asked only when the player taps Turn on; the outcome is said in a plain sentence. The side
 * menu's Notifications (the inbox remote) offers the same at any time.
 */
export default function PushOffer() {
  const mobile = useAtomValue(sessionAtom)?.mobile;
  const servesNotifications = useServes()(PATHS.notifications);
  const [shown, setShown] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = inboxLinkTexts.useTexts();

  useEffect(() => {
    if (!mobile || !servesNotifications) return;
    let mounted = true;
    const moment = async () => {
      const support = pushSupport();
      if (offered(mobile) || support === 'unsupported' || support === 'denied' || (await pushOnHere())) return;
      rememberOffered(mobile);
      if (mounted) setShown(true);
    };
    const onMoment = () => void moment();
    window.addEventListener(PUSH_MOMENT_EVENT, onMoment);
    return () => {
      mounted = false;
      window.removeEventListener(PUSH_MOMENT_EVENT, onMoment);
    };
  }, [mobile, servesNotifications]);

  if (!shown) return null;
  const close = () => {
    setShown(false);
    setSaid(null);
  };
  const turnOn = async () => {
    setBusy(true);
    setSaid(PUSH_TEXTS[await turnOnPush()]);
    setBusy(false);
  };
  return (
    <Card aria-label={t('pushOfferTitle')} data-testid="push-offer">
      <p role="status">{said ?? t('pushOffer')}</p>
      <div>
        {said === null && (
          <Button type="button" disabled={busy} onClick={() => void turnOn()}>
            {t('pushOfferYes')}
          </Button>
        )}
        <Button type="button" $variant="secondary" onClick={close}>
          {said === null ? t('pushOfferNo') : t('pushOfferDone')}
        </Button>
      </div>
    </Card>
  );
}
