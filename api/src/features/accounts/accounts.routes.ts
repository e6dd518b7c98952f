import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addTranslations, languageOfRequest } from '../../http/answer-language';
import { clearSessionCookie, presentedToken, readCookie, registerCall, setSessionCookie } from '../../http/calls';
import { tokenGoesInBody } from '../../http/origins';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import { getSetting } from '../content/settings';
import { findUserById } from './accounts.repository';
import { KNOWN_PLACE_MS, type AccountsService, type Client, type SignedIn } from './accounts.service';
import { languageOfMobile, saveLanguage } from './language.repository';
import { ACCOUNT_ANSWERS, ACCOUNT_MESSAGES } from './messages';
import { OTP_MESSAGES } from './otp.service';
import type { SessionService } from './sessions';

interface Deps {
  db: Database;
  clock: Clock;
  appKeys: readonly string[];
  sessions: SessionService;
  accounts: AccountsService;
  /** Digits in the codes sent (OTP_LENGTH): told to the screens with every code. */
  otpLength: number;
}

/**
 * Browsers get the session only as an HttpOnly cookie (no script can read it); app clients, which send no Origin,
 * and the web clients of CORS_ORIGINS also get it in the body as `unique_token` (docs/operations.md § Moving from an existing backend).
 */
function signedInAnswer(request: FastifyRequest, signedIn: SignedIn, msg: string, language: string | null) {
  const inBody = tokenGoesInBody(request);
  const chosen = language ? { language } : {};
  return { msg, user_name: signedIn.user.name, mobile: signedIn.user.mobile, unique_token: inBody ? signedIn.token : '', ...chosen };
}

/** The browser's device id: a random secret set on a successful sign-in, which makes the device known (its own allowance). */
const DEVICE_COOKIE = 'matka_device';

const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, device: readCookie(request, DEVICE_COOKIE) || undefined, userAgent: request.headers['user-agent'] ?? '' });

/** The session cookie and the device cookie of a sign-in (HttpOnly, SameSite=Lax, Secure over https). */
function setSignInCookies(request: FastifyRequest, reply: FastifyReply, signedIn: SignedIn, sessionSeconds: number): void {
  setSessionCookie(request, reply, signedIn.token, sessionSeconds);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  // Fastify adds a second Set-Cookie beside the first.
  reply.header('Set-Cookie', `${DEVICE_COOKIE}=${signedIn.device}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${Math.floor(KNOWN_PLACE_MS / 1000)}${secure}`);
}

