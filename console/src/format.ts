/** Points as operators read them: 1,00,000 (Indian grouping), with "pts". */
export const points = (value: number) => `${value.toLocaleString('en-IN')} pts`;

/** A server timestamp in IST, day and time. */
export const istTime = (iso: string | Date) =>
  new Date(iso).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit' });

/** Rupees as a payment's amount reads: ₹1,00,000 (Indian grouping). A point is a rupee. */
export const rupees = (value: number) => `₹${value.toLocaleString('en-IN')}`;
