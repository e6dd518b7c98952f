import type { UserDetail } from '../session/session-atoms';

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