export function registerAccountRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, sessions, accounts } = deps;
  const callDeps = { appKeys: deps.appKeys, sessions };
  addTranslations(ACCOUNT_ANSWERS);

  registerCall(app, callDeps, 'api-check-mobile', { auth: false }, async ({ body, request }) => {
    await accounts.startRegistration(body.mobile, request.ip, languageOfRequest(request));
    return { msg: OTP_MESSAGES.sent, otp_length: deps.otpLength };
  });

  registerCall(app, callDeps, 'api-resend-otp', { auth: false }, async ({ body, request }) => {
    // A visitor's call: a session that has ended is no reason to refuse it, only who asks when one stands.
    const token = presentedToken(request);
    const player = token ? await sessions.find(token) : null;
    await accounts.resendOtp(body.mobile, body.purpose, request.ip, languageOfRequest(request), player?.mobile);
    return { msg: OTP_MESSAGES.sent, otp_length: deps.otpLength };
  });

  registerCall(app, callDeps, 'api-user-registration', { auth: false }, async ({ body, request, reply }) => {
    const signedIn = await accounts.register({ name: body.name, mobile: body.mobile, password: body.password, otp: body.otp }, clientOf(request));
    setSignInCookies(request, reply, signedIn, sessions.maxAgeSeconds);
    // The language the player registered in is their account's.
    const language = languageOfRequest(request);
    await saveLanguage(db, signedIn.user.id, language);
    return signedInAnswer(request, signedIn, ACCOUNT_MESSAGES.registered, language);
  });

  registerCall(app, callDeps, 'api-user-login', { auth: false }, async ({ body, request, reply }) => {
    const signedIn = await accounts.login({ mobile: body.mobile, password: body.password }, clientOf(request));
    setSignInCookies(request, reply, signedIn, sessions.maxAgeSeconds);
    return signedInAnswer(request, signedIn, ACCOUNT_MESSAGES.loggedIn, await languageOfMobile(db, signedIn.user.mobile));
  });

  registerCall(app, callDeps, 'api-user-logout', { auth: false }, async ({ request, reply }) => {
    const token = presentedToken(request);
    if (token) await sessions.end(token);
    clearSessionCookie(request, reply);
    return { msg: ACCOUNT_MESSAGES.loggedOut };
  });

  registerCall(app, callDeps, 'api-forget-check-mobile', { auth: false }, async ({ body, request }) => {
    await accounts.startPasswordReset(body.mobile, request.ip);
    return { msg: OTP_MESSAGES.sent, otp_length: deps.otpLength };
  });

  registerCall(app, callDeps, 'api-verify-reset-otp', { auth: false }, async ({ body }) => ({
    msg: ACCOUNT_MESSAGES.otpVerified,
    reset_ticket: await accounts.verifyResetOtp(body.mobile, body.otp),
  }));

  registerCall(app, callDeps, 'api-forgot-password', { auth: false }, async ({ body, request }) => {
    await accounts.resetPassword({ mobile: body.mobile, ticket: body.reset_ticket, newPassword: body.new_pass }, request.ip);
    return { msg: ACCOUNT_MESSAGES.passwordUpdated };
  });

  // The session that asked goes on (the legacy clients keep their token and call on); every other one ends.
  registerCall(app, callDeps, 'api-change-password', {}, async ({ body, user, request }) => {
    await accounts.changePassword(user.id, { oldPassword: body.old_pass, newPassword: body.new_pass, keepToken: presentedToken(request) });
    return { msg: ACCOUNT_MESSAGES.passwordChanged };
  });

  registerCall(app, callDeps, 'api-user-language', {}, async ({ body, user }) => {
    await saveLanguage(db, user.id, body.language);
    return { msg: ACCOUNT_MESSAGES.languageSaved };
  });

  registerCall(app, callDeps, 'api-profile-update', {}, async ({ body, user }) => {
    await accounts.updateProfile(user.id, body.user_name);
    return { msg: ACCOUNT_MESSAGES.profileUpdated, user_name: body.user_name };
  });

  registerCall(app, callDeps, 'api-get-user-details', {}, async ({ user }) => {
    const [account, contacts, withdraw] = await Promise.all([
      findUserById(db, user.id),
      getSetting(db, 'contacts'),
      getSetting(db, 'withdraw'),
    ]);
    return {
      user_name: account?.name ?? user.name,
      mobile: user.mobile,
      wallet_amt: account?.balance ?? 0,
      betting_status: account?.bettingEnabled ? '1' : '0',
      mobile_1: contacts.mobile_1,
      mobile_no: contacts.mobile_no,
      telegram_no: contacts.telegram_no,
      min_withdrawal: withdraw.min_withdrawal,
      withdraw_open_time: withdraw.open_time,
      withdraw_close_time: withdraw.close_time,
      server_time: deps.clock().toISOString(),
    };
  });

  registerCall(app, callDeps, 'api-get-social-data', { auth: false }, async () => {
    const contacts = await getSetting(db, 'contacts');
    return { mobile_no: contacts.mobile_no, mobile_1: contacts.mobile_1, telegram_no: contacts.telegram_no, app_link: contacts.app_link };
  });

  registerCall(app, callDeps, 'api-user-wallet-balance', {}, async ({ user }) => {
    const account = await findUserById(db, user.id);
    return { wallet_amt: account?.balance ?? 0 };
  });
}
