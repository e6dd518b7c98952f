/** The wait between opening the UPI app and filing the fund request (docs/screens.md § Add Funds). */
export const FUND_REQUEST_DELAY_MS = 2000;

/** The gateways of Pay via UPI, each paid to the operator's UPI id for that app (api-admin-bank-details). */
export const GATEWAYS = [
  { key: 'phonepe', label: 'PhonePe', idField: 'phonepay_upi_payment_id' },
  { key: 'gpay', label: 'Google Pay', idField: 'google_upi_payment_id' },
  { key: 'paytm', label: 'Paytm', idField: 'paytm_upi_payment_id' },
  { key: 'other', label: 'Other UPI Gateway', idField: 'upi_payment_id' },
] as const;

export type Gateway = (typeof GATEWAYS)[number];

/**
 * The UPI intent link (NPCI's deep-link parameters): payee id, payer name, amount with two decimals, INR, the note
 * "Add Funds" and a reference `txn<timestamp>`.
 */
export function upiIntentLink(input: { payeeId: string; payerName: string; amount: number; at: number }): string {
  const query = new URLSearchParams({
    pa: input.payeeId,
    pn: input.payerName,
    am: input.amount.toFixed(2),
    cu: 'INR',
    tn: 'Add Funds',
    tr: `txn${input.at}`,
  });
  return `upi://pay?${query.toString().replace(/\+/g, '%20')}`;
}
