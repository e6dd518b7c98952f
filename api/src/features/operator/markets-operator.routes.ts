import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RATE_KEYS, parseClockTime, type MarketKind } from '@matka/shared-kernel/domain';
import { unusualRate } from '@matka/shared-kernel/operator';
import { InvalidInput, StateConflict } from '../../domain-errors';
import type { MarketsService } from '../markets/markets.service';
import type { ResultsService } from '../bids/results.service';
import { requires } from './operator-access';
import { auditOf } from './operator-auth';
import { parseOperatorBody } from './operator-body';

const kind = z.enum(['main', 'starline', 'gali']);
const clock = z.string().transform((text, ctx) => {
  const minutes = parseClockTime(text);
  if (minutes === null) {
    ctx.addIssue({ code: 'custom', message: `"${text}" is not a time like "09:30 AM"` });
    return z.NEVER;
  }
  return minutes;
});
const marketId = z.coerce.number().int().positive();
/** A rate's val_1 or val_2: the columns are PostgreSQL integers. */
const rateValue = z.number().int().positive().max(2_147_483_647);
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD').optional();

/** Markets, rates and results for operators, under the operator token (registered inside its scope). */
export function registerMarketOperatorRoutes(scope: FastifyInstance, deps: { markets: MarketsService; results: ResultsService }): void {
  const { markets, results } = deps;

  scope.get('/operator/markets', requires('markets.read'), async (request) => {
    const query = parseOperatorBody(z.object({ kind: kind.optional() }), request.query);
    return { markets: await markets.listMarkets(query.kind) };
  });
  scope.post('/operator/markets', requires('markets.write'), async (request) => {
    const body = parseOperatorBody(z.object({ kind, name: z.string().trim().min(1).max(60), open: clock, close: clock.optional() }), request.body);
    const market = await markets.addMarket({ kind: body.kind, name: body.name.toUpperCase(), openMinutes: body.open, closeMinutes: body.close ?? null }, auditOf(request));
    return { game_id: market.id, market };
  });
  scope.post('/operator/markets/:id', requires('markets.write'), async (request) => {
    const { id } = parseOperatorBody(z.object({ id: marketId }), request.params);
    const body = parseOperatorBody(
      z.object({ name: z.string().trim().min(1).max(60).optional(), open: clock.optional(), close: clock.optional(), active: z.boolean().optional() }),
      request.body,
    );
    return { market: await markets.updateMarket(id, { name: body.name?.toUpperCase(), openMinutes: body.open, closeMinutes: body.close, active: body.active }, auditOf(request)) };
  });

  scope.post('/operator/rates', requires('markets.write'), async (request) => {
    const body = parseOperatorBody(
      z.object({ kind, type: z.string(), val1: rateValue, val2: rateValue, confirm_unusual: z.boolean().default(false) }),
      request.body,
    );
    if (!RATE_KEYS[body.kind as MarketKind].includes(body.type)) {
      throw new InvalidInput(`--type for ${body.kind} is one of ${RATE_KEYS[body.kind as MarketKind].join(', ')}`, 'invalid_rate');
    }
    // A rate outside its usual band is likely a slip of a digit: it is set only when asked again, knowingly.
    const unusual = unusualRate(body.kind as MarketKind, body.type, body.val1, body.val2);
    if (unusual && !body.confirm_unusual) {
      throw new StateConflict(`Unusual rate: ${unusual}. Send it again with confirm_unusual (the CLI's --confirm-unusual) to set it`, 'unusual_rate');
    }
    return markets.setRate(body.kind, body.type, body.val1, body.val2, auditOf(request));
  });
  scope.get('/operator/rates', requires('markets.read'), async (request) => {
    const query = parseOperatorBody(z.object({ kind }), request.query);
    return { rates: await markets.ratesOf(query.kind) };
  });

  // Each declaration has a preview: what it would settle and pay, computed by the code that settles, nothing written.
  // `early`: declare before the market's time today (refused otherwise).
  const declaration = z.object({ market: marketId, pana: z.string().trim(), date, early: z.boolean().optional() });
  const galiDeclaration = z.object({ market: marketId, jodi: z.string().trim(), date, early: z.boolean().optional() });
  for (const kind of ['open', 'close', 'starline'] as const) {
    scope.post(`/operator/results/${kind}/preview`, requires('results'), async (request) => {
      const body = parseOperatorBody(declaration, request.body);
      return results.preview(kind, body.market, body.pana, body.date);
    });
  }
  scope.post('/operator/results/gali/preview', requires('results'), async (request) => {
    const body = parseOperatorBody(galiDeclaration, request.body);
    return results.preview('gali', body.market, body.jodi, body.date);
  });
  scope.post('/operator/results/revert/preview', requires('results'), async (request) => {
    const body = parseOperatorBody(z.object({ market: marketId, date }), request.body);
    return results.previewRevert(body.market, body.date);
  });

  scope.post('/operator/results/open', requires('results'), async (request) => {
    const body = parseOperatorBody(declaration, request.body);
    return results.declareOpen(body.market, body.pana, body.date, auditOf(request), body.early);
  });
  scope.post('/operator/results/close', requires('results'), async (request) => {
    const body = parseOperatorBody(declaration, request.body);
    return results.declareClose(body.market, body.pana, body.date, auditOf(request), body.early);
  });
  scope.post('/operator/results/starline', requires('results'), async (request) => {
    const body = parseOperatorBody(declaration, request.body);
    return results.declareStarline(body.market, body.pana, body.date, auditOf(request), body.early);
  });
  scope.post('/operator/results/gali', requires('results'), async (request) => {
    const body = parseOperatorBody(galiDeclaration, request.body);
    return results.declareGali(body.market, body.jodi, body.date, auditOf(request), body.early);
  });
  scope.post('/operator/results/revert', requires('results'), async (request) => {
    const body = parseOperatorBody(z.object({ market: marketId, date }), request.body);
    return results.revert(body.market, body.date, auditOf(request));
  });
  // What the house risks before a declaration: stakes per number, and what each possible result would pay.
  scope.post('/operator/results/exposure', requires('results'), async (request) => {
    const body = parseOperatorBody(z.object({ market: marketId, date, session: z.enum(['open', 'close']).default('open') }), request.body);
    return results.exposure(body.market, body.date, body.session);
  });
  // A disabled market's day cancelled: its pending bids refunded (with a preview of how many, whose, how much).
  scope.get('/operator/results/pending', requires('results'), async () => ({ pending: await results.pending() }));
  scope.post('/operator/results/cancel/preview', requires('results'), async (request) => {
    const body = parseOperatorBody(z.object({ market: marketId, date }), request.body);
    return results.previewCancel(body.market, body.date);
  });
  scope.post('/operator/results/cancel', requires('results'), async (request) => {
    const body = parseOperatorBody(z.object({ market: marketId, date }), request.body);
    return results.cancel(body.market, body.date, auditOf(request));
  });
}
