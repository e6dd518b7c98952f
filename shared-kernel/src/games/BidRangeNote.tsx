import styled from 'styled-components';
import { useCall } from '@matka/shared-kernel/data';
import type { Market } from '../contract/markets';
import { closesAtOpen, type EntryType, type MarketKind, type Session } from '../domain/bid-types';
import { istMinutes, parseClockTime } from '../domain/market-clock';
import { LIMIT_MESSAGES, LIMIT_NAMES, bidRange, type KindLimits, type LimitName } from '../domain/stake-limits';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.small};
`;

const isLimitName = (name: string): name is LimitName => (LIMIT_NAMES as readonly string[]).includes(name);

/**
 * The least and most one bid of this type may be now, as the house set them (`api-bid-limits`; the late most near
 * its session's close): nothing while they are the spec's 10 and no most.
 */
export function BidRangeNote({ kind, market, type, session, now }: { kind: MarketKind; market: Market; type: EntryType; session: Session; now: Date }) {
  const { data } = useCall('api-bid-limits', { kind });
  if (!data) return null;
  const limits: KindLimits = { types: {}, all: {} };
  for (const { type: limitType, name, value } of data.limits) {
    if (!isLimitName(name)) continue;
    const into = limitType === '' ? limits.all : (limits.types[limitType] ??= {});
    into[name] = value;
  }
  const closes = parseClockTime(closesAtOpen(kind, type) || session === 'Open' ? market.open_time : (market.close_time ?? market.open_time));
  const note = LIMIT_MESSAGES.bidRangeNote(bidRange(limits, type, closes === null ? Number.MAX_SAFE_INTEGER : closes - istMinutes(now)));
  return note ? <Note data-testid="bid-range">{note}</Note> : null;
}
