import { WITHDRAW_STATUS } from '@matka/shared-kernel/contract';
import type { BulkOutcome } from '@matka/shared-kernel/operator-contract';
import { InvalidInput } from '../../domain-errors';
import type { AuditContext } from '../audit.repository';
import type { MoneyOperator, OperatorService } from './wallet-operator.service';

/** Why a refusal needs a reason: the player reads it in their history. */
const NEEDS_REASON = 'reason: say why (the player reads it)';

/** What a refused request's outcome says: the server's own reason, as a lone decision would answer it. */
const refused = (id: number, error: unknown): BulkOutcome => ({ id, outcome: 'refused', balance: null, message: error instanceof Error ? error.message : String(error) });

/**
 * Several deposits or withdrawals decided with one confirmation: each exactly as it would be alone (its own
 * transaction, audit row and notification; a deposit above SECOND_APPROVAL_ABOVE waits for a second operator), one
 * after the other, so a refusal of one (decided already, the same operator's second approval, a wallet at its cap)
 * leaves the others decided. The answer lists each outcome in the order asked.
 */
export function bulkDecisions(operator: OperatorService) {
  return {
    async deposits(ids: readonly number[], decision: 'approve' | 'reject', reason: string | undefined, by: MoneyOperator, audit: AuditContext): Promise<BulkOutcome[]> {
      if (decision === 'reject' && !reason) throw new InvalidInput(NEEDS_REASON, 'invalid_body');
      const outcomes: BulkOutcome[] = [];
      for (const id of ids) {
        try {
          const done = await operator.decideDeposit(id, decision === 'approve' ? { approve: true } : { approve: false, reason: reason ?? '' }, by, audit);
          if (!done.changed) outcomes.push({ id, outcome: 'unchanged', balance: null, message: `Deposit #${id} was ${done.status} already` });
          else if ('second_approval' in done && done.second_approval) outcomes.push({ id, outcome: 'waiting', balance: null, message: `Deposit #${id} waits for a second operator's approval (Approvals)` });
          else if (done.status === 'approved') outcomes.push({ id, outcome: 'approved', balance: done.balance, message: `Deposit #${id} approved` });
          else outcomes.push({ id, outcome: 'rejected', balance: null, message: `Deposit #${id} rejected` });
        } catch (error) {
          outcomes.push(refused(id, error));
        }
      }
      return outcomes;
    },

    /** `receipts`: checked by the contract, one per withdrawal in the ids' order (an approval). */
    async withdrawals(ids: readonly number[], decision: 'approve' | 'cancel', input: { receipts?: readonly string[]; reason?: string }, audit: AuditContext): Promise<BulkOutcome[]> {
      if (decision === 'cancel' && !input.reason) throw new InvalidInput(NEEDS_REASON, 'invalid_body');
      const receipts = input.receipts ?? [];
      if (decision === 'approve' && receipts.length !== ids.length) {
        throw new InvalidInput(`receipts: one per withdrawal, comma-separated in the ids' order (${ids.length}, not ${receipts.length})`, 'invalid_body');
      }
      const outcomes: BulkOutcome[] = [];
      for (const [index, id] of ids.entries()) {
        try {
          const done = await operator.decideWithdrawal(id, decision === 'approve' ? { approve: true, receipt: receipts[index]! } : { approve: false, reason: input.reason ?? '' }, audit);
          if (!done.changed) outcomes.push({ id, outcome: 'unchanged', balance: null, message: `Withdrawal #${id} was decided already` });
          else if (done.status === WITHDRAW_STATUS.approved) outcomes.push({ id, outcome: 'approved', balance: null, message: `Withdrawal #${id} paid, receipt ${receipts[index]}` });
          else outcomes.push({ id, outcome: 'cancelled', balance: 'balance' in done ? (done.balance ?? null) : null, message: `Withdrawal #${id} cancelled` });
        } catch (error) {
          outcomes.push(refused(id, error));
        }
      }
      return outcomes;
    },
  };
}
