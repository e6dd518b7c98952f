import { exposureOf, possibleResults, type BidGroup } from './exposure';

const group = (change: Partial<BidGroup>): BidGroup => ({ type: 'Single Digit', session: 'Open', digits: '6', closedigits: '', bids: 1, stake: 10, payout: 95, ...change });

describe('exposure before a declaration', () => {
  test('every possible result: 220 panas, 100 jodis; a close carries the day’s open pana', () => {
    expect(possibleResults('open')).toHaveLength(220);
    expect(possibleResults('gali').map((r) => r.result).slice(0, 3)).toEqual(['00', '01', '02']);
    expect(possibleResults('close', '123').find((r) => r.result.endsWith('-459'))?.result).toBe('123-68-459');
  });

  test('stakes per number and what each result pays, the costliest first; bids another session decides are left out', () => {
    const groups = [
      group({ digits: '6', bids: 2, stake: 20, payout: 190 }),
      group({ digits: '7', bids: 1, stake: 10, payout: 95 }),
      group({ type: 'Single Pana', digits: '123', bids: 1, stake: 20, payout: 2800 }),
      group({ type: 'Jodi Digit', digits: '68', bids: 1, stake: 10, payout: 900 }),
    ];
    const open = exposureOf(groups, 'open');
    expect(open).toMatchObject({ bids: 4, stake: 50 });
    expect(open.numbers.map((n) => `${n.type} ${n.number}`)).toEqual(['Single Digit 6', 'Single Digit 7', 'Single Pana 123']);
    expect(open.results[0]).toEqual({ result: '123-6', winningBids: 3, pays: 2990 });
    expect(open.results.find((r) => r.result === '458-7')).toEqual({ result: '458-7', winningBids: 1, pays: 95 });
    expect(open.results.at(-1)?.pays).toBe(0);
    const close = exposureOf(groups, 'close', '123');
    expect(close.numbers.map((n) => n.number)).toEqual(['68']);
    expect(close.results[0]).toMatchObject({ winningBids: 1, pays: 900 });
    expect(close.results[0]?.result).toMatch(/^123-68-\d{3}$/);
  });
});
