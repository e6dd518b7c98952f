import * as z from '../zod';
import { baseResponse, flag01, idempotencyKey, looseList, looseNumber, loosePoints, looseText } from './lenient';
import { PHONE_PATTERN } from '../domain/phone';
import { pageRequest, pageResponse } from './paging';

const mobile = z.string().check(z.trim(), z.regex(PHONE_PATTERN, 'Phone No is not Valid!'));
const empty = z.object({});
const amount = loosePoints.check(z.refine((value: number) => value > 0, 'Amount is required!'));

export const walletTransactionSchema = z.object({
  /** "1" credit, anything else debit. */
  transaction_type: looseText,
  transaction_note: looseText,
  insert_date: looseText,
  amount: looseNumber,
  /** "1" approved. */
  amount_status: looseText,
  transaction_id: looseText,
  /** The balance after this entry (from the ledger); absent from servers that do not say. */
  balance_after: z.optional(looseNumber),
});

/** A withdraw request's status: the server's and the operator API's number, the player's history's text ("0"). */
export const WITHDRAW_STATUS = { pending: 0, cancelled: 1, approved: 2 } as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];
/** Each status as a player or an operator reads it. */
export const WITHDRAW_STATUS_LABELS: Record<WithdrawStatus, 'Pending' | 'Cancelled' | 'Approved'> = { 0: 'Pending', 1: 'Cancelled', 2: 'Approved' };

export const withdrawRecordSchema = z.object({
  request_number: looseText,
  /** The WITHDRAW_STATUS, as text ("0" pending). */
  request_status: looseText,
  request_amount: looseNumber,
  insert_date: looseText,
  payment_receipt: looseText,
  google_pay_number: looseText,
  phone_pay_number: looseText,
  paytm_number: looseText,
  /** A paid request's 12-digit UTR reference when its receipt is one rather than a link (ours). */
  payment_reference: z.optional(looseText),
  /** Why a cancelled request was refused (ours). */
  cancel_reason: z.optional(looseText),
});

/** One of the player's deposit requests (ours: the player sees a request as pending until it is decided). */
export const fundRequestSchema = z.object({
  request_id: looseText,
  request_amount: looseNumber,
  /** "pending", "approved" or "rejected". */
  request_status: looseText,
  insert_date: looseText,
  /** Why a rejected request was refused (ours). */
  reject_reason: z.optional(looseText),
  /** The UTR reference the player gave, or the payment's when it was matched without one (ours). */
  utr: z.optional(looseText),
  /** When it was approved or rejected, IST as insert_date ('' while pending) (ours). */
  decided_at: z.optional(looseText),
  /** Approved by automatic deposits when its payment arrived, not by a cashier (ours). */
  approved_automatically: z.optional(z.boolean()),
});

/** A saved UPI number as a withdrawal method: `type` is the withdraw call's payment_method (2, 3, 4), a number. */
export const payoutMethodSchema = z.object({ type: looseNumber, name: looseText, value: looseText });

/** One approved deposit, as the legacy clients' Add Funds History lists it (`request_status` "2": approved). */
export const depositRecordSchema = z.object({
  tx_request_number: looseText,
  payment_method: looseText,
  insert_date: looseText,
  amount: looseNumber,
  request_status: looseText,
  payment_receipt: looseText,
});

/** The withdraw call's method: 2 Google Pay, 3 Paytm, 4 PhonePe, as text or a number (the method list's `type`). */
const payoutMethod = z.pipe(
  z.union([z.enum(['2', '3', '4']), z.literal(2), z.literal(3), z.literal(4)], 'Please select a payment method'),
  z.transform((method: '2' | '3' | '4' | 2 | 3 | 4) => String(method) as '2' | '3' | '4'),
);

const paymentTarget = z.object({ upiId: looseText, qrImagePath: looseText });
const paymentNumbers = z.object({ google_pay_number: looseText, paytm_number: looseText, phone_pay_number: looseText });

