import type { FastifyInstance } from 'fastify';
import { DECLARATIONS, DECLARATION_KINDS } from '@matka/shared-kernel/operator-contract';
import { auditOf } from '../operators/operator-auth';
import { operatorCall } from '../operators/operator-call';
import type { ResultsService } from './results.service';

/** Declaring, reverting and cancelling results, and what each would settle (registered inside the operator scope). */
export function registerResultRoutes(scope: FastifyInstance, deps: { results: ResultsService }): void {
  const { results } = deps;
  // One declaration and its preview per kind (the contract's table): the preview says what it would settle and pay,
  // computed by the code that settles, nothing written. `early`: declare before the market's time today.
  const declare = { open: results.declareOpen, close: results.declareClose, starline: results.declareStarline, gali: results.declareGali };
  for (const kind of DECLARATION_KINDS) {
    const valueOf = (body: { pana?: string; jodi?: string }) => body[DECLARATIONS[kind].field] ?? '';
    operatorCall(scope, `results.${kind}.preview`, { permission: 'results' }, async ({ body }) => results.preview(kind, body.market, valueOf(body), body.date));
    operatorCall(scope, `results.${kind}`, { permission: 'results' }, async ({ body, request }) =>
      declare[kind](body.market, valueOf(body), body.date, auditOf(request), body.early),
    );
  }
  operatorCall(scope, 'results.revert.preview', { permission: 'results' }, async ({ body }) => results.previewRevert(body.market, body.date));
  operatorCall(scope, 'results.revert', { permission: 'results' }, async ({ body, request }) => results.revert(body.market, body.date, auditOf(request)));
  // What the house risks before a declaration: stakes per number, and what each possible result would pay.
  operatorCall(scope, 'results.exposure', { permission: 'results' }, async ({ body }) => results.exposure(body.market, body.date, body.session));
  // A disabled market's day cancelled: its pending bids refunded (with a preview of how many, whose, how much).
  operatorCall(scope, 'results.pending', { permission: 'results' }, async () => ({ pending: await results.pending() }));
  operatorCall(scope, 'results.cancel.preview', { permission: 'results' }, async ({ body }) => results.previewCancel(body.market, body.date));
  operatorCall(scope, 'results.cancel', { permission: 'results' }, async ({ body, request }) => results.cancel(body.market, body.date, auditOf(request)));
}
