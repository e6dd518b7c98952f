import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import styled from 'styled-components';
import { useCall } from '@matka/shared-kernel/data';
import { PATHS } from '@matka/shared-kernel/paths';
import { dashboardAtom } from '@matka/shared-kernel/session';
import { RemoteLink, useServes } from '@matka/shared-kernel/ui';
import { inboxLinkTexts } from './inbox-link-texts';

const Bell = styled(RemoteLink)`
  position: relative;
  display: flex;
  padding: ${({ theme }) => theme.space(2)};
  color: inherit;
  text-decoration: none;
  .count {
    position: absolute;
    top: 0;
    right: -2px;
    min-width: 18px;
    padding: 0 4px;
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.7rem;
    font-weight: 800;
    line-height: 18px;
    text-align: center;
  }
`;

/**
 * The header's bell: leads to the inbox remote's screen and shows how many notifications are unread. A kernel link
 * (`RemoteLink`): not drawn, and nothing asked, while the inbox remote is off or not in remotes.json; it loads no
 * remote code. The count is the inbox's own answer (`api-inbox`, one cache with the Inbox screen, so reading there
 * lowers it here), asked again whenever the shell's dashboard poll brings something new (a result declared, the
 * wallet moved, at least each minute), not on a poll of its own.
 */
export default function InboxBell() {
  const serves = useServes()(PATHS.inbox);
  const dashboard = useAtomValue(dashboardAtom);
  const { data, refresh } = useCall('api-inbox', {}, { enabled: serves });
  useEffect(() => {
    if (serves && dashboard) void refresh();
  }, [serves, dashboard, refresh]);
  const unread = data?.unread ?? 0;
  const t = inboxLinkTexts.useTexts();
  return (
    <Bell to={PATHS.inbox} aria-label={t('inboxBell', { unread })} data-testid="header-inbox">
      {/* Drawn, not an emoji: phones without an emoji font would show a box. */}
      <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {unread > 0 && (
        <span className="count" aria-hidden="true" data-testid="header-inbox-count">
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Bell>
  );
}
