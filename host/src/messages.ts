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
} as const;

/**
 * The header's bell and the push offer (docs/screens.md § Layouts): apart from HOST_MESSAGES, so they travel in the
 * lazy chunk that draws them (only with the inbox remote), not in the first screen's.
 */
export const INBOX_LINK_TEXTS = {
  /** The bell's name for screen readers, with the unread count. */
  inboxBell: (unread: number) => (unread > 0 ? `Inbox, ${unread} unread` : 'Inbox'),
  /** Offered once, after the player's first bid or deposit on this device. */
  pushOffer: 'Get a notification when a result is declared or money reaches you, even with the app closed?',
  pushOfferYes: 'Turn on',
  pushOfferNo: 'Not now',
  pushOfferDone: 'OK',
  pushOfferTitle: 'Notifications',
} as const;
