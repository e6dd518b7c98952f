import type { PaymentAction, PaymentView } from '@matka/shared-kernel/operator-contract';
import type { Database, Queryable } from '../../db/database';
import { InvalidInput, NotFound, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { findUserById, findUserByMobile } from '../accounts/accounts.repository';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { pts, recordAction, type AuditContext } from '../operator/audit.repository';
import { MAX_BALANCE, credit } from '../wallet/ledger';
import { WALLET_MESSAGES } from '../wallet/messages';
import {
  approveAutomatically,
  insertDeposit,
  lockClaimByUtr,
  lockClaimsWithoutUtr,
  overdueDeposits,
  setDepositAmount,
  type ClaimRow,
} from '../wallet/money-requests.repository';
import { depositEntriesTotal } from '../wallet/transactions.repository';
import { parseStatement } from './bank-statement';
import { readCreditSms } from './credit-sms';
import { istDayBounds } from './ist-day';
import { MATCH_REASONS, decideMatch, paidFromSaved, type MatchDecision } from './payment-match';
import {
  addSource,
  countPayments,
  findPayment,
  insertPayment,
  listPayments,
  lockMatching,
  lockPaymentByUtr,
  lockPaymentOfDeposit,
  lockWaitingPayments,
  reconcileDay,
  setPaymentFacts,
  setPaymentOutcome,
  type PaymentFacts,
  type PaymentRow,
} from './payments.repository';

/** A payment nobody has claimed for this long is "unclaimed": a cashier looks. */
export const UNCLAIMED_AFTER_MS = 24 * 3_600_000;
/** A request filed without a UTR is matched only to a payment from the player's own UPI id received this recently. */
export const UTRLESS_WINDOW_MS = 10 * 60_000;

export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  /** The most points the matcher credits alone (AUTO_APPROVE_MAX). */
  approveMax: number;
  /** How long a request waits for its payment before a cashier looks (DEPOSIT_PAYMENT_WAIT). */
  paymentWaitMs: number;
}

/** What a source posts: a payment's fields, or the SMS as it came. */
export type PaymentInput =
  | { utr: string; amount: number; paidAt?: string; payerUpi?: string; payerName?: string }
  | { sms: string };

/** What became of a request as it was filed: credited at once, left to a cashier, or waiting for its payment. */
export type FiledOutcome = 'credited' | 'review' | 'waiting';

/** A payment as the operators' answers carry it. */
const shown = (row: PaymentRow, now: Date) => ({
  id: row.id,
  utr: row.utr,
  amount: row.amount,
  paid_at: row.paid_at?.toISOString() ?? null,
  payer_upi: row.payer_upi,
  payer_name: row.payer_name,
  sources: row.sources,
  status: row.status,
  reason: row.reason,
  deposit_id: row.deposit_id,
  player: row.player,
  requested: row.requested,
  raw: row.raw,
  received_at: row.received_at.toISOString(),
  decided_at: row.decided_at?.toISOString() ?? null,
  unclaimed: row.status === 'unmatched' && now.getTime() - row.received_at.getTime() > UNCLAIMED_AFTER_MS,
});

