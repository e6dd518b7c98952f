import { acceptsBid, biddingClosedMessage, biddingClosedOnCard, formatClockTime, isEarlyDeclaration, runningOnCard, isMarketRunning, istMinutes, parseClockTime, sessionAvailability, to24Hour } from './market-clock';

/** An instant at this IST wall-clock time on 22 November 2026. */
const ist = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+05:30`);
const market = { kind: 'main' as const, openTime: '11:30 AM', closeTime: '01:30 PM' };

describe('clock times', () => {
  test.each([
    ['12:00 AM', 0],
    ['12:05 AM', 5],
    ['09:15 AM', 555],
    ['9:15 am', 555],
    ['12:00 PM', 720],
    ['01:30 PM', 810],
    ['11:59PM', 1439],
  ])('%s is %i minutes after midnight', (text, minutes) => {
    expect(parseClockTime(text)).toBe(minutes);
  });

  test.each(['', '13:00 PM', '00:30 AM', '10:60 AM', '10:30', 'noon'])('%p is not a time', (text) => {
    expect(parseClockTime(text)).toBeNull();
  });

  test('converts to the 24-hour HH:MM the bid screens compare', () => {
    expect(to24Hour('01:30 PM')).toBe('13:30');
    expect(to24Hour('12:10 AM')).toBe('00:10');
  });

  test('reads the IST wall clock whatever the device zone', () => {
    expect(istMinutes(new Date('2026-11-22T00:00:00Z'))).toBe(330);
    expect(istMinutes(new Date('2026-11-22T20:00:00Z'))).toBe(90);
  });
});

describe('session availability on a main market (open 11:30 AM, close 01:30 PM)', () => {
  test.each([
    ['10:00', { open: true, close: true, selected: 'Open' }],
    ['11:29', { open: true, close: true, selected: 'Open' }],
    ['11:30', { open: false, close: true, selected: 'Close' }],
    ['13:29', { open: false, close: true, selected: 'Close' }],
    ['13:30', { open: false, close: false, selected: null }],
  ])('at %s IST', (time, availability) => {
    expect(sessionAvailability(market, ist(time))).toEqual(availability);
  });
});

describe('bidding closed', () => {
  test.each([
    ['Jodi Digit', '11:29', null],
    ['Jodi Digit', '11:30', 'Bidding is closed for Jodi Digit'],
    ['Half Sangam', '12:00', 'Bidding is closed for Half Sangam'],
    ['Full Sangam', '12:00', 'Bidding is closed for Full Sangam'],
    ['Single Digit', '12:00', null],
    ['Single Digit', '13:30', 'Bidding is closed for Single Digit'],
  ] as const)('main %s at %s IST: %p', (type, time, message) => {
    expect(biddingClosedMessage(market, type, ist(time))).toBe(message);
  });

  test('Starline and Gali close at the open time', () => {
    const slot = { kind: 'starline' as const, openTime: '03:00 PM' };
    expect(biddingClosedMessage(slot, 'Single Pana', ist('14:59'))).toBeNull();
    expect(biddingClosedMessage(slot, 'Single Pana', ist('15:00'))).toBe('Bidding is closed for Single Pana');
    const gali = { kind: 'gali' as const, openTime: '11:00 PM' };
    expect(biddingClosedMessage(gali, 'Left Digit', ist('23:00'))).toBe('Bidding is closed for Left Digit');
  });
});

describe('the server accepts a bid', () => {
  test.each([
    ['Single Digit', 'Open', '11:29', true],
    ['Single Digit', 'Open', '11:30', false],
    ['Single Digit', 'Close', '11:30', true],
    ['Single Digit', 'Close', '13:30', false],
    ['Jodi Digit', 'Close', '11:30', false],
    ['Half Sangam', 'Close', '11:29', true],
    ['Half Sangam', 'Close', '11:31', false],
  ] as const)('%s %s at %s IST: %p', (type, session, time, accepted) => {
    expect(acceptsBid(market, type, session, ist(time))).toBe(accepted);
  });
});

describe('no bet on a known result', () => {
  const openOut = { open: true, close: false };
  const dayOut = { open: true, close: true };
  test.each([
    ['Single Digit', 'Open', openOut, false],
    ['Single Pana', 'Open', openOut, false],
    ['Single Digit', 'Close', openOut, true],
    ['Triple Pana', 'Close', openOut, true],
    ['Jodi Digit', 'Close', openOut, false],
    ['Half Sangam', 'Open', openOut, false],
    ['Full Sangam', 'Open', openOut, false],
    ['Single Digit', 'Close', dayOut, false],
    ['Double Pana', 'Close', dayOut, false],
  ] as const)('main %s %s before the open time with %p declared: %p', (type, session, declared, accepted) => {
    expect(acceptsBid(market, type, session, ist('10:00'), declared)).toBe(accepted);
  });

  test('the bid screen offers Close only once the open result is out, nothing once the close result is', () => {
    expect(sessionAvailability(market, ist('10:00'), openOut)).toEqual({ open: false, close: true, selected: 'Close' });
    expect(sessionAvailability(market, ist('10:00'), dayOut)).toEqual({ open: false, close: false, selected: null });
    expect(biddingClosedMessage(market, 'Jodi Digit', ist('10:00'), openOut)).toBe('Bidding is closed for Jodi Digit');
    expect(biddingClosedMessage(market, 'Single Digit', ist('10:00'), openOut)).toBeNull();
    expect(biddingClosedMessage(market, 'Single Digit', ist('10:00'), dayOut)).toBe('Bidding is closed for Single Digit');
  });

  test('a Starline or Gali result closes its slot before its time', () => {
    expect(acceptsBid({ kind: 'starline', openTime: '03:00 PM' }, 'Single Digit', 'Open', ist('14:00'), openOut)).toBe(false);
    expect(acceptsBid({ kind: 'gali', openTime: '11:00 PM' }, 'Jodi Digit', 'Open', ist('14:00'), openOut)).toBe(false);
    expect(acceptsBid({ kind: 'gali', openTime: '11:00 PM' }, 'Jodi Digit', 'Open', ist('14:00'))).toBe(true);
  });

  test.each([
    [market, '12:00', { open: false, close: false }, true],
    [market, '12:00', openOut, true],
    [market, '12:00', dayOut, false],
    [market, '13:30', { open: false, close: false }, false],
    [{ kind: 'starline' as const, openTime: '03:00 PM' }, '14:00', openOut, false],
    [{ kind: 'starline' as const, openTime: '03:00 PM' }, '14:00', { open: false, close: false }, true],
    [{ kind: 'gali' as const, openTime: '11:00 PM' }, '14:00', openOut, false],
  ] as const)('the card of %p at %s IST with %p declared runs: %p', (card, time, declared, running) => {
    expect(isMarketRunning(card, ist(time), declared)).toBe(running);
  });
});

describe('formatting clock times', () => {
  test.each([
    [0, '12:00 AM'],
    [555, '09:15 AM'],
    [720, '12:00 PM'],
    [1439, '11:59 PM'],
  ])('%i minutes is %s, and reads back', (minutes, text) => {
    expect(formatClockTime(minutes)).toBe(text);
    expect(parseClockTime(text)).toBe(minutes);
  });
});

describe("what a market's card says can be played", () => {
  const card = { open_time: '11:30 AM', close_time: '01:30 PM', open_result: '', close_result: '', msg_status: true };
  const slot = { ...card, open_time: '03:00 PM', close_time: '' };

  test.each<[string, typeof card, string, string, string | null]>([
    ['every type before the open time', card, '10:00', 'Jodi Digit', null],
    ['Single Digit after the open time (its Close session)', card, '12:00', 'Single Digit', null],
    ['Jodi after the open time', card, '12:00', 'Jodi Digit', 'Bidding is closed for Jodi Digit'],
    ['Half Sangam after the open time', card, '12:00', 'Half Sangam', 'Bidding is closed for Half Sangam'],
    ['Full Sangam after the open time', card, '12:00', 'Full Sangam', 'Bidding is closed for Full Sangam'],
    ['any type once the close time has passed, though the card still says running', card, '14:00', 'Single Digit', 'Bidding is closed for Single Digit'],
    ['any type of a market the server says is closed', { ...card, msg_status: false }, '10:00', 'Single Pana', 'Bidding is closed for Single Pana'],
    ['Single Digit once the close result is out', { ...card, open_result: '123', close_result: '459' }, '10:00', 'Single Digit', 'Bidding is closed for Single Digit'],
  ])('main: %s', (_case, market, at, type, expected) => {
    expect(biddingClosedOnCard('main', market, type as never, ist(at))).toBe(expected);
  });

  test('a Starline slot or Gali game plays until its time, and not once its result is out', () => {
    expect(biddingClosedOnCard('starline', slot, 'Single Pana', ist('14:00'))).toBeNull();
    expect(biddingClosedOnCard('starline', slot, 'Single Pana', ist('15:00'))).toBe('Bidding is closed for Single Pana');
    expect(biddingClosedOnCard('gali', { ...slot, open_result: '4' }, 'Left Digit', ist('14:00'))).toBe('Bidding is closed for Left Digit');
  });

  test("a card runs while the server's flag and the clock both say so", () => {
    expect(runningOnCard('main', card, ist('13:00'))).toBe(true);
    expect(runningOnCard('main', card, ist('13:30'))).toBe(false);
    expect(runningOnCard('main', { ...card, msg_status: false }, ist('10:00'))).toBe(false);
    expect(runningOnCard('starline', slot, ist('14:59'))).toBe(true);
  });

  test('a card on holiday (its weekly schedule or a date) is not running, and every type says why', () => {
    const holiday = { ...card, game_name: 'KALYAN', holiday: true };
    expect(runningOnCard('main', holiday, ist('10:00'))).toBe(false);
    expect(biddingClosedOnCard('main', holiday, 'Single Digit', ist('10:00'))).toBe('KALYAN is closed today (Holiday): no bids are taken');
    expect(biddingClosedOnCard('starline', { ...slot, holiday: true }, 'Single Pana', ist('10:00'))).toBe('This market is closed today (Holiday): no bids are taken');
    // A server from before schedules sends no flag: the card runs as ever.
    expect(runningOnCard('main', { ...card, holiday: undefined }, ist('10:00'))).toBe(true);
  });
});

describe('a declaration before its market opens (open 11:30 AM) is early', () => {
  // 10:00 IST on 2026-11-23 is 04:30 UTC.
  const at = (utc: string) => new Date(`2026-11-23T${utc}:00Z`);
  test.each([
    ['today, before the open time', '2026-11-23', '04:30', true],
    ['today, a minute before', '2026-11-23', '05:59', true],
    ['today, at the open time', '2026-11-23', '06:00', false],
    ['today, after it', '2026-11-23', '10:00', false],
    ['an earlier day, at any time', '2026-11-22', '04:30', false],
  ])('%s: %s at %s UTC → %p', (_, day, utc, early) => {
    expect(isEarlyDeclaration(11 * 60 + 30, day, at(utc))).toBe(early);
  });
});
