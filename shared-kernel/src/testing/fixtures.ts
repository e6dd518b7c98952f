import { createStore } from 'jotai';
import { istTimeToday } from '../domain/index';
import { serverClockOffsetAtom, sessionAtom, userDetailAtom, type UserDetail } from '../session/session-atoms';

/** A signed-in player's detail as the shell keeps it: betting on, admin numbers …780 (call), …781 (chat), …782. */
export function userDetailFixture(change: Partial<UserDetail> = {}): UserDetail {
  return {
    walletAmount: 1000,
    bettingEnabled: true,
    callNumber: '9123456780',
    chatNumber: '9123456781',
    telegramNumber: '9123456782',
    minWithdrawal: 500,
    withdrawOpenTime: '09:00 AM',
    withdrawCloseTime: '09:00 PM',
    ...change,
  };
}

/** A market row as the API sends it (`msg_status` 1 running, 2 closed), for the list calls' fake answers. */
export function marketWire(game_id: number, game_name: string, open_time: string, running: boolean, open_result = '', close_result = '') {
  return { game_id, game_name, open_time, close_time: '', open_result, close_result, msg_status: running ? 1 : 2, web_chart_url: '' };
}

/**
 * A store with Asha signed in (mobile 9876543210) and her detail, betting on unless `change` says otherwise; with
 * `at` ('HH:MM'), the server's clock reads that time of today (IST).
 */
export function playerStore(change: Partial<UserDetail> = {}, { at }: { at?: string } = {}) {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  store.set(userDetailAtom, userDetailFixture(change));
  if (at) store.set(serverClockOffsetAtom, istTimeToday(at).getTime() - Date.now());
  return store;
}

