/** The wallet's texts, as players know them; where each shows: docs/screens.md § Wallet remote. */
export const WALLET_TEXTS = {
  genericError: 'An error occurred. Please try again.',
  withdrawFailed: 'An error occurred.',
  withdrawSent: 'Withdraw request sent successfully',
  upiAdded: 'UPI Number Added Successfully!',
  enterValidOtp: 'Enter Valid OTP',
  invalidNavigation: 'Invalid navigation. Please start over.',
  transferCheckFailed: 'Username or password incorrect',
  upiIdCopied: 'UPI ID Copied!',
  qrLoadFailed: 'Failed to load payment details. Please try again later.',
  qrSomethingWrong: 'Something went wrong. Please try again later.',
  qrMissing: 'QR code not available',
  paymentDetailsMissing: 'Failed to retrieve payment details',
  loadingPaymentOptions: 'Loading payment options...',
  paymentOptionsFailed: 'Failed to load payment options. Please try again later.',
  minDepositFailed: 'An error occurred while fetching minimum deposit amount.',
  upiIdNotFound: 'UPI ID not found for the selected payment method.',
  paymentFailed: 'An error occurred while trying to initiate payment.',
  utrInvalid: 'The UTR reference is the 12 digits your payment app shows',
  /** A fund request's answer without a text of its own. */
  requestFiled: 'Fund request submitted',
  /** QR Payment, above the request: what to enter (automatic deposits match the UTR and the amount). */
  qrWhatToEnter: 'Enter the exact amount you paid and the 12-digit UTR your payment app shows.',
  /** Pay via UPI, under the amount. */
  upiWhatToPay: 'Pay this exact amount in your UPI app.',
  /** QR Payment and Pay via UPI: how the deposit is approved. */
  approvedOnPayment: 'Your deposit is approved automatically once the payment arrives.',
  /** Pay via UPI, when the server asks for the UTR of a request filed without one: the field and its button. */
  utrLabel: 'UTR reference (12 digits)',
  submitUtr: 'Submit UTR',
  /** Deposit History: a pending request, and one the matcher approved (with when). */
  waitingForPayment: 'Waiting for the payment: approved automatically when it arrives.',
  approvedAutomatically: (at: string) => `Approved automatically${at ? `: ${at}` : ''}`,
  noData: 'NO DATA FOUND',
  noWithdrawals: 'No withdrawal history available',
  noDeposits: 'No add fund transactions found.',
  noPaymentMethods: 'No payment methods available',
  otpSent: 'OTP sent successfully',
  resendFailed: 'Failed to resend OTP. Please try again.',
} as const;
