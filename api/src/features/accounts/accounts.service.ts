import type { Language } from '@matka/shared-kernel/language-rules';
import { NOTICES } from '../notices';
import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import { AlreadyExists, InvalidInput, NotFound, NotPermitted, NotSignedIn } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import type { PasswordHasher } from '../../platform/passwords';
import { addressKey } from '../../http/client-address';
import { LOGIN_LIMITS, hashing, reserveChecks, takeAttempt, type AttemptLimit } from '../rate-limit';
import { hashToken, newSessionToken } from '../../platform/tokens';
import {
  findUserById,
  findUserByMobile,
  hasResetTicket,
  insertResetTicket,
  insertSignIn,
  insertUser,
  knownSignInPlaces,
  rememberSignInPlaces,
  suspensionOf,
  updateName,
  updatePasswordHash,
  useResetTicket,
  type UserRow,
} from './accounts.repository';
import { ACCOUNT_MESSAGES, suspendedMessage } from './messages';
import type { OtpService } from './otp.service';
import type { SessionService } from './sessions';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Wrong current passwords in the change-password call, per player: like a number and address at login. */
export const CHANGE_PASSWORD_LIMIT: AttemptLimit = LOGIN_LIMITS.perMobileAndIp;
/**
 * Registrations (as many as the codes an address may ask for) and new passwords by reset ticket, per address within
 * 15 minutes: each may hash a password.
 */
export const REGISTRATIONS_PER_IP: AttemptLimit = { max: 30, windowMs: FIFTEEN_MINUTES };
export const RESETS_PER_IP: AttemptLimit = { max: 20, windowMs: FIFTEEN_MINUTES };
/** How long a device or address a player signed in from stays known (its own allowance of wrong passwords). */
export const KNOWN_PLACE_MS = 90 * 24 * 3_600_000;
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
  passwords: PasswordHasher;
}

/** Who is asking: the address, and the device id from the `matka_device` cookie when the browser has one. */
export interface Client {
  ip: string;
  device: string | undefined;
  /** What the browser or app says it is (kept with the sign-in for operators). */
  userAgent?: string;
}

export interface SignedIn {
  user: UserRow;
  token: string;
  /** The device id to keep in the `matka_device` cookie (the one sent, when it was known, else a new one). */
  device: string;
}