/** A date the feed sent, if it is one; a text that is no date is kept out rather than refused (the UTR is what counts). */
const dateOf = (text: string | undefined): Date | null => {
  if (!text) return null;
  // A day alone is that day in India.
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+05:30` : text);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * Automatic deposits: payments received (a feed, a statement) are matched to the players' deposit requests by UTR and
 * amount, in the transaction that records them, and credited through the ledger when nothing is in doubt; a cashier
 * gets the rest with the reason. Every step holds the matching locks (`lockMatching`) of its amount and UTR, so a
 * payment and its request arriving together on two instances meet once: exactly one credit.
 */
export function paymentsService(deps: PaymentsDeps) {
  const { db, clock } = deps;

  /** Carries out the matcher's decision for a payment and the request that claims it (inside the caller's transaction). */
  async function apply(tx: Queryable, payment: { id: number; utr: string; amount: number }, claim: ClaimRow | null, decision: MatchDecision, source: string) {
    if (decision.kind === 'wait' || !claim) return;
    if (decision.kind === 'proof') {
      await setPaymentOutcome(tx, payment.id, { status: 'matched', reason: MATCH_REASONS.proof, depositId: claim.id, decided: true });
      return;
    }
    if (decision.kind === 'review') {
      await setPaymentOutcome(tx, payment.id, { status: 'review', reason: decision.reason, depositId: claim.id, decided: false });
      return;
    }
    const player = await findUserById(tx, claim.user_id);
    if (!player || player.balance + payment.amount > MAX_BALANCE) {
      await setPaymentOutcome(tx, payment.id, { status: 'review', reason: MATCH_REASONS.noRoom, depositId: claim.id, decided: false });
      return;
    }
    await approveAutomatically(tx, claim.id, payment.utr);
    const balance = await credit(tx, claim.user_id, payment.amount, 'deposit', WALLET_MESSAGES.depositCredited(claim.id, true));
    const reason = MATCH_REASONS.automatic(source);
    await setPaymentOutcome(tx, payment.id, { status: 'matched', reason, depositId: claim.id, decided: true });
    await recordAction(tx, { actor: reason, note: '' }, {
      action: 'deposit approve',
      target: `#${claim.id} ${claim.mobile} ${payment.amount} pts`,
      outcome: { id: claim.id, payment: payment.id, utr: payment.utr, balance },
      player: claim.mobile,
      change: `${pts(payment.amount)} credited automatically (UTR ${payment.utr}), balance ${pts(balance)}`,
    });
  }

  /** Matches an unmatched payment: to the request carrying its UTR, or to the one request of its amount filed without a UTR from the payer's saved number. */
  async function matchPayment(tx: Queryable, payment: { id: number; utr: string; amount: number; payerUpi: string }, source: string) {
    let claim = await lockClaimByUtr(tx, payment.utr);
    if (!claim) {
      const since = new Date(clock().getTime() - UTRLESS_WINDOW_MS);
      const candidates = (await lockClaimsWithoutUtr(tx, payment.amount, since)).filter((request) => paidFromSaved(payment.payerUpi, request.saved));
      if (candidates.length === 1) claim = candidates[0] ?? null;
    }
    await apply(tx, payment, claim, decideMatch(payment.amount, claim, deps.approveMax), source);
  }

  /** Records one payment from `source` and matches it, in the caller's transaction. `known`: its UTR was recorded before. */
  async function record(tx: Queryable, facts: PaymentFacts, source: string): Promise<{ id: number; known: boolean; status: string }> {
    if (facts.utr === null || facts.amount === null) {
      const id = await insertPayment(tx, facts, source, 'unreadable', clock());
      if (facts.reason) await setPaymentOutcome(tx, id, { status: 'unreadable', reason: facts.reason, depositId: null, decided: false });
      return { id, known: false, status: 'unreadable' };
    }
    await lockMatching(tx, { amount: facts.amount, utr: facts.utr });
    const existing = await lockPaymentByUtr(tx, facts.utr);
    if (existing) {
      await addSource(tx, existing.id, facts, source);
      if (existing.amount !== facts.amount && existing.status !== 'matched' && existing.status !== 'dismissed') {
        const reason = `sources disagree on the amount: ${existing.sources.join(', ')} said ${existing.amount}, ${source} says ${facts.amount}`;
        await setPaymentOutcome(tx, existing.id, { status: 'review', reason, depositId: existing.deposit_id, decided: false });
        return { id: existing.id, known: true, status: 'review' };
      }
      return { id: existing.id, known: true, status: existing.status };
    }
    const id = await insertPayment(tx, facts, source, 'unmatched', clock());
    await matchPayment(tx, { id, utr: facts.utr, amount: facts.amount, payerUpi: facts.payerUpi }, source);
    const after = await findPayment(tx, id);
    return { id, known: false, status: after?.status ?? 'unmatched' };
  }

  /** What a post tells: a payment's fields, or an SMS read by the table of formats (unreadable: kept for a cashier). */
  function factsOf(input: PaymentInput): PaymentFacts {
    if ('sms' in input) {
      const reading = readCreditSms(input.sms);
      if (!reading.readable) return { utr: null, amount: null, paidAt: null, payerUpi: '', payerName: '', raw: input.sms, reason: reading.reason };
      const parsed = reading.payment;
      return { utr: parsed.utr, amount: parsed.amount, paidAt: dateOf(parsed.paidAt), payerUpi: parsed.payerUpi ?? '', payerName: parsed.payerName ?? '', raw: input.sms };
    }
    return { utr: input.utr, amount: input.amount, paidAt: dateOf(input.paidAt), payerUpi: input.payerUpi ?? '', payerName: input.payerName ?? '', raw: '' };
  }

  const view = async (id: number) => {
    const row = await findPayment(db, id);
    if (!row) throw new NotFound(`No payment ${id}`, 'not_found');
    return shown(row, clock());
  };

  return {
    /** A payment from a feed (`feed: shop phone`) or an operator: recorded once per UTR, matched at once. */
    async receive(input: PaymentInput, source: string) {
      const recorded = await db.transaction((tx) => record(tx, factsOf(input), source));
      return { payment: await view(recorded.id), known: recorded.known };
    },

    /** A bank statement's CSV: each credit with a UTR recorded and matched as the feed's are, each row in its own transaction. */
    async importStatement(csv: string, file: string, audit: AuditContext) {
      // A statement it cannot read is an InvalidInput naming what it needs (a 400).
      const statement = parseStatement(csv);
      const source = `statement: ${file || statement.format}`;
      const outcome = { format: statement.format, rows: statement.rows.length + statement.skipped.length, added: 0, known: 0, matched: 0, to_review: 0, skipped: statement.skipped };
      for (const row of statement.rows) {
        const facts: PaymentFacts = { utr: row.utr, amount: row.amount, paidAt: dateOf(row.paidAt), payerUpi: row.payerUpi ?? '', payerName: row.payerName ?? '', raw: row.narration };
        const recorded = await db.transaction((tx) => record(tx, facts, source));
        if (recorded.known) outcome.known += 1;
        else outcome.added += 1;
        if (!recorded.known && recorded.status === 'matched') outcome.matched += 1;
        if (recorded.status === 'review') outcome.to_review += 1;
      }
      await recordAction(db, audit, {
        action: 'payments import',
        target: source,
        outcome: { ...outcome, skipped: outcome.skipped.length },
        change: `${outcome.added} new payments (${outcome.matched} credited), ${outcome.known} known, ${outcome.to_review} to review, ${outcome.skipped.length} rows skipped`,
      });
      return outcome;
    },

    /**
     * A deposit request being filed (in its transaction): matched at once to a payment that arrived before it — by its
     * UTR, or when it has none, to the only unmatched payment of its amount from the player's own saved UPI number in
     * the last 10 minutes.
     */
    async filed(tx: Queryable, request: { id: number; userId: number; amount: number; utr: string }): Promise<FiledOutcome> {
      await lockMatching(tx, { amount: request.amount, utr: request.utr || null });
      const player = await findUserById(tx, request.userId);
      if (!player) return 'waiting';
      let payment: PaymentRow | null = null;
      if (request.utr) {
        payment = await lockPaymentByUtr(tx, request.utr);
      } else {
        const saved = [player.googlePayNumber, player.paytmNumber, player.phonepeNumber];
        const since = new Date(clock().getTime() - UTRLESS_WINDOW_MS);
        const candidates = (await lockWaitingPayments(tx, request.amount, since)).filter((row) => paidFromSaved(row.payer_upi, saved));
        if (candidates.length === 1) payment = candidates[0] ?? null;
      }
      if (!payment || payment.status !== 'unmatched' || payment.utr === null || payment.amount === null) return 'waiting';
      const claim: ClaimRow = { id: request.id, user_id: request.userId, mobile: player.mobile, amount: request.amount, utr: request.utr, status: 'pending' };
      const decision = decideMatch(payment.amount, claim, deps.approveMax);
      await apply(tx, { id: payment.id, utr: payment.utr, amount: payment.amount }, claim, decision, payment.sources[0] ?? 'payment');
      const after = await findPayment(tx, payment.id);
      return after?.status === 'matched' ? 'credited' : after?.status === 'review' ? 'review' : 'waiting';
    },

    /**
     * A cashier decided a deposit request (in their transaction): a payment linked to it follows — approved, it is the
     * request's proof (matched); rejected, it waits for another request again.
     */
    async decided(tx: Queryable, depositId: number, approved: boolean, by: string): Promise<void> {
      const payment = await lockPaymentOfDeposit(tx, depositId);
      if (!payment) return;
      if (approved) await setPaymentOutcome(tx, payment.id, { status: 'matched', reason: `approved by ${by}`, depositId, decided: true });
      else await setPaymentOutcome(tx, payment.id, { status: 'unmatched', reason: `request #${depositId} rejected by ${by}`, depositId: null, decided: false });
    },

    /** A cashier's decision on a payment the matcher left (PAYMENT_ACTIONS). */
    async resolve(id: number, action: PaymentAction, input: { mobile?: string; utr?: string; amount?: number; reason?: string }, audit: AuditContext) {
      await db.transaction(async (tx) => {
        const known = await findPayment(tx, id);
        if (!known) throw new NotFound(`No payment ${id}`, 'not_found');
        await lockMatching(tx, { amount: input.amount ?? known.amount, utr: input.utr ?? known.utr });
        const payment = (await findPayment(tx, id, true)) ?? known;
        const target = `payment #${id}${payment.utr ? ` UTR ${payment.utr}` : ''}`;
        const source = `cashier: ${audit.actor}`;
        if (action === 'dismiss') {
          if (payment.status === 'matched') throw new StateConflict(`Payment ${id} credited deposit #${payment.deposit_id}: it cannot be set aside`, 'already_matched');
          if (!input.reason) throw new InvalidInput('Say why it is set aside', 'reason_required');
          await setPaymentOutcome(tx, id, { status: 'dismissed', reason: input.reason, depositId: null, decided: true });
        } else if (action === 'read') {
          if (payment.status !== 'unreadable') throw new StateConflict(`Payment ${id} was read already`, 'not_unreadable');
          if (!input.utr || !input.amount) throw new InvalidInput('Give the UTR (12 digits) and the amount', 'facts_required');
          const twin = await lockPaymentByUtr(tx, input.utr);
          if (twin) {
            await setPaymentOutcome(tx, id, { status: 'dismissed', reason: `the same payment as #${twin.id} (UTR ${input.utr})`, depositId: null, decided: true });
          } else {
            await setPaymentFacts(tx, id, { utr: input.utr, amount: input.amount });
            await setPaymentOutcome(tx, id, { status: 'unmatched', reason: '', depositId: null, decided: false });
            await matchPayment(tx, { id, utr: input.utr, amount: input.amount, payerUpi: payment.payer_upi }, source);
          }
        } else if (action === 'credit_paid') {
          if (payment.status !== 'review' || payment.deposit_id === null || payment.amount === null || payment.utr === null) {
            throw new StateConflict(`Payment ${id} is not waiting on a request's amount`, 'not_in_review');
          }
          await setDepositAmount(tx, payment.deposit_id, payment.amount);
          await setPaymentOutcome(tx, id, { status: 'unmatched', reason: '', depositId: null, decided: false });
          await matchPayment(tx, { id, utr: payment.utr, amount: payment.amount, payerUpi: payment.payer_upi }, source);
        } else {
          if (payment.status !== 'unmatched' || payment.utr === null || payment.amount === null) throw new StateConflict(`Payment ${id} is not unclaimed`, 'not_unclaimed');
          if (!input.mobile) throw new InvalidInput('Name the player (mobile) to credit', 'mobile_required');
          const player = await findUserByMobile(tx, input.mobile);
          if (!player) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
          await insertDeposit(tx, { userId: player.id, amount: payment.amount, method: 'assigned', utr: payment.utr });
          await matchPayment(tx, { id, utr: payment.utr, amount: payment.amount, payerUpi: payment.payer_upi }, source);
        }
        const after = await findPayment(tx, id);
        await recordAction(tx, audit, { action: `payment ${action}`, target, outcome: { status: after?.status, reason: after?.reason, deposit: after?.deposit_id }, player: after?.player ?? input.mobile ?? '', change: `${after?.status}: ${after?.reason}` });
      });
      return { payment: await view(id) };
    },

    /** A view of the payments (a day's, or the latest), the counts of every view, and the overdue requests (review). */
    async list(which: PaymentView, date: string | undefined) {
      const now = clock();
      const unclaimedBefore = new Date(now.getTime() - UNCLAIMED_AFTER_MS);
      const rows = await listPayments(db, which, date ? istDayBounds(date) : null, unclaimedBefore);
      const overdue = which === 'review' ? await overdueDeposits(db, new Date(now.getTime() - deps.paymentWaitMs)) : [];
      return {
        payments: rows.map((row) => shown(row, now)),
        counts: await countPayments(db, unclaimedBefore),
        overdue_deposits: overdue.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
      };
    },

    /** A day's reconciliation: received = credited + unclaimed + to review + dismissed, and the ledger's deposits for what was credited. */
    async reconcile(date: string) {
      const day = await reconcileDay(db, istDayBounds(date));
      const notes = day.credits.map((entry) => WALLET_MESSAGES.depositCredited(entry.depositId, entry.automatic));
      const ledger = await depositEntriesTotal(db, notes);
      const accounted = day.credited.points + day.unmatched.points + day.review.points + day.dismissed.points;
      return {
        date,
        received: day.received,
        credited: day.credited,
        unclaimed: day.unmatched,
        to_review: day.review,
        dismissed: day.dismissed,
        unreadable: day.unreadable,
        balanced: accounted === day.received.points && day.credited.count + day.unmatched.count + day.review.count + day.dismissed.count === day.received.count,
        ledger_deposits: ledger,
        ties_out: ledger === day.credited.points,
      };
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
