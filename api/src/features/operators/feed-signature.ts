import crypto from 'node:crypto';

/**
 * A feed token made with `--signed` signs each post: `X-Matka-Signature: sha256=<hex>`, the HMAC-SHA256 of the body's
 * bytes as sent, keyed with the token's signing secret (shown once, when the token is made). A bearer token read from
 * a log or a proxy then posts nothing without the secret. A replayed post is harmless: a payment is its UTR, and a
 * UTR seen before is the same payment (docs/operations.md, "Automatic deposits").
 */
export const SIGNATURE_HEADER = 'x-matka-signature';
const SCHEME = 'sha256=';

/** A new signing secret. */
export const newSigningSecret = () => `mbs_${crypto.randomBytes(32).toString('base64url')}`;

/** The header's value for `body` signed with `secret`. */
export function feedSignature(secret: string, body: string | Buffer): string {
  return `${SCHEME}${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Why a post's signature is refused, or null when it is the body's (compared in constant time). */
export function signatureProblem(secret: string, body: string | Buffer, presented: string | string[] | undefined): string | null {
  if (presented === undefined || presented === '') return `This feed token signs its posts: send the body's HMAC-SHA256 as ${SIGNATURE_HEADER}: ${SCHEME}<hex>`;
  const expected = Buffer.from(feedSignature(secret, body));
  const given = Buffer.from(Array.isArray(presented) ? presented.join(',') : presented.trim().toLowerCase());
  const matches = given.length === expected.length && crypto.timingSafeEqual(given, expected);
  return matches ? null : `The ${SIGNATURE_HEADER} header does not match the body: sign the bytes sent, with the token's signing secret`;
}
