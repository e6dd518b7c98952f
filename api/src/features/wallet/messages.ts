/** The server's texts for money, as players know them (docs/screens.md § Wallet remote). */
export const WALLET_MESSAGES = {
  depositFiled: 'Fund request submitted. Points are added once it is approved.',
  withdrawSent: 'Withdraw request sent successfully',
  noPayoutNumber: 'Please add your UPI number for this payment method first',
  transferred: 'Points transferred successfully',
  upiOtpSent: 'OTP sent to your registered mobile number',
  upiAdded: 'UPI Number Added Successfully!',
  /** A deposit's ledger entry (the passbook shows it; the payments reconciliation finds a day's credits by it). */
  depositCredited: (id: number, automatic: boolean) => `Deposit #${id} approved${automatic ? ' automatically' : ''}`,
  /** A deposit filed for a payment that had arrived: approved as it was filed. */
  depositApproved: 'Payment received: the points are in your wallet.',
  /** A deposit filed without a UTR that no payment matched yet. */
  depositNeedsUtr: 'Fund request submitted. If it is not approved within a few minutes, add the 12-digit UTR your payment app shows.',
  /** The UTR sent for a request of the player's that is not theirs, decided already, or of another amount. */
  utrMissing: 'Enter the 12-digit UTR your payment app shows',
  utrRequestUnknown: 'That deposit request was not found: file a new one with the UTR',
  utrRequestDecided: 'That deposit request was decided already: see Deposit History',
  utrRequestHasUtr: 'That deposit request has its UTR already',
  utrRequestAmount: (amount: number) => `That deposit request is for ${amount} points: send the UTR with the same amount`,
  /** A deposit whose UTR reference is on another pending or approved deposit (one payment is added once). */
  utrUsed: 'This UTR reference is already on a deposit request. Each payment is added once: check the 12 digits your payment app shows',
  /** The cashier's: a payout receipt UTR already on another paid withdrawal. */
  receiptUsed: (utr: string) => `UTR ${utr} is already the receipt of another paid withdrawal: give this payout's own reference`,
} as const;

/** Withdraw payment methods: the contract's codes, as the legacy clients send them. */
export const PAYOUT_METHODS = { '2': 'google_pay', '3': 'paytm', '4': 'phonepe' } as const;
export type PayoutMethod = keyof typeof PAYOUT_METHODS;
/** Each withdraw payment method's name, as the method list shows it. */
export const PAYOUT_METHOD_NAMES: Record<PayoutMethod, string> = { '2': 'Google Pay', '3': 'Paytm', '4': 'PhonePe' };
/** UPI details: upi_type 1 Paytm, 2 Google Pay, 3 PhonePe. */
export const UPI_TYPES = { '1': 'paytm', '2': 'google_pay', '3': 'phonepe' } as const;
