import { DECLARATIONS, DECLARATION_KINDS } from '@matka/shared-kernel/operator-contract';
import { DECLARATIONS_OF_MARKET, declaredValue, marketKindOf } from './result-columns';

describe('the declarations of a market, read from the operator contract', () => {
  test('a main market declares open then close; a Starline slot and a Gali market one each', () => {
    expect(DECLARATIONS_OF_MARKET).toEqual({ main: ['open', 'close'], starline: ['starline'], gali: ['gali'] });
  });

  test('every declaration belongs to exactly one market kind, the one the contract names', () => {
    for (const kind of DECLARATION_KINDS) {
      expect(marketKindOf(kind)).toBe(DECLARATIONS[kind].market);
      const owners = Object.entries(DECLARATIONS_OF_MARKET).filter(([, kinds]) => kinds.includes(kind));
      expect(owners.map(([market]) => market)).toEqual([marketKindOf(kind)]);
    }
  });

  test("a declaration stands at its column of the day's result", () => {
    const result = { marketId: 1, resultDate: '2026-11-24', openPana: '123', closePana: null, jodi: '45' };
    expect(DECLARATION_KINDS.map((kind) => declaredValue(result, kind))).toEqual(['123', null, '123', '45']);
    expect(declaredValue(null, 'open')).toBeNull();
  });
});
