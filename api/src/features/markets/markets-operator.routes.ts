import type { FastifyInstance } from 'fastify';
import { RATE_KEYS } from '@matka/shared-kernel/domain';
import { unusualRate } from '@matka/shared-kernel/operator';
import { InvalidInput, StateConflict } from '../../domain-errors';
import type { MarketsService } from './markets.service';
import type { MarketSchedules } from './market-schedule';
import { auditOf } from '../operators/operator-auth';
import { operatorCall } from '../operators/operator-call';

/** Markets and rates for operators (registered inside the operator scope: operators.routes.ts). */
export function registerMarketOperatorRoutes(scope: FastifyInstance, deps: { markets: MarketsService; schedules: MarketSchedules }): void {
  const { markets, schedules } = deps;

  operatorCall(scope, 'markets.list', { permission: 'markets.read' }, async ({ query }) => ({ markets: await markets.listMarkets(query.kind) }));
  operatorCall(scope, 'markets.add', { permission: 'markets.write' }, async ({ body, request }) => {
    const market = await markets.addMarket({ kind: body.kind, name: body.name.toUpperCase(), openMinutes: body.open, closeMinutes: body.close ?? null }, auditOf(request));
    return { game_id: market.id, market };
  });
  operatorCall(scope, 'markets.update', { permission: 'markets.write' }, async ({ params, body, request }) => ({
    market: await markets.updateMarket(params.id, { name: body.name?.toUpperCase(), openMinutes: body.open, closeMinutes: body.close, active: body.active }, auditOf(request)),
  }));

  // Weekly schedules and holidays (market-schedule.ts): a Holiday takes no bids and has no result due.
  operatorCall(scope, 'markets.schedule', { permission: 'markets.write' }, async ({ params, body, request }) => schedules.setWeekdays(params.id, body.closed, auditOf(request)));
  operatorCall(scope, 'markets.holiday', { permission: 'markets.write' }, async ({ params, body, request }) => schedules.addHoliday(params.id, body.date, body.reason, auditOf(request)));
  operatorCall(scope, 'markets.holiday-remove', { permission: 'markets.write' }, async ({ params, body, request }) => schedules.removeHoliday(params.id, body.date, auditOf(request)));

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
}
