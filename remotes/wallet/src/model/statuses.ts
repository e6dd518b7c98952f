/** A withdraw request's status as players read it: "0" Pending, "1" Cancelled, "2" Approved, other Unknown. */
export function withdrawStatusLabel(status: string): 'Pending' | 'Cancelled' | 'Approved' | 'Unknown' {
  return status === '0' ? 'Pending' : status === '1' ? 'Cancelled' : status === '2' ? 'Approved' : 'Unknown';
}

/** A deposit request's status for the player. */
export function depositStatusLabel(status: string): 'Pending' | 'Approved' | 'Rejected' {
  return status === 'approved' ? 'Approved' : status === 'rejected' ? 'Rejected' : 'Pending';
}

/** Points as the app shows them. */
export const pts = (points: number) => `${points} pts`;
