import { feedSignature, newSigningSecret, signatureProblem, SIGNATURE_HEADER } from './feed-signature';

describe("a feed's signature (X-Matka-Signature)", () => {
  const secret = newSigningSecret();
  const body = '{"sms":"Rs.500.00 credited to a/c XX1234 UPI Ref 412345678901"}';

  test('is the HMAC-SHA256 of the bytes, in hex after sha256=', () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(feedSignature('Jefe', 'what do ya want for nothing?')).toBe('sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  test('accepts the signature of the body, in either case', () => {
    expect(signatureProblem(secret, body, feedSignature(secret, body))).toBeNull();
    expect(signatureProblem(secret, Buffer.from(body), feedSignature(secret, body).toUpperCase().replace('SHA256=', 'sha256='))).toBeNull();
  });

  test('refuses a missing header, another body, another secret, and garbage, each saying what to send', () => {
    expect(signatureProblem(secret, body, undefined)).toContain(`send the body's HMAC-SHA256 as ${SIGNATURE_HEADER}`);
    expect(signatureProblem(secret, body, feedSignature(secret, `${body} `))).toContain('does not match the body');
    expect(signatureProblem(secret, body, feedSignature(newSigningSecret(), body))).toContain('does not match the body');
    expect(signatureProblem(secret, body, 'sha256=zz')).toContain('does not match the body');
    expect(signatureProblem(secret, body, [feedSignature(secret, body), feedSignature(secret, body)])).toContain('does not match the body');
  });
});
