/**
 * The operator contract's money area: credits and debits,
 * deposits, second approvals, withdrawals and the ledger check.
 */
import * as z from '../zod';
import { receiptProblem } from '../domain/money-rules';
import { WITHDRAW_STATUS, type WithdrawStatus } from './wallet';
import { id, mobile, nullableText, type OperatorCallSpec } from './operator-fields';

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;

const player = z.optional(z.string().check(z.trim(), z.maxLength(60)));

/** A refusal says why, in words the player reads in their history. */
const reason = z
  .string({ error: 'say why (the player reads it)' })
  .check(z.trim(), z.minLength(1, 'say why (the player reads it)'), z.maxLength(200));

/** Where a payout went: the payment's https link or its 12-digit UTR reference. */
const receipt = z.string({ error: 'give the payment’s https link or its 12-digit UTR reference' }).check(
  z.trim(),
  z.maxLength(500),
  z.superRefine((text: string, context) => {
    const problem = receiptProblem(text);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: text });
  }),
);

/** A withdraw request's status (a number here; the player's history has it as text). */
const withdrawStatus = z.pipe(z.coerce.number(), z.literal(Object.values(WITHDRAW_STATUS) as WithdrawStatus[]));

const deposit = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  amount: z.number(),
  payment_method: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The UPI payment's UTR reference the player gave ('' if none). */
  utr: z.string(),
  /** Why it was rejected (the player reads it). */
  reason: z.string(),
  created_at: z.string(),
  decided_at: nullableText,
  /** Other deposits of the same amount filed within a minute of it (not rejected): worth a look before approving. */
  near_duplicates: z.array(z.number()),
  /** Its approval waiting for a second operator (who asked), or null. */
  second_approval: z.nullable(z.object({ id: z.number(), asked_by: z.string(), asked_at: z.string() })),
});

/** A credit or deposit approval above SECOND_APPROVAL_ABOVE, waiting for a second operator: which, and who asked. */
const secondApproval = z.object({ id: z.number(), asked_by: z.string() });

export const APPROVAL_KINDS = ['credit', 'deposit'] as const;

const waitingApproval = z.object({
  id: z.number(),
  kind: z.enum(APPROVAL_KINDS),
  mobile: z.string(),
  name: z.string(),
  points: z.number(),
  /** A credit's note (the player's passbook reads it); a deposit approval's note for the audit list. */
  note: z.string(),
  /** The deposit request it approves, or null for a credit. */
  deposit_id: z.nullable(z.number()),
  asked_by: z.string(),
  asked_at: z.string(),
});

const approvalOutcome = z.object({
  id: z.number(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(['done', 'waiting', 'rejected']),
  balance: z.nullable(z.number()),
  changed: z.boolean(),
});

/** Why a waiting credit is refused (for the audit list; a deposit's reason the player reads). */
const rejection = z.string({ error: 'say why' }).check(z.trim(), z.minLength(1, 'say why'), z.maxLength(200));

const withdrawal = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  amount: z.number(),
  payment_method: z.string(),
  /** The payout method by name: Google Pay, Paytm, PhonePe. */
  payout_method: z.string(),
  payout_number: z.string(),
  status: withdrawStatus,
  receipt_url: z.string(),
  /** Why it was cancelled (the player reads it). */
  reason: z.string(),
  created_at: z.string(),
  decided_at: nullableText,
});

/** How many requests one bulk decision may take. */
export const BULK_MAX = 50;

/** Request ids, comma-separated (`7,8,12`; the CLI's --ids), each once. */
const bulkIds = z.pipe(
  z.string({ error: 'ids: request numbers, comma-separated' }),
  z.transform((text: string, context) => {
    const ids = text.split(',').map((part) => part.trim()).filter(Boolean);
    if (ids.length === 0 || ids.length > BULK_MAX || ids.some((part) => !/^[1-9]\d{0,15}$/.test(part))) {
      context.issues.push({ code: 'custom', message: `request numbers, comma-separated (1 to ${BULK_MAX})`, input: text });
      return z.NEVER;
    }
    return [...new Set(ids.map(Number))];
  }),
);

/** Payout receipts, comma-separated (one per withdrawal, in the ids' order), each a https link or a 12-digit UTR. */
const bulkReceipts = z.pipe(
  z.string().check(z.maxLength(BULK_MAX * 510)),
  z.transform((text: string, context) => {
    const receipts = text.split(',').map((part) => part.trim());
    const problem = receipts.map((receipt, index) => [index + 1, receiptProblem(receipt)] as const).find(([, found]) => found);
    if (problem) {
      context.issues.push({ code: 'custom', message: `the ${problem[0]}. one: ${problem[1]}`, input: text });
      return z.NEVER;
    }
    return receipts;
  }),
);

/** What one request of a bulk decision came to: decided, waiting for a second approval, already so, or refused and why. */
const bulkOutcome = z.object({
  id: z.number(),
  outcome: z.enum(['approved', 'rejected', 'cancelled', 'waiting', 'unchanged', 'refused']),
  balance: z.nullable(z.number()),
  /** What happened, in words (a refusal: the server's reason). */
  message: z.string(),
});

const ledgerCheck = z.object({ checked: z.number(), mismatches: z.array(z.object({ user_id: z.number(), balance: z.number(), ledger_sum: z.number() })) });

const moneyBody = z.object({
  mobile,
  points: z.int().check(z.positive()),
  note: z.string().check(z.trim(), z.minLength(1, 'say why (the player sees it)'), z.maxLength(200)),
});