/** Registration, login, password reset and change, profile: the rules; SQL is in the repository. */
export function accountsService(deps: AccountsDeps) {
  const { db, clock, otp, sessions, passwords } = deps;
  const limitOtpByIp = (ip: string) => takeAttempt(db, `otp-ip:${addressKey(ip)}`, OTP_REQUESTS_PER_IP, clock());
  // Checked against when the number is unknown, so a login takes as long either way.
  let unknownUserHash: Promise<string> | undefined;
  const hashOfUnknownUser = () =>
    (unknownUserHash ??= passwords.hash(crypto.randomBytes(16).toString('hex')).catch((error: unknown) => {
      unknownUserHash = undefined;
      throw error;
    }));
  const devicePlace = (device: string) => `device:${hashToken(device)}`;
  const addressPlace = (ip: string) => `address:${addressKey(ip)}`;

  /** Remembers the device and address of a successful sign-in; answers the device id for the cookie. */
  async function signedIn(user: UserRow, client: Client, deviceKnown: boolean): Promise<SignedIn> {
    const device = deviceKnown && client.device ? client.device : newSessionToken();
    const now = clock();
    await rememberSignInPlaces(db, user.id, [devicePlace(device), addressPlace(client.ip)], now, new Date(now.getTime() - KNOWN_PLACE_MS));
    await insertSignIn(db, { userId: user.id, at: now, address: client.ip, device: hashToken(device).slice(0, 12), userAgent: client.userAgent ?? '' });
    return { user, token: await sessions.open(user.id), device };
  }

  return {
    /** Registration step 1: the number must be free; then a code goes to it. */
    async startRegistration(mobile: string, ip: string, visitorLanguage: Language): Promise<void> {
      await limitOtpByIp(ip);
      if (await findUserByMobile(db, mobile)) throw new AlreadyExists(ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      await otp.send(mobile, 'register', { visitorLanguage });
    },

    /**
     * Sends a fresh code for the flow the number is in. A signed-in player asking for their own number (the legacy web
     * client's Add UPI does, as a registration's resend) gets the add-UPI flow's code, under the same limits.
     */
    async resendOtp(mobile: string, purpose: 'register' | 'forgot' | 'upi', ip: string, visitorLanguage: Language, signedInMobile?: string): Promise<void> {
      await limitOtpByIp(ip);
      const flow = purpose === 'register' && signedInMobile === mobile ? 'upi' : purpose;
      const user = await findUserByMobile(db, mobile);
      if (flow === 'register' && user) throw new AlreadyExists(ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      if (flow !== 'register' && !user) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      await otp.send(mobile, flow, { visitorLanguage });
    },

    /** Registration step 2: the code, then the account and its first session. */
    async register(input: { name: string; mobile: string; password: string; otp: string }, client: Client): Promise<SignedIn> {
      await takeAttempt(db, `register-ip:${addressKey(client.ip)}`, REGISTRATIONS_PER_IP, clock());
      if (await findUserByMobile(db, input.mobile)) throw new AlreadyExists(ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      await otp.verify(input.mobile, 'register', input.otp);
      const passwordHash = await hashing(() => passwords.hash(input.password));
      const id = await insertUser(db, { name: input.name, mobile: input.mobile, passwordHash });
      if (id === null) throw new AlreadyExists(ACCOUNT_MESSAGES.alreadyRegistered, 'already_registered');
      return signedIn((await findUserById(db, id))!, client, false);
    },

    /**
     * Only wrong passwords count, each after its check (see LOGIN_LIMITS); the address's count is reserved first, so
     * an address past its limit writes nothing more.
     */
    async login(input: { mobile: string; password: string }, client: Client): Promise<SignedIn> {
      const user = await findUserByMobile(db, input.mobile);
      const address = addressKey(client.ip);
      const places = user
        ? await knownSignInPlaces(db, user.id, [...(client.device ? [devicePlace(client.device)] : []), addressPlace(client.ip)], new Date(clock().getTime() - KNOWN_PLACE_MS))
        : new Set<string>();
      const deviceKnown = client.device !== undefined && places.has(devicePlace(client.device));
      const own = deviceKnown ? `login-device:${user!.id}|${hashToken(client.device!)}` : `login:${input.mobile}|${address}`;
      const checks = await reserveChecks(
        db,
        deviceKnown
          ? [{ bucket: own, limit: LOGIN_LIMITS.perMobileAndIp }]
          : [
              { bucket: `login-ip:${address}`, limit: LOGIN_LIMITS.perIp },
              { bucket: own, limit: LOGIN_LIMITS.perMobileAndIp },
              ...(user && !places.has(addressPlace(client.ip)) ? [{ bucket: `login-account:${user.id}`, limit: LOGIN_LIMITS.perAccount }] : []),
            ],
        clock,
      );
      let matches: boolean;
      try {
        matches = await hashing(async () => passwords.verify(input.password, user?.passwordHash ?? (await hashOfUnknownUser())));
      } catch (error) {
        await checks.settle('passed');
        throw error;
      }
      if (!user || !matches) {
        await checks.settle('failed');
        if (!user) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
        throw new NotSignedIn(ACCOUNT_MESSAGES.wrongPassword, 'wrong_password');
      }
      await checks.settle((bucket) => (bucket === own ? 'cleared' : 'passed'));
      // Told only to whoever knows the password: the reason is the operators' words to the player.
      const suspended = await suspensionOf(db, user.id);
      if (suspended !== null) throw new NotPermitted(suspendedMessage(suspended), 'suspended');
      return signedIn(user, client, deviceKnown);
    },

    /** Password reset step 1: a registered number gets a code. */
    async startPasswordReset(mobile: string, ip: string): Promise<void> {
      await limitOtpByIp(ip);
      // Answered no sooner than the floor either way, so the time does not tell a known number from an unknown one.
      const answerAt = performance.now() + RESET_ANSWER_FLOOR_MS;
      try {
        if (!(await findUserByMobile(db, mobile))) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
        await otp.send(mobile, 'forgot');
      } finally {
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, answerAt - performance.now())));
      }
    },

    /** Password reset step 2: the code, checked on its own screen; answers a single-use ticket valid 10 minutes. */
    async verifyResetOtp(mobile: string, code: string): Promise<string> {
      const user = await findUserByMobile(db, mobile);
      if (!user) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      await otp.verify(mobile, 'forgot', code);
      const ticket = newSessionToken();
      await insertResetTicket(db, { tokenHash: hashToken(ticket), userId: user.id, expiresAt: new Date(clock().getTime() + RESET_TICKET_MS) });
      return ticket;
    },

    /**
     * Password reset step 3: the ticket (used up here) and the new password; every session of the account ends. The
     * ticket is checked before the password is hashed: a made-up ticket costs no hash.
     */
    async resetPassword(input: { mobile: string; ticket: string; newPassword: string }, ip: string): Promise<void> {
      await takeAttempt(db, `reset-ip:${addressKey(ip)}`, RESETS_PER_IP, clock());
      const user = await findUserByMobile(db, input.mobile);
      if (!user) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      const ticket = hashToken(input.ticket);
      const expired = () => new InvalidInput(ACCOUNT_MESSAGES.resetExpired, 'reset_expired');
      if (!(await hasResetTicket(db, ticket, user.id, clock()))) throw expired();
      const passwordHash = await hashing(() => passwords.hash(input.newPassword));
      await db.transaction(async (tx) => {
        if (!(await useResetTicket(tx, ticket, user.id, clock()))) throw expired();
        await updatePasswordHash(tx, user.id, passwordHash);
      });
      await sessions.endAll(user.id);
    },

    /**
     * In-app change: the current password is checked by the server, wrong ones limited per player like logins; every
     * other session ends, and the one that asked (`keepToken`) goes on.
     */
    async changePassword(userId: number, input: { oldPassword: string; newPassword: string; keepToken?: string }): Promise<void> {
      const user = await findUserById(db, userId);
      if (!user) throw new InvalidInput(ACCOUNT_MESSAGES.oldPasswordIncorrect, 'old_password_incorrect');
      const checks = await reserveChecks(db, [{ bucket: `change-password:${userId}`, limit: CHANGE_PASSWORD_LIMIT }], clock);
      let matches: boolean;
      try {
        matches = await hashing(() => passwords.verify(input.oldPassword, user.passwordHash));
      } catch (error) {
        await checks.settle('passed');
        throw error;
      }
      await checks.settle(matches ? 'cleared' : 'failed');
      if (!matches) throw new InvalidInput(ACCOUNT_MESSAGES.oldPasswordIncorrect, 'old_password_incorrect');
      await updatePasswordHash(db, userId, await hashing(() => passwords.hash(input.newPassword)));
      await sessions.endAll(userId, input.keepToken);
    },

    async updateProfile(userId: number, name: string): Promise<void> {
      await updateName(db, userId, name);
      // Every instance's copy of the session (its name) is stale now.
      db.notify(NOTICES.account(userId));
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;
