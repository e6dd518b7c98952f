import { RATE_KEYS, USUAL_RATE_BANDS, decides, rateKeyOf, rateTimes, unusualRate, wins, type Declaration, type SettleableBid } from './settlement';

// The day's result 123-68-459: open pana 123 (digit 6), close pana 459 (digit 8), jodi 68.
const open: Declaration = { kind: 'open', openPana: '123' };
const close: Declaration = { kind: 'close', openPana: '123', closePana: '459' };
const bid = (type: SettleableBid['type'], session: SettleableBid['session'], digits: string, closedigits = ''): SettleableBid => ({
  type,
  session,
  digits,
  closedigits,
});

describe('settling a main market (result 123-68-459)', () => {
  test.each<[SettleableBid, Declaration, boolean]>([
    [bid('Single Digit', 'Open', '6'), open, true],
    [bid('Single Digit', 'Open', '7'), open, false],
    [bid('Single Pana', 'Open', '123'), open, true],
    [bid('Double Pana', 'Open', '112'), open, false],
    [bid('Single Digit', 'Close', '8'), close, true],
    [bid('Single Digit', 'Close', '6'), close, false],
    [bid('Single Pana', 'Close', '459'), close, true],
    [bid('Triple Pana', 'Close', '777'), close, false],
    [bid('Jodi Digit', 'Close', '68'), close, true],
    [bid('Jodi Digit', 'Close', '86'), close, false],
    [bid('Half Sangam', 'Open', '6', '459'), close, true],
    [bid('Half Sangam', 'Open', '6', '123'), close, false],
    [bid('Half Sangam', 'Close', '8', '123'), close, true],
    [bid('Half Sangam', 'Close', '8', '459'), close, false],
    [bid('Full Sangam', 'Open', '123', '459'), close, true],
    [bid('Full Sangam', 'Open', '459', '123'), close, false],
  ])('%o at %o wins: %p', (theBid, declaration, won) => {
    expect(decides(declaration, theBid)).toBe(true);
    expect(wins(declaration, theBid)).toBe(won);
  });

  test('the open declaration leaves close-session, jodi and sangam bids for the close', () => {
    for (const waiting of [bid('Single Digit', 'Close', '8'), bid('Jodi Digit', 'Close', '68'), bid('Half Sangam', 'Open', '6', '459'), bid('Full Sangam', 'Open', '123', '459')]) {
      expect(decides(open, waiting)).toBe(false);
    }
    expect(decides(close, bid('Single Digit', 'Open', '6'))).toBe(false);
  });
});

describe('settling Starline and Gali', () => {
  test('a Starline pana 128 pays digit 1 and the pana itself', () => {
    const result: Declaration = { kind: 'starline', pana: '128' };
    expect(wins(result, bid('Single Digit', 'Open', '1'))).toBe(true);
    expect(wins(result, bid('Single Pana', 'Open', '128'))).toBe(true);
    expect(wins(result, bid('Single Pana', 'Open', '129'))).toBe(false);
  });

  test('a Gali jodi 47 pays Left 4, Right 7 and Jodi 47', () => {
    const result: Declaration = { kind: 'gali', jodi: '47' };
    expect(wins(result, bid('Left Digit', 'Open', '4'))).toBe(true);
    expect(wins(result, bid('Right Digit', 'Open', '7'))).toBe(true);
    expect(wins(result, bid('Jodi Digit', 'Open', '47'))).toBe(true);
    expect(wins(result, bid('Jodi Digit', 'Open', '74'))).toBe(false);
    expect(wins(result, bid('Left Digit', 'Open', '7'))).toBe(false);
  });
});

describe('rate keys', () => {
  test('name the rate each bid is paid at', () => {
    expect(rateKeyOf('main', 'Triple Pana')).toBe('tripple_pana');
    expect(rateKeyOf('starline', 'Single Digit')).toBe('single_digit');
    expect(rateKeyOf('gali', 'Right Digit')).toBe('single_pana');
    expect(rateKeyOf('gali', 'Jodi Digit')).toBe('double_pana');
  });
});

describe('unusual rates', () => {
  test('the rates players know are usual; a slipped digit is not, and the reason says the band and what the rate pays', () => {
    for (const [kind, keys] of Object.entries(RATE_KEYS) as Array<[keyof typeof RATE_KEYS, readonly string[]]>) {
      for (const key of keys) expect(USUAL_RATE_BANDS[kind][key]).toBeDefined();
    }
    expect(unusualRate('main', 'single_digit', 10, 95)).toBeNull();
    expect(unusualRate('main', 'single_digit', 10, 90)).toBeNull();
    expect(unusualRate('main', 'single_digit', 10, 100)).toBeNull();
    expect(unusualRate('main', 'single_digit', 10, 950)).toBe('Single Digit usually pays 9–10×; 10-950 pays 95×');
    expect(unusualRate('main', 'single_digit', 10, 85)).toBe('Single Digit usually pays 9–10×; 10-85 pays 8.5×');
    expect(unusualRate('main', 'full_sangam', 10, 100000)).toBeNull();
    expect(unusualRate('gali', 'single_pana', 10, 95)).toBeNull();
    expect(unusualRate('gali', 'double_pana', 10, 95)).toBe('Jodi Digit usually pays 90–100×; 10-95 pays 9.5×');
    expect(rateTimes(10, 95)).toBe('9.5×');
  });
});
