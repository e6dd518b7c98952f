/**
 * Automatic deposits, the operator contract's payments area (docs/operations.md, "Automatic deposits"): the feed that
 * posts payments (a forwarder app with a feed token), a bank statement's import, what the matcher did with each
 * payment, the cashier's decisions on what it left, and a day's reconciliation.
 */
import * as z from '../zod';
import { UTR_PATTERN } from '../domain/money-rules';
import { day, id, mobile, note, nullableText, tokenName, type OperatorCallSpec } from './operator-fields';

/**
 * What the matcher made of a payment: `matched` (a deposit request was credited with it, or had been), `review` (a
 * cashier decides: `reason` says why), `unmatched` (no request claims it yet), `unreadable` (a text the parser could
 * not read), `dismissed` (a cashier set it aside, with the reason).
 */
export const PAYMENT_STATUSES = ['unmatched', 'matched', 'review', 'unreadable', 'dismissed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The console's views of the payments: all of a day as they came, and one per thing a cashier looks for. */
export const PAYMENT_VIEWS = ['feed', 'matched', 'review', 'unclaimed', 'unreadable'] as const;
export type PaymentView = (typeof PAYMENT_VIEWS)[number];

/**
 * What a cashier can do with a payment the matcher left. A request it was matched to is approved or rejected as any
 * deposit (`deposits.approve`, `deposits.reject`: the limits and second approvals apply), and the payment follows.
 */
export const PAYMENT_ACTIONS = {
  /** A request whose amount differs: it takes the amount paid, then the matcher credits it as any exact match. */
  credit_paid: 'credit the amount paid',
  /** An unclaimed payment: a deposit of that player (`mobile`) with its UTR, matched at once. */
  assign: 'credit it to a player',
  /** An unreadable text: its UTR and amount as the cashier reads them, then matched as any payment. */
  read: 'enter its UTR and amount',
  /** Not a player's deposit (refunded outside the app, not ours): kept, with the reason; a request it was matched to waits again. */
  dismiss: 'set it aside',
} as const;
export type PaymentAction = keyof typeof PAYMENT_ACTIONS;

const utr = z.string().check(z.trim(), z.regex(UTR_PATTERN, 'the UTR is the payment’s 12-digit reference'));
const points = z.int('the amount is whole points (rupees)').check(z.positive('the amount is whole points above 0'), z.lte(1_000_000_000, 'the amount is too large'));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

const payment = z.object({
  id: z.number(),
  utr: nullableText,
  amount: z.nullable(z.number()),
  paid_at: nullableText,
  payer_upi: z.string(),
  payer_name: z.string(),
  /** Where it came from (`feed: shop phone`, `statement: hdfc-nov.csv`): one payment, however many sources told it. */
  sources: z.array(z.string()),
  status: z.enum(PAYMENT_STATUSES),
  /** Why it waits for a cashier, or how it was decided. */
  reason: z.string(),
  /** The deposit request it matched, and that request's player and amount. */
  deposit_id: z.nullable(z.number()),
  player: nullableText,
  requested: z.nullable(z.number()),
  /** The text as it came (an SMS), for an unreadable one. */
  raw: z.string(),
  received_at: z.string(),
  decided_at: nullableText,
  /** Unmatched for more than 24 hours: nobody has claimed it. */
  unclaimed: z.boolean(),
});

/** A pending deposit request with no payment after DEPOSIT_PAYMENT_WAIT: a cashier looks. */
const overdueDeposit = z.object({ id: z.number(), player: z.string(), amount: z.number(), utr: z.string(), created_at: z.string() });

const sums = z.object({ count: z.number(), points: z.number() });
const reconciliation = z.object({
  date: z.string(),
  /** Payments received that day (readable ones: an amount). */
  received: sums,
  /** Of them: credited to a deposit request (automatically or by a cashier). */
  credited: sums,
  unclaimed: sums,
  to_review: sums,
  dismissed: sums,
  /** Texts that could not be read (no amount to count). */
  unreadable: z.number(),
  /** received = credited + unclaimed + to_review + dismissed. */
  balanced: z.boolean(),
  /** The ledger's deposit entries for the payments credited that day: equal to `credited.points` when it ties out. */
  ledger_deposits: z.number(),
  ties_out: z.boolean(),
});

const feedToken = z.object({ name: z.string(), created_at: z.string(), created_by: z.string(), last_used_at: nullableText, revoked_at: nullableText, signed: z.boolean() });

/** What an import or a feed post did: new payments, ones already known, matched, left for review, rows skipped. */
const importOutcome = z.object({
  format: z.string(),
  rows: z.number(),
  added: z.number(),
  known: z.number(),
  matched: z.number(),
  to_review: z.number(),
  skipped: z.array(z.object({ line: z.number(), reason: z.string() })),
});

export const PAYMENT_CALLS = {
  'feed-tokens.list': { method: 'GET', path: '/operator/feed-tokens', summary: 'Feed tokens (never the token itself)', response: z.object({ feed_tokens: z.array(feedToken) }) },
  'feed-tokens.create': {
    method: 'POST',
    path: '/operator/feed-tokens',
    summary: 'A token that may only post payments (a forwarder app on the shop phone): printed once; signed: with a secret its posts are signed with (X-Matka-Signature)',
    body: z.object({ name: tokenName, signed: z.optional(z.boolean()), note: z.optional(z.string()) }),
    response: z.object({ feed_token: z.extend(feedToken, { token: z.string(), signing_secret: z.optional(z.string()) }) }),
  },
  'feed-tokens.revoke': {
    method: 'POST',
    path: '/operator/feed-tokens/revoke',
    summary: 'Revoke a feed token: its next post is refused, on every instance',
    body: z.object({ name: tokenName, note: z.optional(z.string()) }),
    response: z.object({ feed_token: feedToken }),
  },
  'payments.post': {
    method: 'POST',
    path: '/operator/payments',
    summary: 'A payment received: its fields (utr, amount, paid_at, payer_upi, payer_name) or the credit SMS as it came (sms)',
    body: z.object({
      utr: z.optional(utr),
      amount: z.optional(points),
      paid_at: z.optional(text(40)),
      payer_upi: z.optional(text(100)),
      payer_name: z.optional(text(100)),
      sms: z.optional(z.string().check(z.trim(), z.minLength(1, 'the SMS is empty'), z.maxLength(2000))),
      note: z.optional(z.string()),
    }),
    response: z.object({ payment, known: z.boolean() }),
  },
  'payments.import': {
    method: 'POST',
    path: '/operator/payments/import',
    summary: 'A bank statement’s CSV export: every credit with a UTR becomes a payment, matched as the feed’s are',
    body: z.object({ csv: z.string().check(z.minLength(1, 'the statement is empty')), file: z.optional(text(200)), note }),
    response: importOutcome,
  },
  'payments.list': {
    method: 'GET',
    path: '/operator/payments',
    summary: `Payments received, newest first, by view (${PAYMENT_VIEWS.join(', ')}); review also lists requests with no payment after DEPOSIT_PAYMENT_WAIT`,
    query: z.object({ view: z.optional(z.enum(PAYMENT_VIEWS)), date: day }),
    response: z.object({ payments: z.array(payment), counts: z.record(z.enum(PAYMENT_VIEWS), z.number()), overdue_deposits: z.array(overdueDeposit) }),
  },
  'payments.resolve': {
    method: 'POST',
    path: '/operator/payments/:id/resolve',
    summary: `A cashier’s decision on a payment: ${Object.entries(PAYMENT_ACTIONS).map(([action, what]) => `${action} (${what})`).join(', ')}`,
    params: z.object({ id }),
    body: z.object({
      action: z.enum(Object.keys(PAYMENT_ACTIONS) as [PaymentAction, ...PaymentAction[]]),
      mobile: z.optional(mobile),
      utr: z.optional(utr),
      amount: z.optional(points),
      reason: z.optional(text(200)),
      note: z.optional(z.string()),
    }),
    response: z.object({ payment }),
  },
  'payments.reconcile': {
    method: 'GET',
    path: '/operator/payments/reconciliation',
    summary: 'A day’s payments: received = credited + unclaimed + to review + dismissed, tied out with the ledger’s deposits',
    query: z.object({ date: day, format: z.optional(z.enum(['json', 'csv'])) }),
    csv: 'format',
    response: reconciliation,
  },
} as const satisfies Record<string, OperatorCallSpec>;

export type OperatorPayment = z.output<typeof payment>;
export type FeedToken = z.output<typeof feedToken>;
export type PaymentsImported = z.output<typeof importOutcome>;
