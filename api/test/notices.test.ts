import { NOTICES, parseNotice } from '../src/features/notices';

describe('notices between instances', () => {
  test('every notice built reads back as what it says', () => {
    expect(parseNotice(NOTICES.markets)).toEqual({ kind: 'markets' });
    expect(parseNotice(NOTICES.wallet(12))).toEqual({ kind: 'wallet', userId: 12 });
    expect(parseNotice(NOTICES.account(12))).toEqual({ kind: 'account', userId: 12 });
    expect(parseNotice(NOTICES.sessionsEnded(12))).toEqual({ kind: 'sessionsEnded', userId: 12 });
    expect(parseNotice(NOTICES.sessionEnded('ab12'))).toEqual({ kind: 'sessionEnded', tokenHash: 'ab12' });
  });

  test('anything else is no notice', () => {
    for (const other of ['', 'x', 'p:', 'p:12a', 'q:12', 'mm']) expect(parseNotice(other)).toBeNull();
  });
});
