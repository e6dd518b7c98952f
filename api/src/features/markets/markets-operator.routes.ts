import type { FastifyInstance } from 'fastify';
import { RATE_KEYS } from '@matka/shared-kernel/domain';
import { DECLARATIONS, DECLARATION_KINDS } from '@matka/shared-kernel/operator-contract';
import { unusualRate } from '@matka/shared-kernel/operator';
import { InvalidInput, StateConflict } from '../../domain-errors';
import type { MarketsService } from './markets.service';
import type { ResultsService } from '../results/results.service';
import { auditOf } from '../operators/operator-auth';
import { operatorCall } from '../operators/operator-call';

/** Markets, rates and results for operators, under the operator token (registered inside its scope). */
export function registerMarketOperatorRoutes(scope: FastifyInstance, deps: { markets: MarketsService; results: ResultsService }): void {
  const { markets, results } = deps;

  operatorCall(scope, 'markets.list', { permission: 'markets.read' }, async ({ query }) => ({ markets: await markets.listMarkets(query.kind) }));
  operatorCall(scope, 'markets.add', { permission: 'markets.write' }, async ({ body, request }) => {
    const market = await markets.addMarket({ kind: body.kind, name: body.name.toUpperCase(), openMinutes: body.open, closeMinutes: body.close ?? null }, auditOf(request));
    return { game_id: market.id, market };
  });
  operatorCall(scope, 'markets.update', { permission: 'markets.write' }, async ({ params, body, request }) => ({
    market: await markets.updateMarket(params.id, { name: body.name?.toUpperCase(), openMinutes: body.open, closeMinutes: body.close, active: body.active }, auditOf(request)),
  }));

  operatorCall(scope, 'rates.set', { permission: 'markets.write' }, async ({ body, request }) => {
    if (!RATE_KEYS[body.kind].includes(body.type)) {
      throw new InvalidInput(`--type for ${body.kind} is one of ${RATE_KEYS[body.kind].join(', ')}`, 'invalid_rate');
    }
    // A rate outside its usual band is likely a slip of a digit: it is set only when asked again, knowingly.
    const unusual = unusualRate(body.kind, body.type, body.val1, body.val2);
    if (unusual && body.confirm_unusual !== true) {
      throw new StateConflict(`Unusual rate: ${unusual}. Send it again with confirm_unusual (the CLI's --confirm-unusual) to set it`, 'unusual_rate');
    }
    return markets.setRate(body.kind, body.type, body.val1, body.val2, auditOf(request));
  });
  operatorCall(scope, 'rates.list', { permission: 'markets.read' }, async ({ query }) => ({ rates: await markets.ratesOf(query.kind) }));

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
