/** The code length, used until the server says otherwise (it answers `otp_length` with every code it sends). */
export const DEFAULT_OTP_LENGTH = 4;

/** How long a code sent stays good (the server's rule; a screen keeps the step of a code flow as long). */
export const OTP_VALID_MS = 10 * 60_000;

/** The wait before a new code may be asked for (Resend shows after it; the server refuses one sooner). */
export const OTP_RESEND_WAIT_S = 30;

/** The code lengths an operator may configure (OTP_LENGTH); the contract accepts any of them. */
export const OTP_LENGTHS = { min: 4, max: 8 } as const;

/** Whether a typed code is all digits and as long as the codes sent. */
export function isOtpCode(code: string, length: number = DEFAULT_OTP_LENGTH): boolean {
  return code.length === length && /^\d+$/.test(code);
}
