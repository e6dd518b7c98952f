import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ApiRequest, ApiResponse } from '../contract/index';
import { useCall } from '@matka/shared-kernel/data';
import { Button, Loading } from '@matka/shared-kernel/ui';
import { LoadFailed, failedToLoad } from './LoadFailed';
import { HISTORY_TEXTS } from './messages';

/** The history calls filtered by a date range (bids by `bid_from`/`bid_to`, wins by `date_from`/`date_to`). */
export type HistoryCall =
  | 'api-bid-history-data'
  | 'api-wining-history-data'
  | 'api-starline-bid-history-data'
  | 'api-starline-wining-history-data'
  | 'api-galidisawar-bid-history-data'
  | 'api-galidisawar-wining-history-data';

/** The calls whose answers come a page at a time (`before`/`limit` in, `has_more`/`next_before` out). */
export type PagedCall = HistoryCall | 'api-wallet-transaction-history';

/** The empty state, also shown for a refused history call (one that failed to load says so: LoadFailed). */
export const NO_DATA = HISTORY_TEXTS.noData;

/** How many records each page asks the server for; the next page is asked as the list's end scrolls into view. */
export const HISTORY_PAGE = 25;

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

const More = styled.li`
  padding: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(4)};
  text-align: center;
`;

/** What every page of one list shares: the call, the request's date fields, and how to draw the records. */
interface ListProps<Name extends PagedCall, Item> {
  call: Name;
  /** The request's own fields (the date range); the list adds `before` and `limit`. */
  request: ApiRequest<Name>;
  /** The records of an answer (`bid_data`, `win_data`, `transaction_history`). */
  items: (answer: ApiResponse<Name>) => readonly Item[];
  /** One card (a `HistoryCard`, with `key`) per record; `index` counts from the newest. */
  children: (item: Item, index: number) => ReactNode;
}

/**
 * The end of a loaded list with more to come: asks for the next page when it comes into view (`watch`), or when
 * tapped. A failed page is retried by a tap only, never by the observer (no request loop while it stays in view).
 */
function LoadMore({ onMore, watch }: { onMore: () => void; watch: boolean }) {
  const end = useRef<HTMLLIElement>(null);
  const latest = useRef(onMore);
  useLayoutEffect(() => {
    latest.current = onMore;
  });
  useEffect(() => {
    const element = end.current;
    if (!watch || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((seen) => seen.some((entry) => entry.isIntersecting) && latest.current(), { rootMargin: '200px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [watch]);
  return (
    <More ref={end}>
      <Button type="button" $variant="secondary" onClick={onMore}>
        {HISTORY_TEXTS.loadMore}
      </Button>
    </More>
  );
}

/** One page of records, then the way to the next: a page draws its own cards and, once asked, the page after it. */
function Page<Name extends PagedCall, Item>({ before, page, ...list }: ListProps<Name, Item> & { before?: number; page: number }) {
  const { call, request, items, children } = list;
  const body = { ...request, ...(before === undefined ? {} : { before }), limit: HISTORY_PAGE } as ApiRequest<Name>;
  const { data, error, loading, fetching, refresh } = useCall(call, body);
  const [asked, setAsked] = useState(false);
  const records = data && !error ? items(data) : [];
  const paging = data as { has_more?: boolean; next_before?: string } | undefined;
  const next = !error && paging?.has_more && paging.next_before ? Number(paging.next_before) : undefined;
  const cards = records.map((record, index) => children(record, page * HISTORY_PAGE + index));
  const tail =
    next === undefined ? null : asked ? <Page {...list} before={next} page={page + 1} /> : <LoadMore onMore={() => setAsked(true)} watch />;

  if (page === 0) {
    if (loading) return <Loading />;
    if (failedToLoad(error)) return <LoadFailed onRetry={() => void refresh()} retrying={fetching} />;
    if (records.length === 0) return <Empty>{NO_DATA}</Empty>;
    return (
      <Cards aria-label="History">
        {cards}
        {tail}
      </Cards>
    );
  }
  if (loading) {
    return (
      <More>
        <span role="status">Loading…</span>
      </More>
    );
  }
  if (error) return <LoadMore onMore={() => void refresh()} watch={false} />;
  return (
    <>
      {cards}
      {tail}
    </>
  );
}

/**
 * A history's records, newest first, a page at a time from the server: the loading state, NO DATA FOUND
 * (empty or refused), that it could not be loaded with Retry (asked again when the connection is back), or the cards, with the next page asked for as the end scrolls into view ("Load more"
 * where the browser cannot tell). Give it a new `key` to start again from the newest.
 */
export function PagedList<Name extends PagedCall, Item>(props: ListProps<Name, Item>) {
  return <Page {...props} page={0} />;
}
