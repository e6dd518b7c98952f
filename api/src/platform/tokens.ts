import crypto from 'node:crypto';

/** A new opaque session token: 256 random bits, URL-safe. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** What is stored of a token: its SHA-256. A leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A random numeric code of `length` digits (leading zeros kept). */
export function newOtpCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i += 1) code += String(crypto.randomInt(0, 10));
  return code;
}

/** A code's stored form: salted SHA-256 (`salt$hash`); its strength is the try limit, not the hash. */
export function hashOtp(code: string): string {
  const salt = crypto.randomBytes(8).toString('hex');
  return `${salt}$${crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

export function otpMatches(code: string, stored: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const actual = Buffer.from(crypto.createHash('sha256').update(`${salt}:${code}`).digest('hex'));
  const expected = Buffer.from(hash);
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
