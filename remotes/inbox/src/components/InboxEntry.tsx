import styled from 'styled-components';
import type { ApiResponse } from '@matka/shared-kernel/contract';
import { formatIstDateTime } from '@matka/shared-kernel/domain';
import { HistoryCard } from '@matka/shared-kernel/history';
import { INBOX_TEXTS } from '../messages';

export type InboxNotification = ApiResponse<'api-inbox'>['notifications'][number];

/** A kind's colour at the card's edge: results the brand's, money green, notices amber. */
const TONES: Record<string, string> = { money: '#1b7f3b', notice: '#b26a00' };

const Card = styled(HistoryCard)`
  padding: 0;
  &[data-read='false'] {
    background: #ede7f6;
  }
`;

const Open = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  .new {
    margin-left: ${({ theme }) => theme.space(2)};
    padding: 0 ${({ theme }) => theme.space(2)};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.brand};
    color: ${({ theme }) => theme.colors.onBrand};
    font-size: 0.75rem;
    font-weight: 700;
  }
  .when {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.85rem;
  }
`;

/** One notification: its title (with New while unread), its text and when; a tap opens its screen. */
export function InboxEntry({ entry, onOpen }: { entry: InboxNotification; onOpen: (entry: InboxNotification) => void }) {
  const when = new Date(entry.created_at);
  return (
    <Card $tone={TONES[entry.kind]} data-read={entry.read} data-testid={`inbox-${entry.id}`}>
      <Open type="button" onClick={() => onOpen(entry)}>
        <p className="title">
          {entry.title}
          {!entry.read && <span className="new">{INBOX_TEXTS.unread}</span>}
        </p>
        <p>{entry.body}</p>
        {!Number.isNaN(when.getTime()) && <p className="when">{formatIstDateTime(when)}</p>}
      </Open>
    </Card>
  );
}