export const walletCalls = {
  /** Every ledger entry of the player, newest first, a page at a time (see ./paging). */
  'api-wallet-transaction-history': () => ({
    request: z.object(pageRequest),
    response: z.extend(baseResponse, { transaction_history: looseList(walletTransactionSchema), ...pageResponse }),
  }),
  'api-user-withdraw-transaction-history': () => ({
    request: z.object({ mobile_no: z.optional(z.string()) }),
    response: z.extend(baseResponse, { withdrawdata: looseList(withdrawRecordSchema) }),
  }),
  'api-get-user-payment-details': () => ({
    request: empty,
    response: z.extend(baseResponse, { payment_details: z.pipe(z.nullish(paymentNumbers), z.transform((v: z.output<typeof paymentNumbers> | null | undefined) => v ?? null)) }),
  }),
  /** Saves a UPI number after the OTP sent to the player's phone is verified (the Verify UPI screen). */
  'api-add-user-upi-details': () => ({
    request: z.object({
      /** 1 Paytm, 2 Google Pay, 3 PhonePe. */
      upi_type: z.enum(['1', '2', '3']),
      paytm_no: z.optional(z.string()),
      google_pay_no: z.optional(z.string()),
      phon_pay_no: z.optional(z.string()),
      otp: z.optional(z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'Enter Valid OTP'))),
    }),
    response: baseResponse,
  }),
  /** Withdraw: the amount is reserved (debited) at request; payment_method 2 Google Pay, 3 Paytm, 4 PhonePe. */
  'api-user-withdraw-fund-request': () => ({
    request: z.object({
      request_amount: amount,
      payment_method: payoutMethod,
      idempotency_key: idempotencyKey,
    }),
    response: z.extend(baseResponse, { wallet_amt: z.optional(z.number()) }),
  }),
  /** The player's saved UPI numbers, each as a withdrawal method (none saved: an empty list). */
  'api-user-payment-method-list': () => ({
    request: z.object({ mobile_no: z.optional(z.string()) }),
    response: z.extend(baseResponse, { result: looseList(payoutMethodSchema) }),
  }),
  /** The player's approved deposits, newest first (the legacy clients' Add Funds History). */
  'api-get-auto-deposit-list': () => ({
    request: z.object({ mobile_no: z.optional(z.string()) }),
    response: z.extend(baseResponse, { result: looseList(depositRecordSchema) }),
  }),
  'api-check-user-for-transfer-amt': () => ({
    request: z.object({ mobile_no: mobile }),
    response: z.extend(baseResponse, { user_name: looseText }),
  }),
  'api-user-transfer-wallet-balance': () => ({
    request: z.object({
      amount,
      mobile_no: mobile,
      transfer_note: z.optional(z.string().check(z.maxLength(200))),
      idempotency_key: idempotencyKey,
    }),
    response: z.extend(baseResponse, { wallet_amt: z.optional(z.number()) }),
  }),
  'api-money-deposit-withdrawal-rule': () => ({
    request: empty,
    response: z.extend(baseResponse, { content: looseList(z.object({ withdrawal_rule: looseText, deposit_rule: looseText })) }),
  }),
  'api-get-qr-pay': () => ({
    request: empty,
    response: z.extend(baseResponse, { qrdata: looseList(z.object({ upi_id: looseText, qr_image: looseText })) }),
  }),
  /** The operator's UPI ids per payment app, for the UPI intent link. */
  'api-admin-bank-details': () => ({
    request: empty,
    response: z.extend(baseResponse, {
      bank_details: looseList(
        z.object({
          upi_payment_id: looseText,
          google_upi_payment_id: looseText,
          phonepay_upi_payment_id: looseText,
          paytm_upi_payment_id: looseText,
        }),
      ),
    }),
  }),
  /** The deposit limits: `min_amt`, and (ours, for the screens' check) `max_amt`, the most one request may ask for. */
  'api-last-fund-request-detail': () => ({ request: empty, response: z.extend(baseResponse, { min_amt: looseNumber, max_amt: z.optional(looseNumber) }) }),
  /**
   * Files a deposit request: credited as it is filed when its payment was seen (automatic deposits), else pending until
   * the payment arrives or an operator approves it.
   */
  'api-fund-request-add': () => ({
    request: z.object({
      request_amount: amount,
      payment_method: z.optional(z.string().check(z.maxLength(20))),
      /** The UPI payment's 12-digit UTR reference, if the player has it (ours: the cashier matches the bank statement). */
      utr: z.optional(z.string().check(z.trim(), z.regex(/^(\d{12})?$/, 'the UTR reference is the 12 digits your payment app shows'))),
      /** With `utr`: the player's own pending request, filed without a UTR, that the UTR is for (ours: one request, not two). */
      request_id: z.optional(loosePoints.check(z.refine((value: number) => value > 0, 'request_id is a request number'))),
      idempotency_key: idempotencyKey,
    }),
    response: z.extend(baseResponse, {
      /** The request filed, or the one the UTR was put on (ours). */
      request_id: z.optional(z.number()),
      /** "approved" when it was credited as it was filed, else "pending" (ours). */
      request_status: z.optional(looseText),
      /** The balance after the credit, when it was credited as it was filed (ours). */
      wallet_amt: z.optional(z.number()),
    }),
  }),
  /** The caller's own deposit requests, newest first, with their status (pending until an operator decides). */
  'api-fund-request-history': () => ({
    request: empty,
    response: z.extend(baseResponse, { fund_requests: looseList(fundRequestSchema) }),
  }),
  /** The payment gateway's details (the legacy clients' GET payment-details): the UPI id and QR image to pay to. */
  'payment-details': () => ({
    request: empty,
    response: z.object({
      success: z.union([flag01, z.boolean()]),
      data: z.pipe(
        z.nullish(paymentTarget),
        z.transform((v: z.output<typeof paymentTarget> | null | undefined) => v ?? { upiId: '', qrImagePath: '' }),
      ),
    }),
  }),
} as const;
