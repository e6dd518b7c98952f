/** The shell's texts, as players know them (misspellings fixed); where each shows: docs/screens.md § The shell. */
export const HOST_MESSAGES = {
  phoneRequired: 'Phone No is required!',
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required!',
  registerError: (message: string) => `Error registering: ${message}`,
  genericError: 'An error occurred. Please try again.',
  unexpectedError: 'An unexpected error occurred. Please try again later.',
  enterValidOtp: 'Enter Valid OTP',
  invalidOtp: 'Invalid OTP. Please try again.',
  invalidNavigation: 'Invalid navigation. Please start over.',
  /** The register code screen reloaded: the password was never stored, so it is asked for again. */
  passwordAgain: 'Enter your password again to finish registering.',
  resendFailed: 'Failed to resend OTP. Please try again.',
  sendOtpFailed: 'Failed to send OTP',
  passwordUpdateFailed: 'Failed to update password. Please try again.',
  passwordUpdated: 'Successfully updated password',
  passwordChanged: 'Successfully changed password',
  oldPasswordIncorrect: 'Old password is incorrect',
  profileUpdated: 'Profile updated successfully',
  landingMarquee: 'Download the Matka Bazar app for fast deposit and withdrawal!',
  /** Above a remote's screen in a browser that opened a preview link (operators and teams only; players never see it). */
  preview: (remote: string, release: string) => `Preview of ${remote} ${release}: only this browser sees it`,
} as const;
