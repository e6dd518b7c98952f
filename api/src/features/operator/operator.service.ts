import { WITHDRAW_STATUS, type WithdrawStatus } from '@matka/shared-kernel/contract';
import { istDay, istMinutes, isoDay, type MarketKind } from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { InsufficientBalance, NotFound, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { findUserById, findUserByMobile, listUsers, searchPlayers, setBettingEnabled } from '../accounts/accounts.repository';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import type { ChangeTracker } from '../markets/change-tracker';
import { listMarkets, resultsOn } from '../markets/markets.repository';
import { DECLARATIONS_OF_MARKET, declaredValue } from '../markets/result-columns';
import { checkLedger, credit, debit } from '../wallet/ledger';
import { ledgerEntries } from '../wallet/transactions.repository';
import { pts, recordAction, type AuditContext } from './audit.repository';
import {
  listDeposits,
  listWithdrawals,
  lockDeposit,
  lockWithdrawal,
  pendingMoney,
  setDepositStatus,
  setWithdrawalStatus,
  type DepositStatus,
} from '../wallet/money-requests.repository';

/** A result the clock says is due and nobody has declared: `open`/`close` of a main market, a slot's or game's. */
export interface DueResult {
  market_id: number;
  kind: MarketKind;
  name: string;
  declare: 'open' | 'close' | 'starline' | 'gali';
  /** When it became due, `hh:mm` IST minutes after midnight. */
  due_minutes: number;
}

/** What operators do to players and money: every balance change through the ledger, each in one transaction with its audit row. */
export function operatorService(db: Database, tracker: ChangeTracker, clock: Clock) {
  const notRegistered = () => new NotFound(ACCOUNT_MESSAGES.notRegistered, 'not_registered');

  return {
    listUsers: (query?: string) => (query ? searchPlayers(db, query) : listUsers(db)),

    /** A player's balance, betting flag and latest ledger entries. */
    async player(mobile: string) {
      const user = await findUserByMobile(db, mobile);
      if (!user) throw notRegistered();
      const ledger = await ledgerEntries(db, { userId: user.id, before: undefined, limit: 50 });
      return {
        player: { id: user.id, name: user.name, mobile: user.mobile, bettingEnabled: user.bettingEnabled, balance: user.balance, createdAt: user.createdAt },
        ledger: ledger.items,
      };
    },

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

    async creditWallet(mobile: string, points: number, note: string, audit?: AuditContext) {
      const user = await findUserByMobile(db, mobile);
      if (!user) throw notRegistered();
      const balance = await db.transaction(async (tx) => {
        const after = await credit(tx, user.id, points, 'operator_credit', note);
        if (audit) {
          await recordAction(tx, { ...audit, note: audit.note || note }, { action: 'wallet credit', target: mobile, outcome: { points, balance: after }, player: mobile, change: `${pts(points)} credited, balance ${pts(after)}` });
        }
        return after;
      });
      return { mobile, credited: points, balance };
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

    /**
     * Approving credits the amount once. Safe to repeat: the same decision again answers what was decided and
     * changes nothing (`changed: false`); the other decision on a decided request is a 409.
     */
    async decideDeposit(id: number, decision: { approve: true } | { approve: false; reason: string }, audit?: AuditContext) {
      const { approve } = decision;
      const wanted: DepositStatus = approve ? 'approved' : 'rejected';
      return db.transaction(async (tx) => {
        const request = await lockDeposit(tx, id);
        if (!request) throw new NotFound(`No deposit request ${id}`, 'not_found');
        if (request.status === wanted) return { id, status: wanted, balance: null, changed: false };
        if (request.status !== 'pending') throw new StateConflict(`Deposit request ${id} is already ${request.status}`, 'already_decided');
        await setDepositStatus(tx, id, wanted, decision.approve ? '' : decision.reason);
        const balance = approve ? await credit(tx, request.user_id, request.amount, 'deposit', `Deposit #${id} approved`) : null;
        const outcome = { id, status: wanted, balance, changed: true };
        if (audit) {
          const change = decision.approve ? `${pts(request.amount)} credited, balance ${pts(balance ?? 0)}` : `${pts(request.amount)} not credited: ${decision.reason}`;
          await recordAction(tx, audit, { action: approve ? 'deposit approve' : 'deposit reject', target: `#${id} ${request.mobile} ${request.amount} pts`, outcome, player: request.mobile, change });
        }
        return outcome;
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
        } else {
          await setWithdrawalStatus(tx, id, wanted, { reason: decision.reason });
          const balance = await credit(tx, request.user_id, request.amount, 'withdraw_refund', `Withdraw request #${id} cancelled`);
          outcome = { id, status: wanted, balance, changed: true };
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

    /** Today at a glance: pending money (when asked: for those who decide it), results due and not declared, the ledger check. */
    async today(show: { pending: boolean }) {
      const now = clock();
      const day = isoDay(istDay(now));
      const minute = istMinutes(now);
      const [money, ledger, markets, ...results] = await Promise.all([
        show.pending ? pendingMoney(db) : undefined,
        checkLedger(db),
        listMarkets(db, { activeOnly: true }),
        resultsOn(db, 'main', day),
        resultsOn(db, 'starline', day),
        resultsOn(db, 'gali', day),
      ]);
      const declared = new Map(results.flatMap((byMarket) => [...byMarket.entries()]));
      const due: DueResult[] = [];
      for (const market of markets) {
        const result = declared.get(market.id);
        const entry = (declare: DueResult['declare'], at: number) => due.push({ market_id: market.id, kind: market.kind, name: market.name, declare, due_minutes: at });
        // The day's next declaration is due from its time: a close from the close time, any other from the open time.
        const next = DECLARATIONS_OF_MARKET[market.kind].find((kind) => !declaredValue(result, kind));
        const at = next === 'close' ? market.closeMinutes : market.openMinutes;
        if (next && at !== null && minute >= at) entry(next, at);
      }
      return { date: day, ...(money ? { pending: money } : {}), due: due.sort((a, b) => a.due_minutes - b.due_minutes), ledger };
    },
  };
}

export type OperatorService = ReturnType<typeof operatorService>;
