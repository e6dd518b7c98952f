import { MESSAGES, MIN_TRANSFER_POINTS, isWithinWithdrawWindow } from '@matka/shared-kernel/domain';
import type { Database, Queryable } from '../../db/database';
import { InsufficientBalance, InvalidInput, NotFound, NotPermitted, NotSignedIn, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { findUserById, findUserByMobile, lockPlayers, setUpiNumber, type UpiApp } from '../accounts/accounts.repository';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import type { OtpService } from '../accounts/otp.service';
import { getSetting } from '../content/settings';
import { takeAttempt, type AttemptLimit } from '../rate-limit';
import type { PlayerNotifier } from '../push/push.service';
import { once } from './idempotency';
import { credit, debit } from './ledger';
import { PAYOUT_METHOD_NAMES, PAYOUT_METHODS, WALLET_MESSAGES } from './messages';
import { addDepositUtr, insertDeposit, insertWithdrawal } from './money-requests.repository';

/** Receiver look-ups (a player's name by number) allowed per player and per address within 15 minutes. */
export const TRANSFER_CHECK_LIMITS = {
  perPlayer: { max: 20, windowMs: 15 * 60_000 },
  perIp: { max: 60, windowMs: 15 * 60_000 },
} as const satisfies Record<string, AttemptLimit>;

export interface WalletDeps {
  db: Database;
  clock: Clock;
  otp: OtpService;
  /** The most one fund request may ask for, in points. */
  maxFundRequest: number;
  /** Automatic deposits (features/payments): what becomes of a request as it is filed. */
  deposits?: DepositMatcher;
  /** Tells players of their money (features/push): a transfer's receiver. */
  notify?: PlayerNotifier;
  /** The player's own daily deposit limit (features/limits): refuses a request past it, in the request's transaction. */
  depositLimit?: (tx: Queryable, userId: number, amount: number) => Promise<void>;
}

/**
 * What automatic deposits do with a deposit request as it is filed, in its transaction: credit it at once when its
 * payment arrived already (`credited`), leave it to a cashier (`review`), or let it wait for its payment.
 */
export interface DepositMatcher {
  filed(tx: Queryable, request: { id: number; userId: number; amount: number; utr: string }): Promise<'credited' | 'review' | 'waiting'>;
}

const PAYOUT_COLUMN: Record<UpiApp, 'googlePayNumber' | 'paytmNumber' | 'phonepeNumber'> = {
  google_pay: 'googlePayNumber',
  paytm: 'paytmNumber',
  phonepe: 'phonepeNumber',
};

/**
 * The player, for a money call: only one whose betting flag is on moves points or asks for money (the flag gates the
 * wallet and funds as it gates bids; a screen opened by its address is refused here too).
 */
async function bettingPlayer(on: Queryable, userId: number) {
  const user = await findUserById(on, userId);
  if (!user) throw new NotSignedIn('Please log in to continue', 'no_session');
  if (!user.bettingEnabled) throw new NotPermitted(MESSAGES.bettingDisabled, 'betting_disabled');
  return user;
}

/** Deposits, withdrawals, transfers and UPI numbers: every balance change through the ledger. */
export function walletService(deps: WalletDeps) {
  const { db, clock } = deps;

  /** Who a transfer goes to: a registered player other than the sender. */
  async function receiverOf(userId: number, mobile: string, on: Queryable = db) {
    const receiver = await findUserByMobile(on, mobile);
    if (!receiver) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
    if (receiver.id === userId) throw new InvalidInput(MESSAGES.ownPhone, 'own_phone');
    return receiver;
  }

  return {
    /** The most one fund request may ask for (MAX_FUND_REQUEST): the screens check it before a UPI app opens. */
    maxFundRequest: deps.maxFundRequest,
    // Each money call checks its rules inside its keyed transaction: a retry with the key of a request that went
    // through gets its first answer, even when a rule would refuse it now (the window closed, the points are gone).
    /** The player's saved UPI numbers as withdrawal methods, in the withdraw codes' order. */
    async payoutMethods(userId: number) {
      const user = await findUserById(db, userId);
      return (Object.keys(PAYOUT_METHODS) as Array<keyof typeof PAYOUT_METHODS>)
        .map((method) => ({ type: Number(method), name: PAYOUT_METHOD_NAMES[method], value: user?.[PAYOUT_COLUMN[PAYOUT_METHODS[method]]] ?? '' }))
        .filter((method) => method.value !== '');
    },

    /**
     * Files a deposit request, or with `requestId` puts the UTR on the player's own pending request filed without one
     * (Pay via UPI, when no payment matched it): one request either way, matched as it is filed.
     */
    async fileDeposit(userId: number, input: { amount: number; method: string; utr: string; requestId?: number; key: string | undefined }) {
      const asked = { amount: input.amount, method: input.method, ...(input.utr ? { utr: input.utr } : {}), ...(input.requestId ? { request_id: input.requestId } : {}) };
      return once(db, { userId, call: 'fund-request', key: input.key, request: asked }, async (tx) => {
        await bettingPlayer(tx, userId);
        let id: number;
        if (input.requestId === undefined) {
          const { min_deposit } = await getSetting(tx, 'deposit');
          if (input.amount < min_deposit) throw new InvalidInput(MESSAGES.minDeposit(min_deposit), 'below_minimum');
          if (input.amount > deps.maxFundRequest) throw new InvalidInput(MESSAGES.maxDeposit(deps.maxFundRequest), 'above_maximum');
          await deps.depositLimit?.(tx, userId, input.amount);
          id = await insertDeposit(tx, { userId, amount: input.amount, method: input.method, utr: input.utr });
        } else {
          if (input.utr === '') throw new InvalidInput(WALLET_MESSAGES.utrMissing, 'utr_required');
          id = input.requestId;
          const before = await addDepositUtr(tx, { id, userId, utr: input.utr });
          if (!before) throw new NotFound(WALLET_MESSAGES.utrRequestUnknown, 'no_such_request');
          if (before.amount !== input.amount) throw new InvalidInput(WALLET_MESSAGES.utrRequestAmount(before.amount), 'other_amount');
          if (before.status !== 'pending') throw new StateConflict(WALLET_MESSAGES.utrRequestDecided, 'decided');
          if (before.utr !== '') throw new StateConflict(WALLET_MESSAGES.utrRequestHasUtr, 'has_utr');
        }
        const outcome = (await deps.deposits?.filed(tx, { id, userId, amount: input.amount, utr: input.utr })) ?? 'waiting';
        // The player's screen reads how it went from request_status (and the balance, to show it at once), not the text.
        if (outcome === 'credited') {
          const balance = (await findUserById(tx, userId))?.balance;
          return { msg: WALLET_MESSAGES.depositApproved, request_id: id, request_status: 'approved', wallet_amt: balance };
        }
        const msg = input.utr === '' && deps.deposits ? WALLET_MESSAGES.depositNeedsUtr : WALLET_MESSAGES.depositFiled;
        return { msg, request_id: id, request_status: 'pending' };
      });
    },

    async requestWithdraw(userId: number, input: { amount: number; method: keyof typeof PAYOUT_METHODS; key: string | undefined }) {
      return once(db, { userId, call: 'withdraw', key: input.key, request: { amount: input.amount, method: input.method } }, async (tx) => {
        const user = await bettingPlayer(tx, userId);
        const settings = await getSetting(tx, 'withdraw');
        if (!isWithinWithdrawWindow(settings.open_time, settings.close_time, clock())) {
          throw new InvalidInput(MESSAGES.withdrawOutsideWindow, 'outside_window');
        }
        if (input.amount < settings.min_withdrawal) throw new InvalidInput(MESSAGES.minWithdraw(settings.min_withdrawal), 'below_minimum');
        const payoutNumber = user[PAYOUT_COLUMN[PAYOUT_METHODS[input.method]]];
        if (!payoutNumber) throw new InvalidInput(WALLET_MESSAGES.noPayoutNumber, 'no_payout_number');
        const id = await insertWithdrawal(tx, { userId, amount: input.amount, method: input.method, payoutNumber });
        const balance = await debit(tx, userId, input.amount, 'withdraw', `Withdraw request #${id}`);
        if (balance === null) throw new InsufficientBalance(MESSAGES.walletLimitExceeded, 'insufficient_balance');
        return { msg: WALLET_MESSAGES.withdrawSent, wallet_amt: balance };
      });
    },

    /** Whose number it is (the transfer screen shows the name): limited per player and per address, like logins. */
    async checkTransferUser(userId: number, mobile: string, ip: string) {
      await takeAttempt(db, `transfer-check:${userId}`, TRANSFER_CHECK_LIMITS.perPlayer, clock());
      await takeAttempt(db, `transfer-check-ip:${ip}`, TRANSFER_CHECK_LIMITS.perIp, clock());
      await bettingPlayer(db, userId);
      return { user_name: (await receiverOf(userId, mobile)).name };
    },

    async transfer(userId: number, input: { amount: number; mobile: string; note: string; key: string | undefined }) {
      return once(db, { userId, call: 'transfer', key: input.key, request: { amount: input.amount, mobile: input.mobile, note: input.note } }, async (tx) => {
        await bettingPlayer(tx, userId);
        if (input.amount < MIN_TRANSFER_POINTS) throw new InvalidInput(MESSAGES.pointsUnderTransferMinimum, 'below_minimum');
        const receiver = await receiverOf(userId, input.mobile, tx);
        await lockPlayers(tx, [userId, receiver.id]);
        const sender = await findUserById(tx, userId);
        const note = input.note ? ` (${input.note})` : '';
        const balance = await debit(tx, userId, input.amount, 'transfer_out', `Transfer to ${receiver.mobile}${note}`);
        if (balance === null) throw new InsufficientBalance(MESSAGES.notEnoughPoints, 'insufficient_balance');
        await credit(tx, receiver.id, input.amount, 'transfer_in', `Transfer from ${sender?.mobile ?? ''}${note}`);
        await deps.notify?.money(tx, [{ userId: receiver.id, event: { kind: 'points received', amount: input.amount, from: sender?.name || sender?.mobile || '' } }]);
        return { msg: WALLET_MESSAGES.transferred, wallet_amt: balance };
      });
    },

    /** Adding a UPI number, step 1: the number is kept with a code sent to the player's own phone. */
    async startUpiUpdate(userId: number, app: UpiApp, number: string) {
      const user = await findUserById(db, userId);
      if (!user) throw new NotSignedIn('Please log in to continue', 'no_session');
      await deps.otp.send(user.mobile, 'upi', { payload: JSON.stringify({ app, number }) });
      return { msg: WALLET_MESSAGES.upiOtpSent };
    },

    /** Step 2: the code confirms the number kept with it. */
    async confirmUpiUpdate(userId: number, code: string) {
      const user = await findUserById(db, userId);
      if (!user) throw new NotSignedIn('Please log in to continue', 'no_session');
      const { payload } = await deps.otp.verify(user.mobile, 'upi', code);
      const pending = JSON.parse(payload ?? '{}') as { app?: UpiApp; number?: string };
      if (!pending.app || !pending.number) throw new InvalidInput('Invalid OTP. Please try again.', 'otp_invalid');
      await setUpiNumber(db, userId, pending.app, pending.number);
      return { msg: WALLET_MESSAGES.upiAdded };
    },
  };
}

export type WalletService = ReturnType<typeof walletService>;
