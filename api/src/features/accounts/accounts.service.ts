import { NOTICES } from '../notices';
import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import type { Clock } from '../../platform/clock';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { clearAttempts, giveBack, takeAttempt, type AttemptLimit } from '../rate-limit';
import { hashToken, newSessionToken } from '../../platform/tokens';
import {
  findUserById,
  findUserByMobile,
  insertResetTicket,
  insertUser,
  updateName,
  updatePasswordHash,
  useResetTicket,
  type UserRow,
} from './accounts.repository';
import { ACCOUNT_MESSAGES } from './messages';
import type { OtpService } from './otp.service';
import type { SessionService } from './sessions';

const FIFTEEN_MINUTES = 15 * 60_000;
/**
 * Failed logins: per number and address 10 in 15 minutes, the first 3 back to back, then 1 s, 2 s, 4 s … (at most
 * 15 minutes) between tries; per address (every number) 50 in 15 minutes. A login that succeeds does not count, and
 * clears its number and address: the owner on another address is never held up by someone else's guesses.
 */
export const LOGIN_LIMITS = {
  perMobileAndIp: { max: 10, windowMs: FIFTEEN_MINUTES, delay: { free: 3, firstDelayMs: 1000, maxDelayMs: FIFTEEN_MINUTES } },
  perIp: { max: 50, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, AttemptLimit>;
/** The least time a password-reset request takes, known number or not (the SMS outbox or gateway fits inside). */
export const RESET_ANSWER_FLOOR_MS = 400;
/** How long a verified reset code's ticket lets the player choose a new password. */
const RESET_TICKET_MS = 10 * 60_000;
/** OTP requests allowed per address within 15 minutes (per number: see OTP_RULES). */
export const OTP_REQUESTS_PER_IP: AttemptLimit = { max: 30, windowMs: FIFTEEN_MINUTES };

export interface AccountsDeps {
  db: Database;
  clock: Clock;
  otp: OtpService;
  sessions: SessionService;
  scryptLogN: number;
}

export interface SignedIn {
  user: UserRow;
  token: string;
}

/** Registration, login, password reset and change, profile: the rules; SQL is in the repository. */
export function accountsService(deps: AccountsDeps) {
  const { db, clock, otp, sessions } = deps;
  const limitOtpByIp = (ip: string) => takeAttempt(db, `otp-ip:${ip}`, OTP_REQUESTS_PER_IP, clock());
  // Checked against when the number is unknown, so a login takes as long either way.
  let unknownUserHash: Promise<string> | undefined;
  const hashOfUnknownUser = () => (unknownUserHash ??= hashPassword(crypto.randomBytes(16).toString('hex'), deps.scryptLogN));

  return {
    /** Registration step 1: the number must be free; then a code goes to it. */
    async startRegistration(mobile: string, ip: string): Promise<void> {
      await limitOtpByIp(ip);
      if (await findUserByMobile(db, mobile)) throw new ApiFailure(409, ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      await otp.send(mobile, 'register');
    },

    /** Sends a fresh code for the flow the number is in. */
    async resendOtp(mobile: string, purpose: 'register' | 'forgot' | 'upi', ip: string): Promise<void> {
      await limitOtpByIp(ip);
      const user = await findUserByMobile(db, mobile);
      if (purpose === 'register' && user) throw new ApiFailure(409, ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      if (purpose !== 'register' && !user) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      await otp.send(mobile, purpose);
    },

    /** Registration step 2: the code, then the account and its first session. */
    async register(input: { name: string; mobile: string; password: string; otp: string }): Promise<SignedIn> {
      if (await findUserByMobile(db, input.mobile)) throw new ApiFailure(409, ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      await otp.verify(input.mobile, 'register', input.otp);
      const passwordHash = await hashPassword(input.password, deps.scryptLogN);
      const id = await insertUser(db, { name: input.name, mobile: input.mobile, passwordHash });
      if (id === null) throw new ApiFailure(409, ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      const user = (await findUserById(db, id))!;
      return { user, token: await sessions.open(id) };
    },

    /** Each attempt is taken before the password check and given back when it succeeds: only failures count. */
    async login(input: { mobile: string; password: string }, ip: string): Promise<SignedIn> {
      const pair = `login:${input.mobile}|${ip}`;
      const address = `login-ip:${ip}`;
      await takeAttempt(db, pair, LOGIN_LIMITS.perMobileAndIp, clock());
      try {
        await takeAttempt(db, address, LOGIN_LIMITS.perIp, clock());
      } catch (error) {
        await giveBack(db, pair);
        throw error;
      }
      const user = await findUserByMobile(db, input.mobile);
      const matches = await verifyPassword(input.password, user?.passwordHash ?? (await hashOfUnknownUser()));
      if (!user) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      if (!matches) throw new ApiFailure(401, ACCOUNT_MESSAGES.wrongPassword, 'wrong_password');
      await clearAttempts(db, pair);
      await giveBack(db, address);
      return { user, token: await sessions.open(user.id) };
    },

    /** Password reset step 1: a registered number gets a code. */
    async startPasswordReset(mobile: string, ip: string): Promise<void> {
      await limitOtpByIp(ip);
      // Answered no sooner than the floor either way, so the time does not tell a known number from an unknown one.
      const answerAt = performance.now() + RESET_ANSWER_FLOOR_MS;
      try {
        if (!(await findUserByMobile(db, mobile))) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
        await otp.send(mobile, 'forgot');
      } finally {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - performance.now())));
      }
    },

    /** Password reset step 2: the code, checked on its own screen; answers a single-use ticket valid 10 minutes. */
    async verifyResetOtp(mobile: string, code: string): Promise<string> {
      const user = await findUserByMobile(db, mobile);
      if (!user) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      await otp.verify(mobile, 'forgot', code);
      const ticket = newSessionToken();
      await insertResetTicket(db, { tokenHash: hashToken(ticket), userId: user.id, expiresAt: new Date(clock().getTime() + RESET_TICKET_MS) });
      return ticket;
    },

    /** Password reset step 3: the ticket (used up here) and the new password; every session of the account ends. */
    async resetPassword(input: { mobile: string; ticket: string; newPassword: string }): Promise<void> {
      const user = await findUserByMobile(db, input.mobile);
      if (!user) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      const passwordHash = await hashPassword(input.newPassword, deps.scryptLogN);
      await db.transaction(async (tx) => {
        if (!(await useResetTicket(tx, hashToken(input.ticket), user.id, clock()))) {
          throw new ApiFailure(400, ACCOUNT_MESSAGES.resetExpired, 'reset_expired');
        }
        await updatePasswordHash(tx, user.id, passwordHash);
      });
      await sessions.endAll(user.id);
    },

    /**
     * In-app change: the current password is checked by the server; every other session of the player ends (another
     * phone signs in again with the new one), the one that asked stays.
     */
    async changePassword(userId: number, input: { oldPassword: string; newPassword: string }, keepToken?: string): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new ApiFailure(400, ACCOUNT_MESSAGES.oldPasswordIncorrect, 'old_password_incorrect');
      }
      await updatePasswordHash(db, userId, await hashPassword(input.newPassword, deps.scryptLogN));
      await sessions.endAll(userId, keepToken);
    },

    async updateProfile(userId: number, name: string): Promise<void> {
      await updateName(db, userId, name);
      // Every instance's copy of the session (its name) is stale now.
      db.notify(NOTICES.account(userId));
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
