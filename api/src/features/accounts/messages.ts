/** The server's texts for accounts, as players know them (plain misspellings fixed). */
export const ACCOUNT_MESSAGES = {
  notRegistered: 'User Not Registered',
  alreadyRegistered: 'User Already Registered',
  wrongPassword: 'Mobile number or password is incorrect',
  loggedIn: 'Login successful',
  registered: 'Registration successful',
  passwordUpdated: 'Successfully updated password',
  otpVerified: 'OTP verified',
  resetExpired: 'This password reset has expired. Please start over.',
  oldPasswordIncorrect: 'Old password is incorrect',
  passwordChanged: 'Successfully changed password',
  profileUpdated: 'Profile updated successfully',
  loggedOut: 'Logged out',
  /** Sign-in refused while an operator has it suspended: their reason, as they wrote it. */
  suspended: (reason: string) => `Your account is suspended: ${reason.replace(/[.!\s]+$/, '')}. Please contact support.`,
} as const;