/** The money area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const MONEY_CALLS = {
  // Credits and debits.
  'wallet.credit': {
    method: 'POST',
    path: '/operator/wallet/credit',
    summary: "Credit a player's wallet (the note is in their passbook); above SECOND_APPROVAL_ABOVE it waits for a second operator",
    body: moneyBody,
    response: z.object({ mobile: z.string(), credited: z.number(), balance: z.number(), second_approval: z.optional(secondApproval) }),
  },
  'wallet.debit': {
    method: 'POST',
    path: '/operator/wallet/debit',
    summary: 'Debit a player’s wallet, e.g. to take back a wrong credit',
    body: moneyBody,
    response: z.object({ mobile: z.string(), debited: z.number(), balance: z.number() }),
  },
  'ledger.check': { method: 'GET', path: '/operator/ledger/check', summary: 'Every balance against the sum of its ledger entries', response: ledgerCheck },
  'deposits.list': {
    method: 'GET',
    path: '/operator/deposits',
    summary: 'Deposit requests, newest first',
    query: z.object({ status: z.optional(z.enum(DEPOSIT_STATUSES)), player }),
    response: z.object({ deposits: z.array(deposit) }),
  },
  'deposits.approve': {
    method: 'POST',
    path: '/operator/deposits/:id/approve',
    summary: 'Approve a deposit: the points are credited (above SECOND_APPROVAL_ABOVE, at a second operator’s approval)',
    params: z.object({ id }),
    response: z.object({ id: z.number(), status: z.enum(DEPOSIT_STATUSES), balance: z.nullable(z.number()), changed: z.boolean(), second_approval: z.optional(secondApproval) }),
  },
  'deposits.reject': {
    method: 'POST',
    path: '/operator/deposits/:id/reject',
    summary: 'Reject a deposit (the player reads the reason in their Deposit History)',
    params: z.object({ id }),
    body: z.object({ reason, note: z.optional(z.string()) }),
    response: z.object({ id: z.number(), status: z.enum(DEPOSIT_STATUSES), balance: z.nullable(z.number()), changed: z.boolean() }),
  },
  'deposits.bulk': {
    method: 'POST',
    path: '/operator/deposits/bulk',
    summary: `Approve or reject several deposits at once (up to ${BULK_MAX}): each is decided as alone (above SECOND_APPROVAL_ABOVE it waits in Approvals); the answer lists each outcome`,
    body: z.object({ ids: bulkIds, decision: z.enum(['approve', 'reject'], 'approve or reject'), reason: z.optional(reason), note: z.optional(z.string()) }),
    response: z.object({ outcomes: z.array(bulkOutcome) }),
  },
  'approvals.list': {
    method: 'GET',
    path: '/operator/approvals',
    summary: 'Credits and deposit approvals waiting for a second operator, oldest first, with who asked',
    response: z.object({ approvals: z.array(waitingApproval) }),
  },
  'approvals.approve': {
    method: 'POST',
    path: '/operator/approvals/:id/approve',
    summary: 'Give the second approval (another owner or cashier than the one who asked): the points are credited',
    params: z.object({ id }),
    body: z.object({ note: z.optional(z.string()) }),
    response: approvalOutcome,
  },
  'approvals.reject': {
    method: 'POST',
    path: '/operator/approvals/:id/reject',
    summary: 'Refuse what waits (either operator may): nothing is credited; a deposit is rejected with the reason',
    params: z.object({ id }),
    body: z.object({ reason: rejection, note: z.optional(z.string()) }),
    response: approvalOutcome,
  },
  'withdrawals.list': {
    method: 'GET',
    path: '/operator/withdrawals',
    summary: `Withdraw requests, newest first (status ${Object.entries(WITHDRAW_STATUS).map(([name, value]) => `${value} ${name}`).join(', ')})`,
    query: z.object({ status: z.optional(withdrawStatus), player }),
    response: z.object({ withdrawals: z.array(withdrawal) }),
  },
  'withdrawals.approve': {
    method: 'POST',
    path: '/operator/withdrawals/:id/approve',
    summary: 'Mark a withdrawal paid, with where the money went (the payment’s https link or its 12-digit UTR reference)',
    params: z.object({ id }),
    body: z.object({ receipt, note: z.optional(z.string()) }),
    response: z.object({ id: z.number(), status: withdrawStatus, balance: z.optional(z.number()), changed: z.boolean() }),
  },
  'withdrawals.cancel': {
    method: 'POST',
    path: '/operator/withdrawals/:id/cancel',
    summary: 'Cancel a withdrawal: the points go back, the player reads the reason',
    params: z.object({ id }),
    body: z.object({ reason, note: z.optional(z.string()) }),
    response: z.object({ id: z.number(), status: withdrawStatus, balance: z.optional(z.number()), changed: z.boolean() }),
  },
  'withdrawals.bulk': {
    method: 'POST',
    path: '/operator/withdrawals/bulk',
    summary: `Mark several withdrawals paid (receipts, comma-separated, in the ids' order) or cancel them (one reason), up to ${BULK_MAX}; the answer lists each outcome`,
    body: z.object({
      ids: bulkIds,
      decision: z.enum(['approve', 'cancel'], 'approve or cancel'),
      receipts: z.optional(bulkReceipts),
      reason: z.optional(reason),
      note: z.optional(z.string()),
    }),
    response: z.object({ outcomes: z.array(bulkOutcome) }),
  },
} as const satisfies Record<string, OperatorCallSpec>;

/** What one request of a bulk decision came to. */
export type BulkOutcome = z.output<typeof bulkOutcome>;

// The answers' shapes the console names.
export type OperatorDeposit = z.output<typeof deposit>;
export type OperatorWithdrawal = z.output<typeof withdrawal>;
export type WaitingApproval = z.output<typeof waitingApproval>;
