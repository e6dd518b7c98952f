import KERNEL_ENGLISH from '../languages/kernel/en';
import { formatMessage } from '../languages/message';
import { groupedNumber } from './points';
import { MIN_PASSWORD_LENGTH } from './password';

/** Every player-facing text of the rules, as players know them (plain misspellings fixed): docs/screens.md. */
export const MESSAGES = {
  enterNumber: 'Please enter the number',
  numberNotValid: (entered: string) => `Number ${entered} is not valid`,
  digitNotValid: 'Digit not valid',
  dpMotorTooShort: 'Please enter a valid Pana (at least 2 digits)',
  enterPoint: 'Please enter point',
  /** Points or an amount that is not a whole number as typed ("10.5", "600.75", "1,000"): refused, never read by dropping characters. */
  wholePointsOnly: 'Enter whole points only',
  minimumBid: 'Required minimum bid amount is 10',
  insufficientBalance: 'Insufficient balance please refill your account',
  notEnoughBalance: 'Not enough balance!',
  biddingClosed: (type: string) => `Bidding is closed for ${type}`,
  /** A history range whose From date is after its To date: said, not swapped. */
  fromAfterTo: 'From Date must be on or before To Date',
  bidPlaced: 'Bid placed successfully!',
  bidFailed: 'Failed to place bid. Please try again.',
  marketRunning: 'Market is running',
  marketClosed: 'Close for today',
  /** A market's card on a closed weekday or a holiday date (market-schedule.ts). */
  marketHoliday: 'Holiday',
  /** A bid on a market's holiday: refused by the server, said by the bid screens. */
  holidayBids: (market: string) => `${market} is closed today (Holiday): no bids are taken`,
  /** Said on a tap on a closed market's card, which opens nothing. */
  marketClosedForToday: 'This market is closed for today',
  /** Asked before a bid screen with unsent bids is left. */
  discardBids: (count: number) => (count === 1 ? 'Discard 1 bid?' : `Discard ${count} bids?`),
  /** Bids, transfers, withdrawals and fund requests of a player whose betting flag is off: refused by the server too. */
  bettingDisabled: 'Betting is not enabled for your account',

  amountRequired: 'Amount is required!',
  walletLimitExceeded: 'Wallet Limit Exceeded',
  minWithdraw: (min: number) => `Min amt is ${min}`,
  selectPaymentMethod: 'Please select a payment method',
  withdrawOutsideWindow: 'Withdrawals are only allowed during specified hours',
  minDeposit: (min: number) => `Minimum amount to add is ${min}`,
  maxDeposit: (max: number) => `Maximum amount to add is ${groupedNumber(max)}`,

  pointsRequired: 'Points is required!',
  pointsUnderTransferMinimum: 'Points Must be More than 100',
  notEnoughPoints: 'Not Enough Points',
  ownPhone: "Don't Use Your Own Phone No.",

  // The account forms' texts are the kernel catalog's (every language there): docs/languages.md.
  usernameRequired: KERNEL_ENGLISH.usernameRequired,
  passwordRequired: KERNEL_ENGLISH.passwordRequired,
  newPasswordRequired: KERNEL_ENGLISH.newPasswordRequired,
  passwordTooShort: formatMessage('en', KERNEL_ENGLISH.passwordTooShort, { min: MIN_PASSWORD_LENGTH }),
  confirmPasswordRequired: KERNEL_ENGLISH.confirmPasswordRequired,
  passwordsDoNotMatch: KERNEL_ENGLISH.passwordsDoNotMatch,
  currentPasswordRequired: KERNEL_ENGLISH.currentPasswordRequired,
  confirmNotEqualNew: KERNEL_ENGLISH.confirmNotEqualNew,
  nameRequired: KERNEL_ENGLISH.nameRequired,
  nameTooLong: (max: number) => formatMessage('en', KERNEL_ENGLISH.nameTooLong, { max }),
} as const;
