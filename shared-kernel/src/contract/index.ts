import type * as z from '../zod';
import { accountCalls } from './accounts';
import { bidCalls } from './bids';
import { inboxCalls } from './inbox';
import { limitCalls } from './limits';
import { marketCalls } from './markets';
import { walletCalls } from './wallet';

/**
 * Calls from their makers, each call's schemas built the first time it is read. Building every call's schemas when the
 * module ran was 25–45 ms of a phone's start-up at 4× CPU, once in the host and once in each remote, for the two or
 * three calls a screen makes.
 */
function builtWhenRead<Makers extends Record<string, () => unknown>>(makers: Makers): { readonly [Name in keyof Makers]: ReturnType<Makers[Name]> } {
  const calls = {} as { [Name in keyof Makers]: ReturnType<Makers[Name]> };
  for (const [name, make] of Object.entries(makers)) {
    Object.defineProperty(calls, name, {
      enumerable: true,
      configurable: true,
      get() {
        const call = make();
        Object.defineProperty(calls, name, { value: call, enumerable: true });
        return call;
      },
    });
  }
  return calls;
}

/** Every API call: its name (the path after /api/) and the zod schemas of its request body and its answer. */
export const API_CALLS = builtWhenRead({ ...accountCalls, ...marketCalls, ...bidCalls, ...walletCalls, ...inboxCalls, ...limitCalls });

export type ApiCallName = keyof typeof API_CALLS;
/** What a caller passes (before parsing: numbers may still be strings, defaults may be missing). */
export type ApiRequest<Name extends ApiCallName> = z.input<(typeof API_CALLS)[Name]['request']>;
/** A request body after parsing: what the server works with. */
export type ApiRequestData<Name extends ApiCallName> = z.output<(typeof API_CALLS)[Name]['request']>;
/** An answer as the wire carries it. */
export type ApiResponseWire<Name extends ApiCallName> = z.input<(typeof API_CALLS)[Name]['response']>;
/** An answer after parsing: clean types. */
export type ApiResponse<Name extends ApiCallName> = z.output<(typeof API_CALLS)[Name]['response']>;

/** Calls answered with GET (the payment gateway's); every other call is a POST. */
export const GET_CALLS: ReadonlySet<ApiCallName> = new Set(['payment-details']);

/** Calls a signed-out visitor may make. */
export const PUBLIC_CALLS: ReadonlySet<ApiCallName> = new Set([
  'api-check-mobile',
  'api-resend-otp',
  'api-user-registration',
  'api-user-login',
  'api-forget-check-mobile',
  'api-verify-reset-otp',
  'api-forgot-password',
  'api-get-social-data',
  'api-get-headline',
  'api-game-rates',
  'api-starline-game-rates',
  'api-galidisawar-game-rates',
  'api-how-to-play',
  'api-starline-game',
  'api-galidisawar-game',
  // The legacy web client's landing page shows the markets before login: the dashboard without a session has no
  // player's data.
  'api-get-dashboard-data',
  'api-get-slider-images',
  'api-money-deposit-withdrawal-rule',
  'api-get-qr-pay',
  // The field Android apps check their version before anyone signs in.
  'api-get-app-version-details',
]);

/** The fields the client adds to every body. */
export interface ClientEnvelope {
  env_type: string;
  app_key: string;
  unique_token?: string;
}

export { marketSchema, mainRatesSchema, starlineRatesSchema, galiRatesSchema } from './markets';
export type { Market } from './markets';
export { bidBatchSchema, bidRowSchema, bidRecordSchema, winRecordSchema } from './bids';
export { placementOfBatch, placementOfBatches, submitBidsBody } from './bid-batches';
export type { BidBatch, BidBatchRow, BidPlacement } from './bid-batches';
export { WITHDRAW_STATUS, WITHDRAW_STATUS_LABELS, walletTransactionSchema, withdrawRecordSchema } from './wallet';
export type { WithdrawStatus } from './wallet';
export { inboxEntrySchema, pushPreferencesSchema } from './inbox';
export { limitRefusalSchema, ownLimitsSchema } from './limits';
export { galiFieldName, galiTypeOf, winFieldName, winTypeOf } from './field-names';
export { flag01, looseNumber, loosePoints, looseText, runningFlag, statusFlag } from './lenient';
export { HISTORY_LIMIT_DEFAULT, HISTORY_LIMIT_MAX } from './paging';
export { inOurWords, pathName, problemText } from './input-problems';
export type { FieldNamer } from './input-problems';
