import type { ApiResponse } from '../contract/index';
import { cleanContactNumber } from '../domain/phone';
import type { UserDetail } from './session-atoms';

/** The user detail atom's value from the user-detail call: contact numbers cleaned, flags and numbers typed. */
export function userDetailFrom(answer: ApiResponse<'api-get-user-details'>): UserDetail {
  return {
    walletAmount: answer.wallet_amt,
    bettingEnabled: answer.betting_status,
    callNumber: cleanContactNumber(answer.mobile_1),
    chatNumber: cleanContactNumber(answer.mobile_no),
    telegramNumber: cleanContactNumber(answer.telegram_no),
    minWithdrawal: answer.min_withdrawal,
    withdrawOpenTime: answer.withdraw_open_time,
    withdrawCloseTime: answer.withdraw_close_time,
  };
}

/**
 * Server time minus device time, from one answer's `server_time` (ISO) and when the request left and the answer
 * came: the server stamped its time about halfway. Null when the server sent no usable time.
 */
export function clockOffsetFrom(serverTime: string, sentAt: number, receivedAt: number): number | null {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return null;
  return Math.round(server - (sentAt + receivedAt) / 2);
}
