import { WITHDRAW_STATUS, type WithdrawStatus } from '@matka/shared-kernel/contract';
import { istDay, isoDay } from '@matka/shared-kernel/domain';
import type { Database, Queryable } from '../../db/database';
import { InsufficientBalance, NotFound, NotPermitted, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { findUserById, findUserByMobile, lockPlayers, setBettingEnabled } from '../accounts/accounts.repository';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import type { ChangeTracker } from '../markets/change-tracker';
import { checkLedger, credit, debit } from './ledger';
import { WALLET_MESSAGES } from './messages';
import { pts, recordAction, type AuditContext } from '../audit.repository';
import { closeApproval, dayCredits, findApproval, insertApproval, listWaiting, lockApproval, lockAsker, waitingForDeposit, type ApprovalStatus } from './credit-approvals.repository';
import { APPROVAL_MESSAGES } from './approval-messages';
import type { Role } from '../operators/operator-access';
import type { PlayerNotifier } from '../push/push.service';
import {
  listDeposits,
  listWithdrawals,
  lockDeposit,
  lockWithdrawal,
  setDepositStatus,
  setWithdrawalStatus,
  type DepositStatus,
} from './money-requests.repository';

/** The operator who acts on money: the account (its id decides "another operator"), its name and role. */
export interface MoneyOperator {
  id: number;
  name: string;
  role: Role;
}

/** Cashiers' day totals and the second approval (CASHIER_DAY_CREDIT, PLAYER_DAY_CREDIT, SECOND_APPROVAL_ABOVE). */
export interface CreditRules {
  dayCredit: { perCashier: number; perPlayer: number };
  secondApprovalAbove: number;
}

/** What a second approval (or its refusal) answers. */
export interface ApprovalOutcome {
  id: number;
  kind: 'credit' | 'deposit';
  status: ApprovalStatus;
  balance: number | null;
  changed: boolean;
}

/** What operators do to players and money: every balance change through the ledger, each in one transaction with its audit row. */
/** What follows a cashier's decision on a deposit: a payment matched to it (automatic deposits) is its proof, or waits again. */
export interface DepositDecisions {
  decided(tx: Queryable, depositId: number, approved: boolean, by: string): Promise<void>;
}

export function operatorService(db: Database, tracker: ChangeTracker, clock: Clock, rules: CreditRules, deposits?: DepositDecisions, notify?: PlayerNotifier) {
  const notRegistered = () => new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');
  const today = () => isoDay(istDay(clock()));
  const needsSecond = (points: number) => points > rules.secondApprovalAbove;

  /**
   * Approving credits the amount once. Safe to repeat: the same decision again answers what was decided and
   * changes nothing (`changed: false`); the other decision on a decided request is a 409. A deposit above
   * SECOND_APPROVAL_ABOVE waits at its first approval (still pending, nothing credited, `second_approval` says who
   * asked) and is credited at the approval of another operator; the one who asked cannot give it. Either may reject.
   */
  async function decideDeposit(id: number, decision: { approve: true } | { approve: false; reason: string }, by: MoneyOperator, audit?: AuditContext) {
    const { approve } = decision;
    const wanted: DepositStatus = approve ? 'approved' : 'rejected';
    return db.transaction(async (tx) => {
      const request = await lockDeposit(tx, id);
      if (!request) throw new NotFound(`No deposit request ${id}`, 'not_found');
      if (request.status === wanted) return { id, status: wanted, balance: null, changed: false };
      if (request.status !== 'pending') throw new StateConflict(`Deposit request ${id} is already ${request.status}`, 'already_decided');
      const target = `#${id} ${request.mobile} ${request.amount} pts`;
      const waiting = await waitingForDeposit(tx, id);
      if (approve && !waiting && needsSecond(request.amount)) {
        const approval = await insertApproval(tx, { kind: 'deposit', userId: request.user_id, depositId: id, points: request.amount, note: audit?.note ?? '', day: today(), askedBy: by.id, status: 'waiting' });
        if (audit) await recordAction(tx, audit, { action: 'deposit approve asked', target, outcome: { id, approval }, player: request.mobile, change: APPROVAL_MESSAGES.waiting(request.amount) });
        return { id, status: 'pending' as DepositStatus, balance: null, changed: true, second_approval: { id: approval, asked_by: by.name } };
      }
      if (approve && waiting?.asked_by === by.id) throw new NotPermitted(APPROVAL_MESSAGES.sameOperator(by.name), 'same_operator');
      if (waiting) await closeApproval(tx, waiting.id, approve ? { status: 'done', by: by.id } : { status: 'rejected', by: by.id, reason: decision.approve ? '' : decision.reason });
      await setDepositStatus(tx, id, wanted, decision.approve ? '' : decision.reason);
      await deposits?.decided(tx, id, approve, by.name);
      const balance = approve ? await credit(tx, request.user_id, request.amount, 'deposit', WALLET_MESSAGES.depositCredited(id, false)) : null;
      await notify?.money(tx, [
        { userId: request.user_id, event: decision.approve ? { kind: 'deposit approved', amount: request.amount } : { kind: 'deposit rejected', amount: request.amount, reason: decision.reason } },
      ]);
      const outcome = { id, status: wanted, balance, changed: true };
      if (audit) {
        const asked = waiting ? `, asked by ${waiting.asker}` : '';
        const change = decision.approve ? `${pts(request.amount)} credited, balance ${pts(balance ?? 0)}${asked}` : `${pts(request.amount)} not credited: ${decision.reason}${asked}`;
        await recordAction(tx, audit, { action: approve ? 'deposit approve' : 'deposit reject', target, outcome, player: request.mobile, change });
      }
      return outcome;
    });
  }

  return {
    async setBetting(mobile: string, enabled: boolean, audit?: AuditContext) {
      const userId = await db.transaction(async (tx) => {
        const id = await setBettingEnabled(tx, mobile, enabled);
        if (id !== null && audit) await recordAction(tx, audit, { action: enabled ? 'betting on' : 'betting off', target: mobile, player: mobile, change: `betting ${enabled ? 'on' : 'off'}` });
        return id;
      });
      if (userId === null) throw notRegistered();
      tracker.playerChanged(userId);
      return { mobile, betting_enabled: enabled };
    },

    /**
     * An operator credit. A cashier's is held to the IST day's totals (CASHIER_DAY_CREDIT of theirs, PLAYER_DAY_CREDIT
     * to the player: done and waiting credits count), decided under the asker's and the player's locks, so two
     * credits at once (on any instances) are counted one after the other. Above SECOND_APPROVAL_ABOVE it waits for a
     * second operator (nothing credited: `second_approval` says which); otherwise it is credited at once.
     */
    async creditWallet(mobile: string, points: number, note: string, by: MoneyOperator, audit?: AuditContext) {
      const user = await findUserByMobile(db, mobile);
      if (!user) throw notRegistered();
      return db.transaction(async (tx) => {
        await lockAsker(tx, by.id);
        await lockPlayers(tx, [user.id]);
        const day = today();
        if (by.role === 'cashier') {
          const used = await dayCredits(tx, { operatorId: by.id, userId: user.id, day });
          const { perCashier, perPlayer } = rules.dayCredit;
          if (used.byOperator + points > perCashier) throw new NotPermitted(APPROVAL_MESSAGES.cashierDayLimit(by.name, used.byOperator, perCashier, points), 'over_day_limit');
          if (used.toPlayer + points > perPlayer) throw new NotPermitted(APPROVAL_MESSAGES.playerDayLimit(mobile, used.toPlayer, perPlayer, points), 'over_day_limit');
        }
        const audited = { ...audit, actor: audit?.actor ?? by.name, note: audit?.note || note };
        if (needsSecond(points)) {
          const id = await insertApproval(tx, { kind: 'credit', userId: user.id, points, note, day, askedBy: by.id, status: 'waiting' });
          const balance = (await findUserById(tx, user.id))?.balance ?? 0;
          if (audit) await recordAction(tx, audited, { action: 'wallet credit asked', target: mobile, outcome: { approval: id, points }, player: mobile, change: APPROVAL_MESSAGES.waiting(points) });
          return { mobile, credited: 0, balance, second_approval: { id, asked_by: by.name } };
        }
        const after = await credit(tx, user.id, points, 'operator_credit', note);
        await insertApproval(tx, { kind: 'credit', userId: user.id, points, note, day, askedBy: by.id, status: 'done' });
        if (audit) {
          await recordAction(tx, audited, { action: 'wallet credit', target: mobile, outcome: { points, balance: after }, player: mobile, change: `${pts(points)} credited, balance ${pts(after)}` });
        }
        return { mobile, credited: points, balance: after };
      });
    },

    /** Takes points back (a wrong credit): a ledger entry with the note; refused when the balance is short. */
    async debitWallet(mobile: string, points: number, note: string, audit?: AuditContext) {
      const user = await findUserByMobile(db, mobile);
      if (!user) throw notRegistered();
      const balance = await db.transaction(async (tx) => {
        const after = await debit(tx, user.id, points, 'operator_debit', note);
        if (after === null) {
          const held = (await findUserById(tx, user.id))?.balance ?? 0;
          throw new InsufficientBalance(`The wallet of ${mobile} holds ${pts(held)}: a debit cannot take ${pts(points)}`, 'insufficient_balance');
        }
        if (audit) {
          await recordAction(tx, { ...audit, note: audit.note || note }, { action: 'wallet debit', target: mobile, outcome: { points, balance: after }, player: mobile, change: `${pts(points)} debited, balance ${pts(after)}` });
        }
        return after;
      });
      return { mobile, debited: points, balance };
    },

    listDeposits: (status?: DepositStatus, player?: string) => listDeposits(db, { status, player }),

    decideDeposit,

    /** What waits for a second operator's approval (credits and deposits), oldest first, with who asked. */
    waitingApprovals: () => listWaiting(db),

    /**
     * The second operator's approval (a deposit's is its approval: `decideDeposit`). The operator who asked cannot
     * give it; a credit is credited once, with its ledger entry. Approving again answers `changed: false`.
     */
    async approveWaiting(id: number, by: MoneyOperator, audit?: AuditContext): Promise<ApprovalOutcome> {
      const found = await findApproval(db, id);
      if (!found) throw new NotFound(APPROVAL_MESSAGES.notFound(id), 'not_found');
      if (found.kind === 'deposit' && found.deposit_id !== null) {
        const decided = await decideDeposit(found.deposit_id, { approve: true }, by, audit);
        return { id, kind: 'deposit', status: decided.status === 'approved' ? 'done' : 'waiting', balance: decided.balance, changed: decided.changed };
      }
      return db.transaction(async (tx) => {
        const row = await lockApproval(tx, id);
        if (!row) throw new NotFound(APPROVAL_MESSAGES.notFound(id), 'not_found');
        if (row.status === 'done') return { id, kind: row.kind, status: row.status, balance: null, changed: false };
        if (row.status === 'rejected') throw new StateConflict(APPROVAL_MESSAGES.rejected(id), 'already_decided');
        if (row.asked_by === by.id) throw new NotPermitted(APPROVAL_MESSAGES.sameOperator(by.name), 'same_operator');
        const balance = await credit(tx, row.user_id, row.points, 'operator_credit', row.note);
        await closeApproval(tx, id, { status: 'done', by: by.id });
        if (audit) {
          await recordAction(tx, { ...audit, note: audit.note || row.note }, {
            action: 'wallet credit',
            target: row.mobile,
            outcome: { approval: id, points: row.points, balance },
            player: row.mobile,
            change: `${pts(row.points)} credited, balance ${pts(balance)}, asked by ${row.asker}`,
          });
        }
        return { id, kind: row.kind, status: 'done', balance, changed: true };
      });
    },

    /** Refuses what waits (either operator may): a credit is not made; a deposit is rejected with the reason the player reads. */
    async rejectWaiting(id: number, reason: string, by: MoneyOperator, audit?: AuditContext): Promise<ApprovalOutcome> {
      const found = await findApproval(db, id);
      if (!found) throw new NotFound(APPROVAL_MESSAGES.notFound(id), 'not_found');
      if (found.kind === 'deposit' && found.deposit_id !== null) {
        if (found.status === 'done') throw new StateConflict(APPROVAL_MESSAGES.approved(id), 'already_decided');
        if (found.status === 'rejected') return { id, kind: 'deposit', status: found.status, balance: null, changed: false };
        const decided = await decideDeposit(found.deposit_id, { approve: false, reason }, by, audit);
        return { id, kind: 'deposit', status: 'rejected', balance: null, changed: decided.changed };
      }
      return db.transaction(async (tx) => {
        const row = await lockApproval(tx, id);
        if (!row) throw new NotFound(APPROVAL_MESSAGES.notFound(id), 'not_found');
        if (row.status === 'rejected') return { id, kind: row.kind, status: row.status, balance: null, changed: false };
        if (row.status === 'done') throw new StateConflict(APPROVAL_MESSAGES.approved(id), 'already_decided');
        await closeApproval(tx, id, { status: 'rejected', by: by.id, reason });
        if (audit) {
          await recordAction(tx, audit, {
            action: 'wallet credit rejected',
            target: row.mobile,
            outcome: { approval: id, points: row.points },
            player: row.mobile,
            change: `${pts(row.points)} not credited: ${reason}, asked by ${row.asker}`,
          });
        }
        return { id, kind: row.kind, status: 'rejected', balance: null, changed: true };
      });
    },

    listWithdrawals: (status?: WithdrawStatus, player?: string) => listWithdrawals(db, { status, player }),

    /**
     * Approve: paid out (approved, with a receipt link). Cancel: cancelled, and the reserved amount comes back. Safe to
     * repeat like deposits: the same decision again changes nothing.
     */
    async decideWithdrawal(id: number, decision: { approve: true; receipt: string } | { approve: false; reason: string }, audit?: AuditContext) {
      const wanted = decision.approve ? WITHDRAW_STATUS.approved : WITHDRAW_STATUS.cancelled;
      return db.transaction(async (tx) => {
        const request = await lockWithdrawal(tx, id);
        if (!request) throw new NotFound(`No withdraw request ${id}`, 'not_found');
        if (request.status === wanted) return { id, status: wanted, changed: false };
        if (request.status !== WITHDRAW_STATUS.pending) throw new StateConflict(`Withdraw request ${id} is already decided`, 'already_decided');
        let outcome: { id: number; status: WithdrawStatus; changed: true; balance?: number };
        if (decision.approve) {
          await setWithdrawalStatus(tx, id, wanted, { receipt: decision.receipt });
          outcome = { id, status: wanted, changed: true };
          await notify?.money(tx, [{ userId: request.user_id, event: { kind: 'withdrawal paid', amount: request.amount, utr: decision.receipt } }]);
        } else {
          await setWithdrawalStatus(tx, id, wanted, { reason: decision.reason });
          const balance = await credit(tx, request.user_id, request.amount, 'withdraw_refund', `Withdraw request #${id} cancelled`);
          outcome = { id, status: wanted, balance, changed: true };
          await notify?.money(tx, [{ userId: request.user_id, event: { kind: 'withdrawal cancelled', amount: request.amount, reason: decision.reason } }]);
        }
        if (audit) {
          const target = `#${id} ${request.mobile} ${request.amount} pts`;
          const change = decision.approve
            ? `${pts(request.amount)} paid out${decision.receipt ? `, receipt ${decision.receipt}` : ''}`
            : `${pts(request.amount)} given back, balance ${pts(outcome.balance ?? 0)}: ${decision.reason}`;
          await recordAction(tx, audit, {
            action: decision.approve ? 'withdraw approve' : 'withdraw cancel',
            target,
            outcome: decision.approve ? { ...outcome, receipt: decision.receipt } : outcome,
            player: request.mobile,
            change,
          });
        }
        return outcome;
      });
    },

    checkLedger: () => checkLedger(db),
  };
}

export type OperatorService = ReturnType<typeof operatorService>;
