import { useId, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiRequest, ApiResponse } from '../contract/index';
import { useNow } from '@matka/shared-kernel/data';
import { formatHistoryDate, isoDay, istDay, parseIsoDay } from '../domain/dates';
import { MESSAGES } from '../domain/messages';
import { Button, FieldError } from '@matka/shared-kernel/ui';
import { PagedList, type HistoryCall } from './PagedList';

/** The body of a history call for a range of ISO days, the dates written M/D/YYYY as the legacy clients send them. */
export function historyBody<Name extends HistoryCall>(call: Name, fromIso: string, toIso: string): ApiRequest<Name> {
  const from = parseIsoDay(fromIso);
  const to = parseIsoDay(toIso);
  const [start, end] = [from ? formatHistoryDate(from) : '', to ? formatHistoryDate(to) : ''];
  return (call.includes('wining') ? { date_from: start, date_to: end } : { bid_from: start, bid_to: end }) as ApiRequest<Name>;
}

const Filter = styled.form`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid #b9b2c9;
    border-radius: 8px;
    font: inherit;
  }
  button,
  [role='alert'] {
    grid-column: 1 / -1;
  }
  [role='alert'] {
    margin: 0;
  }
`;

/** A history card with a coloured edge (Gali bids are coloured by type). */
export const HistoryCard = styled.li<{ $tone?: string }>`
  margin-bottom: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border-left: 6px solid ${({ theme, $tone }) => $tone ?? theme.colors.brand};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: 0 2px 10px rgb(49 27 146 / 0.08);
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  .title {
    margin: 0;
    font-weight: 800;
  }
`;

/**
 * Every history screen's body: From Date / To Date (today by default), Submit, then the loading state, the
 * NO DATA FOUND (empty or refused), that it could not be loaded (with Retry), or the cards, newest first, the server's next page asked for as the
 * player scrolls to the end.
 */
export function HistoryList<Name extends HistoryCall, Item>({
  call,
  items,
  children,
}: {
  call: Name;
  /** The records of an answer (`bid_data` or `win_data`). */
  items: (answer: ApiResponse<Name>) => readonly Item[];
  /** One card (a `HistoryCard`, with `key`) per record. */
  children: (item: Item, index: number) => ReactNode;
}) {
  const today = isoDay(istDay(useNow()));
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  // `asked` counts the Submits: the same range asked again starts again from its newest records.
  const [range, setRange] = useState({ from: today, to: today, asked: 0 });
  const ids = useId();

  // A From date after the To date is said, not quietly swapped: the player may have meant another day.
  const [reversed, setReversed] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setReversed(from > to);
    if (from > to) return;
    setRange(({ asked }) => ({ from, to, asked: asked + 1 }));
  }

  return (
    <>
      <Filter onSubmit={submit} aria-label="Dates">
        <label htmlFor={`${ids}-from`}>
          From Date
          <input
            id={`${ids}-from`}
            type="date"
            value={from}
            max={today}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? `${ids}-reversed` : undefined}
            onChange={(event) => {
              setFrom(event.target.value || today);
              setReversed(false);
            }}
          />
        </label>
        <label htmlFor={`${ids}-to`}>
          To Date
          <input
            id={`${ids}-to`}
            type="date"
            value={to}
            max={today}
            onChange={(event) => {
              setTo(event.target.value || today);
              setReversed(false);
            }}
          />
        </label>
        {reversed && (
          <FieldError id={`${ids}-reversed`} role="alert">
            {MESSAGES.fromAfterTo}
          </FieldError>
        )}
        <Button type="submit">Submit</Button>
      </Filter>
      <PagedList key={`${range.from}|${range.to}|${range.asked}`} call={call} request={historyBody(call, range.from, range.to)} items={items}>
        {children}
      </PagedList>
    </>
  );
}
