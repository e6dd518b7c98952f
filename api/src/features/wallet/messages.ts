/** The server's texts for money, as players know them (docs/screens.md § Wallet remote). */
export const WALLET_MESSAGES = {
  depositFiled: 'Fund request submitted. Points are added once it is approved.',
  withdrawSent: 'Withdraw request sent successfully',
  noPayoutNumber: 'Please add your UPI number for this payment method first',
  transferred: 'Points transferred successfully',
  upiOtpSent: 'OTP sent to your registered mobile number',
  upiAdded: 'UPI Number Added Successfully!',
} as const;

/** Withdraw payment methods: the contract's codes, as the legacy clients send them. */
export const PAYOUT_METHODS = { '2': 'google_pay', '3': 'paytm', '4': 'phonepe' } as const;
export type PayoutMethod = keyof typeof PAYOUT_METHODS;
/** Each withdraw payment method's name, as the method list shows it. */
export const PAYOUT_METHOD_NAMES: Record<PayoutMethod, string> = { '2': 'Google Pay', '3': 'Paytm', '4': 'PhonePe' };
/** UPI details: upi_type 1 Paytm, 2 Google Pay, 3 PhonePe. */
export const UPI_TYPES = { '1': 'paytm', '2': 'google_pay', '3': 'phonepe' } as const;
