import type { FastifyInstance } from 'fastify';
import { UTR_PATTERN, formatIstDateTime, isValidPhone, phoneProblem } from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { pageFields } from '../../db/paging';
import { InvalidInput } from '../../domain-errors';
import { registerCall } from '../../http/calls';
import { absoluteUrl } from '../../http/public-url';
import { findUserById, type UpiApp } from '../accounts/accounts.repository';
import type { SessionService } from '../accounts/sessions';
import { getSetting } from '../content/settings';
import { PAYOUT_METHODS, UPI_TYPES, type PayoutMethod } from './messages';
import { depositsOf, withdrawalsOf } from './money-requests.repository';
import { ledgerEntries } from './transactions.repository';
import type { WalletService } from './wallet.service';

interface Deps {
  db: Database;
  appKeys: readonly string[];
  sessions: SessionService;
  wallet: WalletService;
}

export function registerWalletRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, wallet } = deps;
  const callDeps = { appKeys: deps.appKeys, sessions: deps.sessions };

  registerCall(app, callDeps, 'api-fund-request-add', {}, async ({ body, user }) =>
    wallet.fileDeposit(user.id, { amount: body.request_amount, method: body.payment_method ?? '', utr: body.utr ?? '', requestId: body.request_id, key: body.idempotency_key }),
  );

  registerCall(app, callDeps, 'api-last-fund-request-detail', {}, async () => {
    const { min_deposit } = await getSetting(db, 'deposit');
    return { min_amt: min_deposit, max_amt: wallet.maxFundRequest };
  });

  // The caller's own requests only: Deposit History shows each one, pending, approved or rejected with the reason.
  registerCall(app, callDeps, 'api-fund-request-history', {}, async ({ user }) => {
    const rows = await depositsOf(db, user.id);
    return {
      fund_requests: rows.map((row) => ({
        request_id: String(row.id),
        request_amount: row.amount,
        request_status: row.status,
        insert_date: formatIstDateTime(row.createdAt),
        reject_reason: row.reason,
        utr: row.utr,
        decided_at: row.decidedAt === null ? '' : formatIstDateTime(row.decidedAt),
        approved_automatically: row.autoApproved,
      })),
    };
  });

  // The legacy clients' Add Funds History: approved deposits only, the caller's own whatever mobile_no the body names.
  registerCall(app, callDeps, 'api-get-auto-deposit-list', {}, async ({ user }) => {
    const rows = await depositsOf(db, user.id, true);
    return {
      result: rows.map((row) => ({
        tx_request_number: String(row.id),
        payment_method: row.paymentMethod,
        insert_date: formatIstDateTime(row.createdAt),
        amount: row.amount,
        request_status: '2',
        payment_receipt: '',
      })),
    };
  });

  registerCall(app, callDeps, 'api-user-payment-method-list', {}, async ({ user }) => ({ result: await wallet.payoutMethods(user.id) }));

  registerCall(app, callDeps, 'api-user-withdraw-fund-request', {}, async ({ body, user }) =>
    wallet.requestWithdraw(user.id, { amount: body.request_amount, method: body.payment_method, key: body.idempotency_key }),
  );

  // Always the caller's own requests, whatever mobile_no the body names.
  registerCall(app, callDeps, 'api-user-withdraw-transaction-history', {}, async ({ user, request }) => {
    const rows = await withdrawalsOf(db, user.id);
    return {
      withdrawdata: rows.map((row) => {
        const payoutTo = (app: UpiApp) => (PAYOUT_METHODS[row.paymentMethod as PayoutMethod] === app ? row.payoutNumber : '');
        return {
          request_number: String(row.id),
          request_status: String(row.status),
          request_amount: row.amount,
          insert_date: formatIstDateTime(row.createdAt),
          // A receipt is a link or a UTR reference (receiptProblem): only a link is a payment_receipt the legacy clients can open.
          payment_receipt: UTR_PATTERN.test(row.receiptUrl) ? '' : absoluteUrl(request, row.receiptUrl),
          payment_reference: UTR_PATTERN.test(row.receiptUrl) ? row.receiptUrl : '',
          cancel_reason: row.reason,
          google_pay_number: payoutTo('google_pay'),
          paytm_number: payoutTo('paytm'),
          phone_pay_number: payoutTo('phonepe'),
        };
      }),
    };
  });

  registerCall(app, callDeps, 'api-check-user-for-transfer-amt', {}, async ({ body, user, request }) =>
    wallet.checkTransferUser(user.id, body.mobile_no, request.ip),
  );

  registerCall(app, callDeps, 'api-user-transfer-wallet-balance', {}, async ({ body, user }) =>
    wallet.transfer(user.id, { amount: body.amount, mobile: body.mobile_no, note: body.transfer_note ?? '', key: body.idempotency_key }),
  );

  // Every ledger entry, newest first, a page at a time, each with the balance it left (the ledger's, not a sum of a page).
  registerCall(app, callDeps, 'api-wallet-transaction-history', {}, async ({ body, user }) => {
    const page = await ledgerEntries(db, { userId: user.id, before: body.before, limit: body.limit });
    return {
      transaction_history: page.items.map((entry) => ({
        transaction_type: entry.amount > 0 ? '1' : '2',
        transaction_note: entry.note,
        insert_date: formatIstDateTime(entry.createdAt),
        amount: Math.abs(entry.amount),
        amount_status: '1',
        transaction_id: String(entry.id),
        balance_after: entry.balanceAfter,
      })),
      ...pageFields(page),
    };
  });

  registerCall(app, callDeps, 'api-get-user-payment-details', {}, async ({ user }) => {
    const account = await findUserById(db, user.id);
    return {
      payment_details: {
        google_pay_number: account?.googlePayNumber ?? '',
        paytm_number: account?.paytmNumber ?? '',
        phone_pay_number: account?.phonepeNumber ?? '',
      },
    };
  });

  // Without `otp`: checks the number and sends a code to the player's phone. With `otp`: saves the number.
  registerCall(app, callDeps, 'api-add-user-upi-details', {}, async ({ body, user }) => {
    if (body.otp) return wallet.confirmUpiUpdate(user.id, body.otp);
    const app = UPI_TYPES[body.upi_type];
    const number = (app === 'paytm' ? body.paytm_no : app === 'google_pay' ? body.google_pay_no : body.phon_pay_no) ?? '';
    if (!isValidPhone(number)) throw new InvalidInput(phoneProblem(number, 'upi') ?? 'Phone No is not Valid!', 'invalid_phone');
    return wallet.startUpiUpdate(user.id, app, number.trim());
  });
}
