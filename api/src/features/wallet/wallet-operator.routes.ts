import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NotPermitted } from '../../domain-errors';
import { auditOf } from '../operators/operator-auth';
import { moneyLimitOf, principalOf, type MoneyLimits } from '../operators/operator-access';
import { operatorCall } from '../operators/operator-call';
import type { MoneyOperator, OperatorService } from './wallet-operator.service';
import { bulkDecisions } from './bulk-decisions';

/**
 * The players' money, for operators: betting on or off,
 * credits and debits, deposits, second approvals, withdrawals and the ledger check (registered inside the operator
 * scope: operators.routes.ts).
 */
export function registerWalletOperatorRoutes(
  scope: FastifyInstance,
  deps: {
    operator: OperatorService;
    /** The most one credit or debit may move, by role (MAX_OPERATOR_CREDIT, CASHIER_MAX_CREDIT). */
    moneyLimits: MoneyLimits;
  },
): void {
  const { operator } = deps;
  operatorCall(scope, 'users.betting', { permission: 'players.betting' }, async ({ body, request }) => operator.setBetting(body.mobile, body.enabled, auditOf(request)));
  // A credit or a debit (a wrong credit taken back through the ledger): a note the player reads in their passbook,
  // and no more points than the operator's role may move at once.
  const withinLimit = (request: FastifyRequest, points: number, verb: 'credit' | 'debit') => {
    const principal = principalOf(request);
    const limit = moneyLimitOf(principal, deps.moneyLimits);
    if (points > limit) {
      const who = principal.kind === 'operator' ? `${principal.name} (${principal.role})` : principal.actor;
      const owners = deps.moneyLimits.owner;
      const why = principal.kind === 'operator' && principal.role === 'owner'
        ? '(MAX_OPERATOR_CREDIT)'
        : `(CASHIER_MAX_CREDIT): an owner may move up to ${owners.toLocaleString('en-IN')}`;
      throw new NotPermitted(`${who} may ${verb} at most ${limit.toLocaleString('en-IN')} points at a time ${why}`, 'over_limit');
    }
  };
  /** Who moves the money: an operator account (`money.move` is no team token's). */
  const moneyOperator = (request: FastifyRequest): MoneyOperator => {
    const principal = principalOf(request);
    if (principal.kind !== 'operator') throw new NotPermitted(`${principal.actor} may not move money`, 'forbidden');
    return { id: principal.id, name: principal.name, role: principal.role };
  };
  // Past the one-credit limit: the day's totals (cashiers) and, above SECOND_APPROVAL_ABOVE, a second operator's
  // approval (wallet-operator.service.ts).
  operatorCall(scope, 'wallet.credit', { permission: 'money.move' }, async ({ body, request }) => {
    withinLimit(request, body.points, 'credit');
    return operator.creditWallet(body.mobile, body.points, body.note, moneyOperator(request), auditOf(request));
  });
  operatorCall(scope, 'wallet.debit', { permission: 'money.move' }, async ({ body, request }) => {
    withinLimit(request, body.points, 'debit');
    return operator.debitWallet(body.mobile, body.points, body.note, auditOf(request));
  });

  operatorCall(scope, 'deposits.list', { permission: 'money.read' }, async ({ query }) => ({ deposits: await operator.listDeposits(query.status, query.player) }));
  // A refusal says why, in words the player reads in their history; a payout, where the money went (receipt).
  operatorCall(scope, 'deposits.approve', { permission: 'money.move' }, async ({ params, request }) =>
    operator.decideDeposit(params.id, { approve: true }, moneyOperator(request), auditOf(request)),
  );
  operatorCall(scope, 'deposits.reject', { permission: 'money.move' }, async ({ params, body, request }) =>
    operator.decideDeposit(params.id, { approve: false, reason: body.reason }, moneyOperator(request), auditOf(request)),
  );
  // Several at once, with one confirmation: each decided as alone (bulk-decisions.ts).
  const bulk = bulkDecisions(operator);
  operatorCall(scope, 'deposits.bulk', { permission: 'money.move' }, async ({ body, request }) => ({
    outcomes: await bulk.deposits(body.ids, body.decision, body.reason, moneyOperator(request), auditOf(request)),
  }));
  // Credits and deposit approvals waiting for a second operator: any owner or cashier but the one who asked approves.
  operatorCall(scope, 'approvals.list', { permission: 'money.read' }, async () => ({
    approvals: (await operator.waitingApprovals()).map((row) => ({
      id: row.id,
      kind: row.kind,
      mobile: row.mobile,
      name: row.name,
      points: row.points,
      note: row.note,
      deposit_id: row.deposit_id,
      asked_by: row.asker,
      asked_at: row.asked_at.toISOString(),
    })),
  }));
  operatorCall(scope, 'approvals.approve', { permission: 'money.move' }, async ({ params, request }) => operator.approveWaiting(params.id, moneyOperator(request), auditOf(request)));
  operatorCall(scope, 'approvals.reject', { permission: 'money.move' }, async ({ params, body, request }) =>
    operator.rejectWaiting(params.id, body.reason, moneyOperator(request), auditOf(request)),
  );

  operatorCall(scope, 'withdrawals.list', { permission: 'money.read' }, async ({ query }) => ({ withdrawals: await operator.listWithdrawals(query.status, query.player) }));
  operatorCall(scope, 'withdrawals.approve', { permission: 'money.move' }, async ({ params, body, request }) =>
    operator.decideWithdrawal(params.id, { approve: true, receipt: body.receipt }, auditOf(request)),
  );
  operatorCall(scope, 'withdrawals.cancel', { permission: 'money.move' }, async ({ params, body, request }) =>
    operator.decideWithdrawal(params.id, { approve: false, reason: body.reason }, auditOf(request)),
  );

  operatorCall(scope, 'withdrawals.bulk', { permission: 'money.move' }, async ({ body, request }) => ({
    outcomes: await bulk.withdrawals(body.ids, body.decision, { receipts: body.receipts, reason: body.reason }, auditOf(request)),
  }));

  operatorCall(scope, 'ledger.check', { permission: 'money.read' }, async () => operator.checkLedger());
}
