import type { Database } from '../../db/database';
import { ApiFailure } from '../../http/error-handler';
import { findUserByMobile, listUsers, setBettingEnabled } from '../accounts/accounts.repository';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import type { ChangeTracker } from '../markets/change-tracker';
import { checkLedger, credit } from '../wallet/ledger';

type FundRow = { id: number; user_id: number; mobile: string; amount: number; payment_method: string; status: string; created_at: Date };
type WithdrawRow = {
  id: number;
  user_id: number;
  mobile: string;
  amount: number;
  payment_method: string;
  payout_number: string;
  status: number;
  receipt_url: string;
  created_at: Date;
};

const numeric = <Row extends { id: number; user_id: number; amount: number }>(row: Row): Row => ({
  ...row,
  id: Number(row.id),
  user_id: Number(row.user_id),
  amount: Number(row.amount),
});

/** What operators do to players and money: every balance change through the ledger, each in one transaction. */
export function operatorService(db: Database, tracker: ChangeTracker) {
  return {
    listUsers: () => listUsers(db),

    async setBetting(mobile: string, enabled: boolean) {
      const userId = await setBettingEnabled(db, mobile, enabled);
      if (userId === null) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      tracker.playerChanged(userId);
      return { mobile, betting_enabled: enabled };
    },

    async creditWallet(mobile: string, points: number, note: string) {
      const user = await findUserByMobile(db, mobile);
      if (!user) throw new ApiFailure(404, ACCOUNT_MESSAGES.notRegistered, 'not_registered');
      const balance = await db.transaction((tx) => credit(tx, user.id, points, 'operator_credit', note));
      return { mobile, credited: points, balance };
    },

    async listDeposits(status?: string) {
      const rows = await db.query<FundRow>(
        `SELECT f.id, f.user_id, u.mobile, f.amount, f.payment_method, f.status, f.created_at
           FROM fund_requests f JOIN users u ON u.id = f.user_id
          WHERE ($1::text IS NULL OR f.status = $1) ORDER BY f.id DESC LIMIT 500`,
        [status ?? null],
      );
      return rows.map(numeric);
    },

    /** Approving credits the amount once; a decided request cannot be decided again. */
    async decideDeposit(id: number, approve: boolean) {
      return db.transaction(async (tx) => {
        const [request] = await tx.query<FundRow>('SELECT id, user_id, amount, status FROM fund_requests WHERE id = $1 FOR UPDATE', [id]);
        if (!request) throw new ApiFailure(404, `No deposit request ${id}`, 'not_found');
        if (request.status !== 'pending') throw new ApiFailure(409, `Deposit request ${id} is already ${request.status}`, 'already_decided');
        await tx.query('UPDATE fund_requests SET status = $2, decided_at = now() WHERE id = $1', [id, approve ? 'approved' : 'rejected']);
        const balance = approve ? await credit(tx, Number(request.user_id), Number(request.amount), 'deposit', `Deposit #${id} approved`) : null;
        return { id, status: approve ? 'approved' : 'rejected', balance };
      });
    },

    async listWithdrawals(status?: number) {
      const rows = await db.query<WithdrawRow>(
        `SELECT w.id, w.user_id, u.mobile, w.amount, w.payment_method, w.payout_number, w.status, w.receipt_url, w.created_at
           FROM withdraw_requests w JOIN users u ON u.id = w.user_id
          WHERE ($1::smallint IS NULL OR w.status = $1) ORDER BY w.id DESC LIMIT 500`,
        [status ?? null],
      );
      return rows.map(numeric);
    },

    /** Approve: paid out (status 2, with a receipt link). Cancel: status 1 and the reserved amount comes back. */
    async decideWithdrawal(id: number, decision: { approve: true; receipt: string } | { approve: false }) {
      return db.transaction(async (tx) => {
        const [request] = await tx.query<WithdrawRow>('SELECT id, user_id, amount, status FROM withdraw_requests WHERE id = $1 FOR UPDATE', [id]);
        if (!request) throw new ApiFailure(404, `No withdraw request ${id}`, 'not_found');
        if (Number(request.status) !== 0) throw new ApiFailure(409, `Withdraw request ${id} is already decided`, 'already_decided');
        if (decision.approve) {
          await tx.query('UPDATE withdraw_requests SET status = 2, receipt_url = $2, decided_at = now() WHERE id = $1', [id, decision.receipt]);
          return { id, status: 2 };
        }
        await tx.query('UPDATE withdraw_requests SET status = 1, decided_at = now() WHERE id = $1', [id]);
        const balance = await credit(tx, Number(request.user_id), Number(request.amount), 'withdraw_refund', `Withdraw request #${id} cancelled`);
        return { id, status: 1, balance };
      });
    },

    checkLedger: () => checkLedger(db),
  };
}

export type OperatorService = ReturnType<typeof operatorService>;
