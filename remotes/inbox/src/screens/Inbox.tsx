import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useCall, useSend } from '@matka/shared-kernel/data';
import { LoadFailed, failedToLoad } from '@matka/shared-kernel/history';
import { PATHS } from '@matka/shared-kernel/paths';
import { Button, Loading, RemoteLink, Screen } from '@matka/shared-kernel/ui';
import { InboxEntry, type InboxNotification } from '../components/InboxEntry';
import { INBOX_TEXTS } from '../messages';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(6)} 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  text-align: center;
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.colors.brand};
    font-weight: 700;
  }
  button {
    width: auto;
  }
`;

/**
 * Inbox (/inbox): the player's notifications of the last 30 days, unread first (the server's order). A tap marks one
 * read and opens its screen (win history, deposit history, the market…). The answer is the one the header's bell
 * counts from (the same call, one cache), so marking read lowers the bell too.
 */
export default function Inbox() {
  const navigate = useNavigate();
  const { data, error, loading, fetching, refresh } = useCall('api-inbox', {});
  const afterRead = { failure: INBOX_TEXTS.markFailed, onSuccess: () => void refresh() };
  // Opening one: a failure to mark it read is not worth a toast on the screen it opened (it stays unread here).
  const readOne = useSend('api-inbox-read', { ...afterRead, failureToast: false });
  const readAll = useSend('api-inbox-read', afterRead);
  const entries = data?.notifications ?? [];

  const open = (entry: InboxNotification) => {
    if (!entry.read) void readOne.send({ ids: [entry.id] });
    // The server's paths only: anything else opens Home.
    navigate(entry.url.startsWith('/') ? entry.url : PATHS.home);
  };

  return (
    <Screen title={INBOX_TEXTS.inboxTitle}>
      <Bar>
        <RemoteLink to={PATHS.notifications}>{INBOX_TEXTS.notificationsTitle}</RemoteLink>
        {(data?.unread ?? 0) > 0 && (
          <Button type="button" $variant="secondary" disabled={readAll.busy} onClick={() => void readAll.send({ all: true })}>
            {INBOX_TEXTS.markAllRead}
          </Button>
        )}
      </Bar>
      {loading && <Loading />}
      {error && !data && (failedToLoad(error) ? <LoadFailed onRetry={() => void refresh()} retrying={fetching} message={INBOX_TEXTS.loadFailed} /> : <Empty>{INBOX_TEXTS.empty}</Empty>)}
      {data && entries.length === 0 && <Empty>{INBOX_TEXTS.empty}</Empty>}
      <List>
        {entries.map((entry) => (
          <InboxEntry key={entry.id} entry={entry} onOpen={open} />
        ))}
      </List>
    </Screen>
  );
}
