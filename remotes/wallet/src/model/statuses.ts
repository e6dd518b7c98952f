import { WITHDRAW_STATUS_LABELS, type WithdrawStatus } from '@matka/shared-kernel/contract';

/** A withdraw request's status, as the history sends it ("0"), by name (the contract's WITHDRAW_STATUS); other Unknown. */
export function withdrawStatusLabel(status: string): (typeof WITHDRAW_STATUS_LABELS)[WithdrawStatus] | 'Unknown' {
  return /^\d$/.test(status) ? (WITHDRAW_STATUS_LABELS[Number(status) as WithdrawStatus] ?? 'Unknown') : 'Unknown';
}

/** A deposit request's status for the player. */
export function depositStatusLabel(status: string): 'Pending' | 'Approved' | 'Rejected' {
  return status === 'approved' ? 'Approved' : status === 'rejected' ? 'Rejected' : 'Pending';
}

/** Points as the app shows them everywhere (Indian grouping): the kernel's one formatter. */
export { formatPoints as pts } from '@matka/shared-kernel/domain';
