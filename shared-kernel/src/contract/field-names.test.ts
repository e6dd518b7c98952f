import { ENTRY_TYPES, SETTLED_BID_TYPES } from '../domain/bid-types';
import { galiFieldName, galiTypeOf, winFieldName, winTypeOf } from './field-names';

describe("the legacy clients' names of bid types, from the table's rows", () => {
  test('Gali screens name Left Digit "Single Pana" and Jodi Digit "Triple Pana"; Right Digit is itself', () => {
    expect(['Left Digit', 'Right Digit', 'Jodi Digit'].map(galiFieldName)).toEqual(['Single Pana', 'Right Digit', 'Triple Pana']);
  });

  test('win histories name Triple Pana "Tripple Pana"; every other type is itself', () => {
    expect(SETTLED_BID_TYPES.filter((type) => winFieldName(type) !== type)).toEqual(['Triple Pana']);
    expect(winFieldName('Triple Pana')).toBe('Tripple Pana');
  });

  test('every name reads back as our type', () => {
    for (const type of ENTRY_TYPES.gali) expect(galiTypeOf(galiFieldName(type))).toBe(type);
    for (const type of SETTLED_BID_TYPES) expect(winTypeOf(winFieldName(type))).toBe(type);
  });
});
