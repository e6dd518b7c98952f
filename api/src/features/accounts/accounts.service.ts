import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import type { Clock } from '../../platform/clock';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { takeAttempt } from '../rate-limit';
import { findUserById, findUserByMobile, insertUser, updateName, updatePasswordHash, type UserRow } from './accounts.repository';
import { ACCOUNT_MESSAGES } from './messages';
import type { OtpService } from './otp.service';
import type { SessionService } from './sessions';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Login attempts allowed per number and per address within 15 minutes. */
export const LOGIN_LIMITS = { perMobile: 10, perIp: 50 } as const;
/** OTP requests allowed per address within 15 minutes (per number: see OTP_RULES). */
export const OTP_REQUESTS_PER_IP = 30;

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
  const limitOtpByIp = (ip: string) => takeAttempt(db, `otp-ip:${ip}`, OTP_REQUESTS_PER_IP, FIFTEEN_MINUTES, clock());

  return {
    /** Registration step 1: the number must be free; then a code goes to it. */
    async startRegistration(mobile: string, ip: string): Promise<void> {
      if (await findUserByMobile(db, mobile)) throw new ApiFailure(409, ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      await limitOtpByIp(ip);
      await otp.send(mobile, 'register');
    },

    /** Sends a fresh code for the flow the number is in. */
    async resendOtp(mobile: string, purpose: 'register' | 'forgot' | 'upi', ip: string): Promise<void> {
      const user = await findUserByMobile(db, mobile);
      if (purpose === 'register' && user) throw new ApiFailure(409, ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      if (purpose !== 'register' && !user) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      await limitOtpByIp(ip);
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

    async login(input: { mobile: string; password: string }, ip: string): Promise<SignedIn> {
      await takeAttempt(db, `login:${input.mobile}`, LOGIN_LIMITS.perMobile, FIFTEEN_MINUTES, clock());
      await takeAttempt(db, `login-ip:${ip}`, LOGIN_LIMITS.perIp, FIFTEEN_MINUTES, clock());
      const user = await findUserByMobile(db, input.mobile);
      if (!user) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      if (!(await verifyPassword(input.password, user.passwordHash))) {
        throw new ApiFailure(401, ACCOUNT_MESSAGES.wrongPassword, 'wrong_password');
      }
      return { user, token: await sessions.open(user.id) };
    },

    /** Password reset step 1: a registered number gets a code. */
    async startPasswordReset(mobile: string, ip: string): Promise<void> {
      if (!(await findUserByMobile(db, mobile))) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      await limitOtpByIp(ip);
      await otp.send(mobile, 'forgot');
    },

    /** Password reset step 2: the code and the new password; every session of the account ends. */
    async resetPassword(input: { mobile: string; otp: string; newPassword: string }): Promise<void> {
      const user = await findUserByMobile(db, input.mobile);
      if (!user) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      await otp.verify(input.mobile, 'forgot', input.otp);
      await updatePasswordHash(db, user.id, await hashPassword(input.newPassword, deps.scryptLogN));
      await sessions.endAll(user.id);
    },

    /** In-app change: the current password is checked by the server; every session ends (sign in again). */
    async changePassword(userId: number, input: { oldPassword: string; newPassword: string }): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user || !(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new ApiFailure(400, ACCOUNT_MESSAGES.oldPasswordIncorrect, 'old_password_incorrect');
      }
      await updatePasswordHash(db, userId, await hashPassword(input.newPassword, deps.scryptLogN));
      await sessions.endAll(userId);
    },

    async updateProfile(userId: number, name: string): Promise<void> {
      await updateName(db, userId, name);
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
