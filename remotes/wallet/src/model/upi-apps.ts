/** The three UPI apps a player saves a payout number for, with the contract's codes for each call. */
export const UPI_APPS = [
  { key: 'paytm', label: 'Paytm', upiType: '1', payoutMethod: '3', field: 'paytm_no', saved: 'paytm_number' },
  { key: 'gpay', label: 'GPay', upiType: '2', payoutMethod: '2', field: 'google_pay_no', saved: 'google_pay_number' },
  { key: 'phonepe', label: 'PhonePe', upiType: '3', payoutMethod: '4', field: 'phon_pay_no', saved: 'phone_pay_number' },
] as const;

export type UpiApp = (typeof UPI_APPS)[number];
/** The add-UPI option: 1 Paytm, 2 GPay, 3 PhonePe. */
export type UpiType = UpiApp['upiType'];
/** A withdraw payment method: 2 Google Pay, 3 Paytm, 4 PhonePe. */
export type PayoutMethod = UpiApp['payoutMethod'];

/** The player's saved payout numbers, '' when not saved. */
export type SavedNumbers = Record<UpiApp['saved'], string>;

export const upiAppOf = (upiType: string): UpiApp | undefined => UPI_APPS.find((app) => app.upiType === upiType);

/** The apps the player has a number for: the only ones a withdraw can go to. */
export function savedApps(numbers: SavedNumbers | null): Array<{ app: UpiApp; number: string }> {
  if (!numbers) return [];
  return UPI_APPS.filter((app) => numbers[app.saved]).map((app) => ({ app, number: numbers[app.saved] }));
}
