import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiRequest, ApiResponse } from '../contract/index';
import { useCall, useNow } from '@matka/shared-kernel/data';
import { formatHistoryDate, isoDay, istDay, parseIsoDay } from '../domain/dates';
import { Button } from '@matka/shared-kernel/ui';

/** The history calls filtered by a date range (bids by `bid_from`/`bid_to`, wins by `date_from`/`date_to`). */
export type HistoryCall =
  | 'api-bid-history-data'
  | 'api-wining-history-data'
  | 'api-starline-bid-history-data'
  | 'api-starline-wining-history-data'
  | 'api-galidisawar-bid-history-data'
  | 'api-galidisawar-wining-history-data';

/** The seed's empty state, also shown for a failed or refused history call. */
export const NO_DATA = 'NO DATA FOUND';

/** How many cards are drawn at first and added each time the list's end scrolls into view. */
export const HISTORY_PAGE = 25;

/** The body of a history call for a range of ISO days, the dates written M/D/YYYY as the seed sends them. */
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
  button {
    grid-column: 1 / -1;
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(6)} 0;
  text-align: center;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

/** A history card with a coloured edge (the seed colours Gali bids by type). */
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

/** Draws more of a long list as its end comes into view (no endless DOM on a cheap phone). */
function useGrowingCount(total: number, list: unknown) {
  // The count belongs to one answer: a new answer starts again at one page.
  const [grown, setGrown] = useState({ list, count: HISTORY_PAGE });
  const shown = grown.list === list ? grown.count : HISTORY_PAGE;
  const sentinel = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const end = sentinel.current;
    if (!end || shown >= total || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => {
      if (seen.some((entry) => entry.isIntersecting)) setGrown({ list, count: shown + HISTORY_PAGE });
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, [list, shown, total]);
  return { shown: Math.min(shown, total), sentinel };
}

/**
 * Every history screen's body: From Date / To Date (today by default), Submit, then the loading state, the seed's
 * NO DATA FOUND (empty, failed or refused), or the cards, drawn a page at a time as the player scrolls.
 */
export function HistoryList<Name extends HistoryCall, Item>({
  call,
  items,
  children,
}: {
  call: Name;
  /** The records of an answer (`bid_data` or `win_data`). */
  items: (answer: ApiResponse<Name>) => readonly Item[];
  /** One card (a `HistoryCard`) per record. */
  children: (item: Item, index: number) => ReactNode;
}) {
  const today = isoDay(istDay(useNow()));
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(today);
  const [range, setRange] = useState({ from: today, to: today });
  const ids = useId();
  const { data, error, loading } = useCall(call, historyBody(call, range.from, range.to));
  const records = data && !error ? items(data) : [];
  const { shown, sentinel } = useGrowingCount(records.length, data);

  function submit(event: FormEvent) {
    event.preventDefault();
    setRange(from <= to ? { from, to } : { from: to, to: from });
  }

  return (
    <>
      <Filter onSubmit={submit} aria-label="Dates">
        <label htmlFor={`${ids}-from`}>
          From Date
          <input id={`${ids}-from`} type="date" value={from} max={today} onChange={(event) => setFrom(event.target.value || today)} />
        </label>
        <label htmlFor={`${ids}-to`}>
          To Date
          <input id={`${ids}-to`} type="date" value={to} max={today} onChange={(event) => setTo(event.target.value || today)} />
        </label>
        <Button type="submit">Submit</Button>
      </Filter>
      {loading ? (
        <p role="status">Loading…</p>
      ) : records.length === 0 ? (
        <Empty>{NO_DATA}</Empty>
      ) : (
        <Cards aria-label="History">
          {records.slice(0, shown).map((record, index) => children(record, index))}
          {shown < records.length && <li ref={sentinel} aria-hidden="true" />}
        </Cards>
      )}
    </>
  );
}
