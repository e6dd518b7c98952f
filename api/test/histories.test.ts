import { placeBids } from './support/bids-fixture';
import { testDatabases } from './support/test-databases';
import { aPlayer, testWorld } from './support/world';

type Bid = { digits: string; points: number; game_name: string; bid_date: string };
type Win = { digits: string; amount: number };
type Entry = { transaction_type: string; amount: number; transaction_id: string; transaction_note: string; balance_after: number };

const DAY_MS = 86_400_000;

describe.each(testDatabases())('paged histories on $mode', (kind) => {
  const pager = aPlayer('9000001101').named('Pager').withPoints(100_000);
  const other = aPlayer('9000001102').named('Other');
  const { api, markets } = testWorld(kind).daysAgo(1).at('10:00').withMarkets().with(pager, other);
  // Saturday 21 Nov and Sunday 22 Nov 2026 (IST).
  const saturday = '11/21/2026';
  const sunday = '11/22/2026';

  beforeAll(async () => {
    // Saturday: 30 bids of 10 points (digits 0-9 three times).
    const saturdayRows = Array.from({ length: 30 }, (_, i): [string, number] => [String(i % 10), 10]);
    expect((await placeBids(api, pager.token, 'main', markets.main, 'Single Digit', saturdayRows)).body).toMatchObject({ status: true });
    // Sunday: 70 bids, points 11 … 80 in the order placed, then the open result 128 (digit 1) wins the seven on 1.
    api.clock.advance(DAY_MS);
    api.clock.at('10:00');
    const sundayRows = Array.from({ length: 70 }, (_, i): [string, number] => [String(i % 10), 11 + i]);
    expect((await placeBids(api, pager.token, 'main', markets.main, 'Single Digit', sundayRows)).body).toMatchObject({ status: true });
    api.clock.at('11:35');
    expect((await api.operator('POST', '/operator/results/open', { market: markets.main, pana: '128' })).body).toMatchObject({ won: 7 });
  });

  const bids = async (body: Record<string, unknown>, who = pager.token) => (await api.call('api-bid-history-data', body, who)).body;
  const wins = async (body: Record<string, unknown>) => (await api.call('api-wining-history-data', body, pager.token)).body;
  const ledger = async (body: Record<string, unknown> = {}) => (await api.call('api-wallet-transaction-history', body, pager.token)).body;

  describe('bid history', () => {
    test("a request without paging gets the newest 50 of the range and says more exist", async () => {
      const first = await bids({ bid_from: sunday, bid_to: sunday });
      const records = first.bid_data as Bid[];
      expect(records).toHaveLength(50);
      expect(records.map((bid) => bid.points).slice(0, 3)).toEqual([80, 79, 78]);
      expect(records[0]).toMatchObject({ game_name: 'TEST MARKET', bid_date: '22-November-2026' });
      expect(first).toMatchObject({ status: true, has_more: true, next_before: expect.stringMatching(/^\d+$/) });
    });

    test('next_before leads page by page through the whole range, without gaps or repeats', async () => {
      const seen: number[] = [];
      let before: string | undefined;
      let pages = 0;
      do {
        const page = await bids({ bid_from: saturday, bid_to: sunday, limit: 40, ...(before ? { before } : {}) });
        seen.push(...(page.bid_data as Bid[]).map((bid) => bid.points));
        before = page.has_more ? String(page.next_before) : undefined;
        if (!page.has_more) expect(page.next_before).toBe('');
        pages += 1;
      } while (before && pages < 10);
      expect(pages).toBe(3);
      expect(seen).toEqual([...Array.from({ length: 70 }, (_, i) => 80 - i), ...Array.from({ length: 30 }, () => 10)]);
    });

    test('a bid placed while the player scrolls does not shift the pages after it', async () => {
      const first = await bids({ bid_from: sunday, bid_to: sunday, limit: 10 });
      api.clock.at('11:40');
      expect((await placeBids(api, pager.token, 'main', markets.main, 'Single Digit', [['5', 500]], { session: 'Close' })).body).toMatchObject({ status: true });
      const second = await bids({ bid_from: sunday, bid_to: sunday, limit: 10, before: first.next_before });
      expect((second.bid_data as Bid[]).map((bid) => bid.points)).toEqual([70, 69, 68, 67, 66, 65, 64, 63, 62, 61]);
      expect(((await bids({ bid_from: sunday, bid_to: sunday, limit: 1 })).bid_data as Bid[])[0]?.points).toBe(500);
    });

    test('the range still filters, and another player sees none of it', async () => {
      const page = await bids({ bid_from: saturday, bid_to: saturday, limit: 100 });
      expect((page.bid_data as Bid[]).map((bid) => bid.bid_date)).toEqual(Array.from({ length: 30 }, () => '21-November-2026'));
      expect(page).toMatchObject({ has_more: false, next_before: '' });
      expect(await bids({ bid_from: saturday, bid_to: sunday }, other.token)).toMatchObject({ bid_data: [], has_more: false });
    });

    test.each([
      [{ limit: 101 }, 'limit: Too big: expected number to be <=100'],
      [{ limit: 0 }, 'limit: Too small: expected number to be >=1'],
      [{ before: 'abc' }, 'before must be a record id'],
    ])('a page request %j is refused', async (paging, msg) => {
      expect(await api.call('api-bid-history-data', { bid_from: sunday, bid_to: sunday, ...paging }, pager.token)).toMatchObject({
        statusCode: 400,
        body: { status: false, msg },
      });
    });
  });

  describe('win history', () => {
    test('pages the wins only, each paid points × rate', async () => {
      const first = await wins({ date_from: saturday, date_to: sunday, limit: 4 });
      // Sunday's bids on 1 were 12, 22 … 72 points; Single Digit pays 10-95.
      const paid = (points: number) => Math.floor((points * 95) / 10);
      expect((first.win_data as Win[]).map((win) => [win.digits, win.amount])).toEqual([72, 62, 52, 42].map((points) => ['1', paid(points)]));
      expect(first.has_more).toBe(true);
      const rest = await wins({ date_from: saturday, date_to: sunday, limit: 4, before: first.next_before });
      expect((rest.win_data as Win[]).map((win) => win.amount)).toEqual([32, 22, 12].map(paid));
      expect(rest).toMatchObject({ has_more: false, next_before: '' });
    });
  });

  describe('transaction history (passbook)', () => {
    test('every entry carries the balance it left, and pages join up to the whole ledger', async () => {
      const entries: Entry[] = [];
      let before: string | undefined;
      for (let pages = 0; pages < 20; pages += 1) {
        const page = await ledger({ limit: 3, ...(before ? { before } : {}) });
        entries.push(...(page.transaction_history as Entry[]));
        if (!page.has_more) break;
        before = String(page.next_before);
      }
      const wallet = await pager.wallet();
      expect(entries[0]?.balance_after).toBe(wallet);
      // Newest first: each entry's balance is the older one's plus its credit or less its debit, down to 0.
      entries.forEach((entry, i) => {
        const older = entries[i + 1]?.balance_after ?? 0;
        expect(entry.balance_after).toBe(older + (entry.transaction_type === '1' ? entry.amount : -entry.amount));
      });
      expect(entries.map((entry) => entry.transaction_note.split(':')[0])).toEqual([
        'Bid', // the 500-point Close bid
        ...Array.from({ length: 7 }, () => 'Win'),
        'Bid',
        'Bid',
        'Test points',
      ]);
      expect(new Set(entries.map((entry) => entry.transaction_id)).size).toBe(entries.length);
    });

    test("a request without paging fields gets the newest 50 and has_more false when that is all", async () => {
      const answer = await ledger();
      expect((answer.transaction_history as Entry[]).length).toBe(11);
      expect(answer).toMatchObject({ status: true, has_more: false, next_before: '' });
    });
  });

  describe('kinds of market', () => {
    test("a kind's pages hold its bids only, however the player's bids on other kinds fall between them", async () => {
      api.clock.at('12:00');
      for (const points of [10, 20, 30]) {
        expect((await placeBids(api, pager.token, 'starline', markets.starline, 'Single Digit', [['4', points]])).body).toMatchObject({ status: true });
        expect((await placeBids(api, pager.token, 'main', markets.main, 'Single Digit', [['4', points + 1]], { session: 'Close' })).body).toMatchObject({ status: true });
      }
      const starline = async (before?: string) =>
        (await api.call('api-starline-bid-history-data', { bid_from: saturday, bid_to: sunday, limit: 2, ...(before ? { before } : {}) }, pager.token)).body;
      const first = await starline();
      expect((first.bid_data as Bid[]).map((bid) => bid.points)).toEqual([30, 20]);
      const second = await starline(String(first.next_before));
      expect((second.bid_data as Bid[]).map((bid) => bid.points)).toEqual([10]);
      expect(second).toMatchObject({ has_more: false, next_before: '' });
      expect(((await bids({ bid_from: sunday, bid_to: sunday, limit: 3 })).bid_data as Bid[]).map((bid) => bid.points)).toEqual([31, 21, 11]);
    });
  });
});
