/** @jest-environment jsdom */
import { createStore } from 'jotai';
import {
  SESSION_STORAGE_KEY,
  bettingEnabledAtom,
  correctedNow,
  sessionAtom,
  userDetailAtom,
  walletAmountAtom,
  type UserDetail,
} from './session-atoms';
import { clockOffsetFrom, userDetailFrom } from './user-detail';
import { dashboardAtom } from './dashboard-atom';
import { signOutAtom } from './sign-out';
import { userDetailFixture } from '../testing/fixtures';

type SessionModule = { sessionAtom: typeof sessionAtom };

const detail: UserDetail = {
  walletAmount: 1500,
  bettingEnabled: true,
  callNumber: '9876543210',
  chatNumber: '9876543210',
  telegramNumber: '9876543210',
  minWithdrawal: 500,
  withdrawOpenTime: '09:00 AM',
  withdrawCloseTime: '06:00 PM',
};

beforeEach(() => localStorage.clear());

/** The session as a fresh page load reads it (the atom reads storage once, when the module loads). */
function sessionOnPageLoad(): unknown {
  let value: unknown;
  jest.isolateModules(() => {
    const fresh = jest.requireActual<SessionModule>('./session-atoms');
    value = createStore().get(fresh.sessionAtom);
  });
  return value;
}

describe('the session atom', () => {
  test('a page load finds the player signed in earlier', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ username: 'Ravi', mobile: '9876543210' }));
    expect(sessionOnPageLoad()).toEqual({ username: 'Ravi', mobile: '9876543210' });
  });

  test('persists username and mobile in localStorage, and nothing else', () => {
    const store = createStore();
    store.set(sessionAtom, { username: 'Ravi', mobile: '9876543210' });
    expect(JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null')).toEqual({ username: 'Ravi', mobile: '9876543210' });
  });

  test('clears storage on logout', () => {
    const store = createStore();
    store.set(sessionAtom, { username: 'Ravi', mobile: '9876543210' });
    store.set(sessionAtom, null);
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  test.each([
    ['not JSON', '{oops'],
    ['a bad phone', JSON.stringify({ username: 'Ravi', mobile: '123' })],
    ['no username', JSON.stringify({ username: ' ', mobile: '9876543210' })],
    ['a list', '[]'],
  ])('reads a stored value that is %s as signed out', (_case, stored) => {
    localStorage.setItem(SESSION_STORAGE_KEY, stored);
    expect(sessionOnPageLoad()).toBeNull();
  });

  test('keeps only the two known fields of a stored session', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ username: 'Ravi', mobile: '9876543210', password: 'x' }));
    expect(sessionOnPageLoad()).toEqual({ username: 'Ravi', mobile: '9876543210' });
  });
});

describe('user detail', () => {
  test('betting and wallet derive from it; both are off/unknown before the first answer', () => {
    const store = createStore();
    expect([store.get(bettingEnabledAtom), store.get(walletAmountAtom)]).toEqual([false, null]);
    store.set(userDetailAtom, detail);
    expect([store.get(bettingEnabledAtom), store.get(walletAmountAtom)]).toEqual([true, 1500]);
    store.set(userDetailAtom, { ...detail, bettingEnabled: false });
    expect(store.get(bettingEnabledAtom)).toBe(false);
  });

  test('comes from the user-detail answer with contact numbers cleaned', () => {
    expect(
      userDetailFrom({
        status: true,
        msg: '',
        user_name: 'Ravi',
        mobile: '9876543210',
        wallet_amt: 1500,
        betting_status: true,
        mobile_1: '+91 98765 43210',
        mobile_no: '123',
        telegram_no: '',
        min_withdrawal: 500,
        withdraw_open_time: '09:00 AM',
        withdraw_close_time: '06:00 PM',
        server_time: '',
      }),
    ).toEqual({ ...detail, callNumber: '919876543210', chatNumber: '9999999999', telegramNumber: '9999999999' });
  });
});

describe('the server clock', () => {
  test('the offset is server time minus the middle of the round trip', () => {
    expect(clockOffsetFrom('2026-11-22T10:00:10.000Z', Date.parse('2026-11-22T10:00:00.000Z'), Date.parse('2026-11-22T10:00:02.000Z'))).toBe(9000);
    expect(clockOffsetFrom('not a time', 0, 0)).toBeNull();
  });

  test('corrected now adds the offset to the device clock', () => {
    expect(correctedNow(5000, 1_000).getTime()).toBe(6_000);
  });
});

describe('signOutAtom', () => {
  test('forgets the stored session, the detail and the dashboard together', () => {
    const store = createStore();
    store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
    store.set(userDetailAtom, userDetailFixture());
    store.set(dashboardAtom, { status: true, msg: '', result: [], wallet_amt: 5, betting_status: true, web_chart: [], mobile_1: '', mobile_no: '', telegram_no: '', server_time: '' });
    store.set(signOutAtom);
    expect([store.get(sessionAtom), store.get(userDetailAtom), store.get(dashboardAtom)]).toEqual([null, null, null]);
  });
});
