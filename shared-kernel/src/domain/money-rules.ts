import { MESSAGES } from './messages';
import { istMinutes, parseClockTime } from './market-clock';
import { phoneProblem } from './phone';
import { parsePoints } from './bid-entry';

/** The least a transfer may move, in points. */
export const MIN_TRANSFER_POINTS = 100;

/**
 * Whether `now` is inside the daily withdraw window (`h:mm AM/PM` times from the server, IST). A window whose close is
 * before its open runs past midnight. Unreadable times close the window.
 */
export function isWithinWithdrawWindow(openTime: string, closeTime: string, now: Date): boolean {
  const open = parseClockTime(openTime);
  const close = parseClockTime(closeTime);
  if (open === null || close === null) return false;
  const minute = istMinutes(now);
  return open <= close ? minute >= open && minute <= close : minute >= open || minute <= close;
}

export interface WithdrawRequest {
  amount: string | number;
  walletBalance: number;
  minWithdrawal: number;
  /** The chosen payment method, if any. */
  method: string | null | undefined;
  window: { openTime: string; closeTime: string };
  now: Date;
}

/** The message for a withdraw request (docs/screens.md § Withdraw), or null when it may be sent. */
export function withdrawProblem(request: WithdrawRequest): string | null {
  if (String(request.amount).trim() === '') return MESSAGES.amountRequired;
  const amount = parsePoints(request.amount);
  if (amount === null) return MESSAGES.wholePointsOnly;
  if (amount === 0) return MESSAGES.amountRequired;
  if (amount > request.walletBalance) return MESSAGES.walletLimitExceeded;
  if (amount < request.minWithdrawal) return MESSAGES.minWithdraw(request.minWithdrawal);
  if (!request.method) return MESSAGES.selectPaymentMethod;
  if (!isWithinWithdrawWindow(request.window.openTime, request.window.closeTime, request.now)) {
    return MESSAGES.withdrawOutsideWindow;
  }
  return null;
}

export interface TransferRequest {
  phone: string;
  ownPhone: string;
  points: string | number;
  walletBalance: number;
}

/**
 * The message for a points transfer (docs/screens.md § Transfer), or null when it may be sent (at least 100, never to
 * oneself).
 */
export function transferProblem(request: TransferRequest): string | null {
  const phone = phoneProblem(request.phone, 'transfer');
  if (phone) return phone;
  if (request.phone.trim() === request.ownPhone.trim()) return MESSAGES.ownPhone;
  if (String(request.points).trim() === '') return MESSAGES.pointsRequired;
  const points = parsePoints(request.points);
  if (points === null) return MESSAGES.wholePointsOnly;
  if (points < MIN_TRANSFER_POINTS) return MESSAGES.pointsUnderTransferMinimum;
  if (points > request.walletBalance) return MESSAGES.notEnoughPoints;
  return null;
}

/** Digits only, however many: its value (rounded past 2^53, which only a maximum compares), else null. */
function wholeAmount(text: string | number): number | null {
  const digits = String(text).trim();
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/**
 * The message for an add-funds request (docs/screens.md § Add Funds), or null: whole points, at least the minimum
 * deposit and at most the maximum (when the server said it), a method chosen.
 */
export function depositProblem(request: { amount: string | number; minDeposit: number; maxDeposit?: number; method: string | null | undefined }): string | null {
  if (String(request.amount).trim() !== '' && wholeAmount(request.amount) === null) return MESSAGES.wholePointsOnly;
  const whole = wholeAmount(request.amount);
  if (request.maxDeposit !== undefined && whole !== null && whole > request.maxDeposit) return MESSAGES.maxDeposit(request.maxDeposit);
  const amount = parsePoints(request.amount);
  if (amount === null || amount < Math.max(request.minDeposit, 1)) return MESSAGES.minDeposit(request.minDeposit);
  if (!request.method) return MESSAGES.selectPaymentMethod;
  return null;
}


/** A UPI payment's UTR reference: the 12 digits a bank statement and the paying app show. */
export const UTR_DIGITS = 12;
export const UTR_PATTERN = new RegExp(`^\\d{${UTR_DIGITS}}$`);

/**
 * Why a withdrawal's receipt will not do, or null: it is the payment's https link or its 12-digit UTR reference
 * (an empty or malformed one is refused, so a player never gets a dead "View Receipt").
 */
export function receiptProblem(receipt: string): string | null {
  const text = receipt.trim();
  if (UTR_PATTERN.test(text)) return null;
  if (/^https:\/\/[^\s/$.?#][^\s]*$/i.test(text)) {
    try {
      if (new URL(text).protocol === 'https:') return null;
    } catch {
      // Not a URL after all: said below.
    }
  }
  return text === '' ? 'Give the payment’s receipt: its https link or its 12-digit UTR reference' : `${text} is neither an https link nor a 12-digit UTR reference`;
}
