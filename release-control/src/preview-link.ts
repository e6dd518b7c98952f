import crypto from 'node:crypto';

/** The cookie a preview link sets in the browser that opened it: which release of which remote it shows, until when. */
export const PREVIEW_COOKIE = 'matka_preview';

/**
 * Where a preview link opens (`/operator/preview?link=<token>`: under /operator, where the console's cookie is sent;
 * the token in the query, as it is longer than a path parameter may be).
 */
export const PREVIEW_URL = '/operator/preview';

/** The longest a preview link lasts. */
export const PREVIEW_MAX_HOURS = 24;

/** A preview of one release of one remote, until `expiresAt` (ms since the epoch). */
export interface Preview {
  name: string;
  release: string;
  expiresAt: number;
}

const signature = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(body).digest('base64url');

/** A signed token naming the preview: nobody without the server's secret can make or change one. */
export function signPreview(secret: string, preview: Preview): string {
  const body = Buffer.from(JSON.stringify([preview.name, preview.release, preview.expiresAt])).toString('base64url');
  return `${body}.${signature(secret, body)}`;
}

/** The preview a token names, when it is signed with `secret` and has not expired at `now`; null otherwise. */
export function readPreview(secret: string, token: string | undefined, now: Date): Preview | null {
  const [body, signed, extra] = (token ?? '').split('.');
  if (!body || !signed || extra !== undefined) return null;
  const expected = signature(secret, body);
  if (signed.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signed), Buffer.from(expected))) return null;
  try {
    const [name, release, expiresAt] = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as [unknown, unknown, unknown];
    if (typeof name !== 'string' || typeof release !== 'string' || typeof expiresAt !== 'number' || expiresAt <= now.getTime()) return null;
    return { name, release, expiresAt };
  } catch {
    return null;
  }
}
