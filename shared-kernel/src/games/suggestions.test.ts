import { BID_TYPES, ENTRY_TYPES, SETTLED_BID_TYPES, fitsNumber, type EntryType, type MarketKind, type NumberKind, type SettledBidType } from '../domain/bid-types';
import { decides, wins, type Declaration } from '../domain/settlement';
import { suggestionsFor } from './suggestions';

const numbersOf = (type: EntryType): { first: NumberKind; second?: NumberKind } => BID_TYPES[type].numbers;

describe("a bid screen's suggestions", () => {
  test.each(Object.keys(BID_TYPES) as EntryType[])('%s suggests only numbers its fields take', (type) => {
    const { first, second } = suggestionsFor(type);
    const fields = numbersOf(type);
    expect(first.every((text) => fitsNumber(fields.first, text))).toBe(true);
    expect(second.every((text) => fits(fields.second, text))).toBe(true);
    expect(second.length > 0).toBe(fields.second !== undefined);
  });
});

const fits = (kind: NumberKind | undefined, text: string) => kind !== undefined && fitsNumber(kind, text);

// Days of results per kind of market, a single, a double and a triple pana each: main 123-68-459, 112-43-355,
// 777-44-888 (the open, then the close); Starline 128, 112, 777; Gali 47.
const DAYS: Record<MarketKind, Declaration[][]> = {
  main: [
    ['123', '459'],
    ['112', '355'],
    ['777', '888'],
  ].map(([openPana, closePana]) => [
    { kind: 'open', openPana: openPana! },
    { kind: 'close', openPana: openPana!, closePana: closePana! },
  ]),
  starline: ['128', '112', '777'].map((pana) => [{ kind: 'starline', pana }]),
  gali: [[{ kind: 'gali', jodi: '47' }]],
};

describe("every bid type's win rule", () => {
  const offered = (['main', 'starline', 'gali'] as const).flatMap((kind) =>
    ENTRY_TYPES[kind].filter((type): type is SettledBidType => (SETTLED_BID_TYPES as readonly string[]).includes(type)).map((type) => [kind, type] as const),
  );

  // A type whose rule never says yes would compile and never pay: each bid is decided by one declaration of the day,
  // at most one suggested bid a session wins a day, and some day one does.
  test.each(offered)('%s %s: one declaration decides each bid, at most one suggested number wins a day, and one does', (kind, type) => {
    const { first, second } = suggestionsFor(type);
    const bids = first.flatMap((digits) => (second.length ? second.map((closedigits) => ({ digits, closedigits })) : [{ digits, closedigits: '' }]));
    const sessions = kind === 'main' ? (['Open', 'Close'] as const) : (['Open'] as const);
    let won = 0;
    for (const day of DAYS[kind]) {
      for (const session of sessions) {
        const deciding = day.filter((declaration) => decides(declaration, { type, session }));
        expect(deciding).toHaveLength(1);
        const winners = bids.filter((bid) => wins(deciding[0]!, { type, session, ...bid }));
        expect(winners.length).toBeLessThanOrEqual(1);
        won += winners.length;
      }
    }
    expect(won).toBeGreaterThan(0);
  });
});
