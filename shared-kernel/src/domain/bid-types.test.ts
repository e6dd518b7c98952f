import {
  BID_TYPES,
  ENTRY_TYPES,
  SETTLED_BID_TYPES,
  TYPES_CLOSING_AT_OPEN,
  TYPES_WITH_SESSION_CHOICE,
  bidScreensOf,
  closesAtOpen,
  fitsNumber,
  hasSessionChoice,
  isSettledType,
  numberLabels,
  type EntryType,
  type GlyphPart,
  type MarketKind,
  type NumberKind,
} from './bid-types';

describe("what a bid's numbers are called", () => {
  test.each([
    ['Single Digit', 'Open', { first: 'Digit' }],
    ['Left Digit', '', { first: 'Digit' }],
    ['Jodi Digit', 'Close', { first: 'Jodi' }],
    ['Single Pana', 'Open', { first: 'Pana' }],
    ['Triple Pana', 'Close', { first: 'Pana' }],
    // The legacy clients' name of Triple Pana, as a win history may carry it.
    ['Tripple Pana', 'Open', { first: 'Pana' }],
    ['Half Sangam', 'Open', { first: 'Open Digit', second: 'Close Pana' }],
    ['Half Sangam', 'Close', { first: 'Close Digit', second: 'Open Pana' }],
    ['Full Sangam', 'Open', { first: 'Open Pana', second: 'Close Pana' }],
    ['SP Motor', 'Open', { first: 'Digits' }],
  ])('%s (%s): %p', (type, session, labels) => {
    expect(numberLabels(type, session)).toEqual(labels);
  });
});

describe('the table of bid types drives the rest', () => {
  const types = Object.keys(BID_TYPES) as EntryType[];
  const rowOf = (type: EntryType): { screens: Partial<Record<MarketKind, string>>; glyph: readonly GlyphPart[]; settles?: { wins: unknown; rates: object }; expandsTo?: unknown } =>
    BID_TYPES[type];

  test('every row settles by a win rule or expands into panas, never both', () => {
    for (const type of types) {
      const row = rowOf(type);
      expect([typeof row.settles?.wins, typeof row.expandsTo].filter((kind) => kind === 'function')).toHaveLength(1);
    }
    expect(SETTLED_BID_TYPES).toEqual(types.filter(isSettledType));
  });

  test('a settled type is paid at a rate in every market that offers it, and in no other', () => {
    for (const type of SETTLED_BID_TYPES) {
      expect(Object.keys(BID_TYPES[type].settles.rates).sort()).toEqual(Object.keys(BID_TYPES[type].screens).sort());
    }
  });

  test('the menus are the types each market offers, in the order players know', () => {
    expect(ENTRY_TYPES).toEqual({
      main: ['Single Digit', 'Jodi Digit', 'Single Pana', 'Double Pana', 'Triple Pana', 'Half Sangam', 'Full Sangam', 'SP DP TP', 'SP Motor', 'DP Motor'],
      starline: ['Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana'],
      gali: ['Left Digit', 'Right Digit', 'Jodi Digit'],
    });
    for (const kind of ['main', 'starline', 'gali'] as const) {
      expect(bidScreensOf(kind).map(({ type }) => type)).toEqual(ENTRY_TYPES[kind]);
    }
  });

  test('every bid screen has a path of its own, whatever the case', () => {
    const paths = (['main', 'starline', 'gali'] as const).flatMap((kind) => bidScreensOf(kind).map(({ path }) => path.toLowerCase()));
    expect(paths.every((path) => /^\/[a-z]+$/.test(path))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test('every tile has a glyph inside its 24×24 grid', () => {
    for (const type of types) {
      const { glyph } = rowOf(type);
      expect(glyph.length).toBeGreaterThan(0);
      for (const part of glyph) {
        const [x, y, size] = 'box' in part ? [part.box[0], part.box[1], 6] : 'ring' in part ? [12 - part.ring, 12 - part.ring, 2 * part.ring] : [part.wheel[0] - part.wheel[2], part.wheel[1] - part.wheel[2], 2 * part.wheel[2]];
        expect([x, y, x + size, y + size].every((edge) => edge >= 0 && edge <= 24)).toBe(true);
      }
    }
  });

  test('the session radio and the bidding window follow each row', () => {
    expect(TYPES_WITH_SESSION_CHOICE).toEqual(['Single Digit', 'Single Pana', 'Double Pana', 'Triple Pana', 'Half Sangam', 'SP DP TP', 'SP Motor', 'DP Motor']);
    expect(TYPES_CLOSING_AT_OPEN).toEqual(['Jodi Digit', 'Half Sangam', 'Full Sangam']);
    expect(closesAtOpen('main', 'Single Digit')).toBe(false);
    expect(closesAtOpen('starline', 'Single Digit')).toBe(true);
    expect(hasSessionChoice('main', 'Jodi Digit')).toBe(false);
    expect(hasSessionChoice('starline', 'Single Pana')).toBe(false);
  });

  test.each<[NumberKind, string, boolean]>([
    ['digit', '7', true],
    ['digit', '77', false],
    ['jodi', '07', true],
    ['jodi', '7', false],
    ['single pana', '128', true],
    ['single pana', '118', false],
    ['double pana', '118', true],
    ['triple pana', '777', true],
    ['triple pana', '778', false],
    ['pana', '459', true],
    ['pana', '954', false],
  ])('a %s field takes %s: %p', (kind, text, fits) => {
    expect(fitsNumber(kind, text)).toBe(fits);
  });
});

test("every rate's typical value is inside its usual band", () => {
  for (const type of SETTLED_BID_TYPES) {
    for (const rate of Object.values(BID_TYPES[type].settles.rates) as Array<{ usual: { low: number; high: number; typical: number } }>) {
      expect(rate.usual.typical).toBeGreaterThanOrEqual(rate.usual.low);
      expect(rate.usual.typical).toBeLessThanOrEqual(rate.usual.high);
    }
  }
});
