import type { PaymentAction, PaymentStatus, PaymentView } from '@matka/shared-kernel/operator-contract';
import type { Database, Queryable } from '../../db/database';
import { InvalidInput, NotFound, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { balancesOf, findUserById, findUserByMobile } from '../accounts/accounts.repository';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { pts, recordAction, recordActions, type AuditContext } from '../audit.repository';
import { MAX_BALANCE, postMany } from '../wallet/ledger';
import { WALLET_MESSAGES } from '../wallet/messages';
import { approveAutomatically, insertDeposit, lockClaimsByUtr, lockClaimsWithoutUtr, overdueDeposits, setDepositAmount, type ClaimRow } from '../wallet/money-requests.repository';
import { depositEntriesTotal } from '../wallet/transactions.repository';
import type { PlayerNotifier } from '../push/push.service';
import { parseStatement } from './bank-statement';
import { readCreditSms } from './credit-sms';
import { istDayBounds } from './ist-day';
import { MATCH_REASONS, decideMatch, paidFromSaved, type MatchDecision } from './payment-match';
import {
  addSources,
  countPayments,
  findPayment,
  insertPayment,
  insertPayments,
  listPayments,
  lockMatching,
  lockPaymentOfDeposit,
  lockPaymentsByUtr,
  lockWaitingPayments,
  reconcileDay,
  setPaymentFacts,
  setPaymentOutcome,
  setPaymentOutcomes,
  statusesOf,
  type PaymentFacts,
  type PaymentOutcome,
  type PaymentRow,
} from './payments.repository';

/** A payment nobody has claimed for this long is "unclaimed": a cashier looks. */
export const UNCLAIMED_AFTER_MS = 24 * 3_600_000;
/** Statement rows recorded and matched per transaction. */
const IMPORT_CHUNK = 500;
/** A request filed without a UTR is matched only to a payment from the player's own UPI id received this recently. */
export const UTRLESS_WINDOW_MS = 10 * 60_000;

export interface PaymentsDeps {
  db: Database;
  clock: Clock;
  /** The most points the matcher credits alone (AUTO_APPROVE_MAX). */
  approveMax: number;
  /** How long a request waits for its payment before a cashier looks (DEPOSIT_PAYMENT_WAIT). */
  paymentWaitMs: number;
  /** Tells players their deposit was approved (features/push). */
  notify?: PlayerNotifier;
}

/** What a source posts: a payment's fields, or the SMS as it came. */
export type PaymentInput =
  | { utr: string; amount: number; paidAt?: string; payerUpi?: string; payerName?: string }
  | { sms: string };

/** A recorded payment the matcher works with: readable, so with its UTR and amount. */
interface Matchable {
  id: number;
  utr: string;
  amount: number;
  payerUpi: string;
}

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

  /**
   * Carries out the matcher's decisions, each for a payment and the request that claims it, inside the caller's
   * transaction, in a few statements whatever their number: proofs and reviews recorded; credits approved, paid through
   * the ledger's `postMany` (an entry per deposit) and audited. A player whose wallet cannot hold their credits gets a
   * cashier's look instead.
   */
  async function apply(tx: Queryable, decided: ReadonlyArray<{ payment: Matchable; claim: ClaimRow | null; decision: MatchDecision }>, source: string) {
    const outcomes: PaymentOutcome[] = [];
    const credits: Array<{ payment: Matchable; claim: ClaimRow }> = [];
    for (const { payment, claim, decision } of decided) {
      if (decision.kind === 'wait' || !claim) continue;
      if (decision.kind === 'proof') outcomes.push({ id: payment.id, status: 'matched', reason: MATCH_REASONS.proof, depositId: claim.id, decided: true });
      else if (decision.kind === 'review') outcomes.push({ id: payment.id, status: 'review', reason: decision.reason, depositId: claim.id, decided: false });
      else credits.push({ payment, claim });
    }
    const balances = await balancesOf(tx, credits.map(({ claim }) => claim.user_id));
    const owed = new Map<number, number>();
    for (const { payment, claim } of credits) owed.set(claim.user_id, (owed.get(claim.user_id) ?? 0) + payment.amount);
    const fits = ({ claim }: { claim: ClaimRow }) => (balances.get(claim.user_id) ?? MAX_BALANCE) + (owed.get(claim.user_id) ?? 0) <= MAX_BALANCE;
    for (const { payment, claim } of credits.filter((credit) => !fits(credit))) {
      outcomes.push({ id: payment.id, status: 'review', reason: MATCH_REASONS.noRoom, depositId: claim.id, decided: false });
    }
    const paid = credits.filter(fits);
    const reason = MATCH_REASONS.automatic(source);
    if (paid.length > 0) {
      await approveAutomatically(tx, paid.map(({ payment, claim }) => ({ id: claim.id, utr: payment.utr })));
      const posted = await postMany(tx, 'credit', 'deposit', {
        sql: 'SELECT user_id, points, note, seq FROM unnest($1::bigint[], $2::bigint[], $3::text[], $4::bigint[]) AS d (user_id, points, note, seq)',
        params: [
          paid.map(({ claim }) => claim.user_id),
          paid.map(({ payment }) => payment.amount),
          paid.map(({ claim }) => WALLET_MESSAGES.depositCredited(claim.id, true)),
          paid.map(({ claim }) => claim.id),
        ],
      });
      // Room was checked above, before the ledger's locks: a wallet filled meanwhile makes the ledger refuse, and throwing
      // undoes the whole batch (the feed posts it again; nothing is half credited).
      if (posted.refused) throw new Error(`automatic deposits: the ledger refused ${posted.refused.map((player) => player.mobile).join(', ')}`);
      for (const { payment, claim } of paid) outcomes.push({ id: payment.id, status: 'matched', reason, depositId: claim.id, decided: true });
      await deps.notify?.money(tx, paid.map(({ payment, claim }) => ({ userId: claim.user_id, event: { kind: 'deposit approved', amount: payment.amount } })));
    }
    await setPaymentOutcomes(tx, outcomes);
    await recordActions(
      tx,
      { actor: reason, note: '' },
      paid.map(({ payment, claim }) => ({
        action: 'deposit approve',
        target: `#${claim.id} ${claim.mobile} ${payment.amount} pts`,
        outcome: { id: claim.id, payment: payment.id, utr: payment.utr },
        player: claim.mobile,
        change: `${pts(payment.amount)} credited automatically (UTR ${payment.utr})`,
      })),
    );
  }

  /**
   * Matches unmatched payments (their amounts and UTRs locked by the caller): each to the request carrying its UTR, or
   * else to the one request of its amount filed without a UTR from the payer's saved number in the last 10 minutes,
   * taken in the payments' order, so one request goes to one payment.
   */
  async function matchPayments(tx: Queryable, payments: readonly Matchable[], source: string) {
    const byUtr = await lockClaimsByUtr(tx, payments.map((payment) => payment.utr));
    const open = payments.filter((payment) => !byUtr.has(payment.utr) && payment.payerUpi !== '');
    const since = new Date(clock().getTime() - UTRLESS_WINDOW_MS);
    const waiting = await lockClaimsWithoutUtr(tx, [...new Set(open.map((payment) => payment.amount))], since);
    const taken = new Set<number>();
    const decided = payments.map((payment) => {
      let claim = byUtr.get(payment.utr) ?? null;
      if (!claim && payment.payerUpi !== '') {
        const candidates = waiting.filter((request) => request.amount === payment.amount && !taken.has(request.id) && paidFromSaved(payment.payerUpi, request.saved));
        if (candidates.length === 1) claim = candidates[0] ?? null;
      }
      if (claim) taken.add(claim.id);
      return { payment, claim, decision: decideMatch(payment.amount, claim, deps.approveMax) };
    });
    await apply(tx, decided, source);
  }

  /**
   * Records payments from `source` and matches the new ones, in the caller's transaction: one row per UTR (a UTR
   * seen before gains the source; a second mention in the same batch is that same payment), unreadable texts kept.
   * Returns, for each fact in order, its payment's id, whether its UTR was known, and its status now.
   */
  async function record(tx: Queryable, batch: readonly PaymentFacts[], source: string): Promise<Array<{ id: number; known: boolean; status: PaymentStatus }>> {
    const readable = batch.filter((facts): facts is PaymentFacts & { utr: string; amount: number } => facts.utr !== null && facts.amount !== null);
    await lockMatching(tx, { amounts: readable.map((facts) => facts.amount), utrs: readable.map((facts) => facts.utr) });
    const existing = await lockPaymentsByUtr(tx, readable.map((facts) => facts.utr));
    const firsts = new Map<string, PaymentFacts & { utr: string; amount: number }>();
    for (const facts of readable) if (!existing.has(facts.utr) && !firsts.has(facts.utr)) firsts.set(facts.utr, facts);
    await addSources(tx, readable.flatMap((facts) => (existing.has(facts.utr) ? [{ id: existing.get(facts.utr)!.id, facts }] : [])), source);
    for (const facts of readable) {
      const known = existing.get(facts.utr);
      if (known && known.amount !== facts.amount && known.status !== 'matched' && known.status !== 'dismissed') {
        const reason = `sources disagree on the amount: ${known.sources.join(', ')} said ${known.amount}, ${source} says ${facts.amount}`;
        await setPaymentOutcome(tx, known.id, { status: 'review', reason, depositId: known.deposit_id, decided: false });
      }
    }
    const added = await insertPayments(tx, [...firsts.values()], source, clock());
    await matchPayments(tx, [...firsts.values()].map((facts) => ({ id: added.get(facts.utr)!, utr: facts.utr, amount: facts.amount, payerUpi: facts.payerUpi })), source);
    const unreadable = new Map<PaymentFacts, number>();
    for (const facts of batch) if (facts.utr === null || facts.amount === null) unreadable.set(facts, await insertPayment(tx, facts, source, 'unreadable', clock()));
    const idOf = (facts: PaymentFacts) => unreadable.get(facts) ?? existing.get(facts.utr ?? '')?.id ?? added.get(facts.utr ?? '') ?? 0;
    const statuses = await statusesOf(tx, batch.map(idOf));
    const seen = new Set<string>();
    return batch.map((facts) => {
      const id = idOf(facts);
      const known = facts.utr !== null && (existing.has(facts.utr) || seen.has(facts.utr));
      if (facts.utr !== null) seen.add(facts.utr);
      return { id, known, status: statuses.get(id) ?? 'unreadable' };
    });
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
      const [recorded] = await db.transaction((tx) => record(tx, [factsOf(input)], source));
      return { payment: await view(recorded!.id), known: recorded!.known };
    },

    /** A bank statement's CSV: each credit with a UTR recorded and matched as the feed's are, each row in its own transaction. */
    async importStatement(csv: string, file: string, audit: AuditContext) {
      // A statement it cannot read is an InvalidInput naming what it needs (a 400).
      const statement = parseStatement(csv);
      const source = `statement: ${file || statement.format}`;
      const outcome = { format: statement.format, rows: statement.rows.length + statement.skipped.length, added: 0, known: 0, matched: 0, to_review: 0, skipped: statement.skipped };
      const facts = statement.rows.map((row): PaymentFacts => ({ utr: row.utr, amount: row.amount, paidAt: dateOf(row.paidAt), payerUpi: row.payerUpi ?? '', payerName: row.payerName ?? '', raw: row.narration }));
      // A transaction per chunk: its locks and statements stay small, and other deposits wait for one chunk at most.
      for (let start = 0; start < facts.length; start += IMPORT_CHUNK) {
        const recorded = await db.transaction((tx) => record(tx, facts.slice(start, start + IMPORT_CHUNK), source));
        for (const row of recorded) {
          if (row.known) outcome.known += 1;
          else outcome.added += 1;
          if (!row.known && row.status === 'matched') outcome.matched += 1;
          if (row.status === 'review') outcome.to_review += 1;
        }
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
      await lockMatching(tx, { amounts: [request.amount], utrs: [request.utr || null] });
      const player = await findUserById(tx, request.userId);
      if (!player) return 'waiting';
      let payment: PaymentRow | null = null;
      if (request.utr) {
        payment = (await lockPaymentsByUtr(tx, [request.utr])).get(request.utr) ?? null;
      } else {
        const saved = [player.googlePayNumber, player.paytmNumber, player.phonepeNumber];
        const since = new Date(clock().getTime() - UTRLESS_WINDOW_MS);
        const candidates = (await lockWaitingPayments(tx, request.amount, since)).filter((row) => paidFromSaved(row.payer_upi, saved));
        if (candidates.length === 1) payment = candidates[0] ?? null;
      }
      if (!payment || payment.status !== 'unmatched' || payment.utr === null || payment.amount === null) return 'waiting';
      const claim: ClaimRow = { id: request.id, user_id: request.userId, mobile: player.mobile, amount: request.amount, utr: request.utr, status: 'pending' };
      const matchable = { id: payment.id, utr: payment.utr, amount: payment.amount, payerUpi: payment.payer_upi };
      await apply(tx, [{ payment: matchable, claim, decision: decideMatch(payment.amount, claim, deps.approveMax) }], payment.sources[0] ?? 'payment');
      const status = (await statusesOf(tx, [payment.id])).get(payment.id);
      return status === 'matched' ? 'credited' : status === 'review' ? 'review' : 'waiting';
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
        await lockMatching(tx, { amounts: [input.amount ?? known.amount], utrs: [input.utr ?? known.utr] });
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
          const twin = (await lockPaymentsByUtr(tx, [input.utr])).get(input.utr);
          if (twin) {
            await setPaymentOutcome(tx, id, { status: 'dismissed', reason: `the same payment as #${twin.id} (UTR ${input.utr})`, depositId: null, decided: true });
          } else {
            await setPaymentFacts(tx, id, { utr: input.utr, amount: input.amount });
            await setPaymentOutcome(tx, id, { status: 'unmatched', reason: '', depositId: null, decided: false });
            await matchPayments(tx, [{ id, utr: input.utr, amount: input.amount, payerUpi: payment.payer_upi }], source);
          }
        } else if (action === 'credit_paid') {
          if (payment.status !== 'review' || payment.deposit_id === null || payment.amount === null || payment.utr === null) {
            throw new StateConflict(`Payment ${id} is not waiting on a request's amount`, 'not_in_review');
          }
          await setDepositAmount(tx, payment.deposit_id, payment.amount);
          await setPaymentOutcome(tx, id, { status: 'unmatched', reason: '', depositId: null, decided: false });
          await matchPayments(tx, [{ id, utr: payment.utr, amount: payment.amount, payerUpi: payment.payer_upi }], source);
        } else {
          if (payment.status !== 'unmatched' || payment.utr === null || payment.amount === null) throw new StateConflict(`Payment ${id} is not unclaimed`, 'not_unclaimed');
          if (!input.mobile) throw new InvalidInput('Name the player (mobile) to credit', 'mobile_required');
          const player = await findUserByMobile(tx, input.mobile);
          if (!player) throw new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
          await insertDeposit(tx, { userId: player.id, amount: payment.amount, method: 'assigned', utr: payment.utr });
          await matchPayments(tx, [{ id, utr: payment.utr, amount: payment.amount, payerUpi: payment.payer_upi }], source);
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
