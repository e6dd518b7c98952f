import type { FastifyInstance } from 'fastify';
import { auditOf } from '../operators/operator-auth';
import { operatorCall } from '../operators/operator-call';
import type { PlayersOperator } from './players-operator';

/**
 * The players area of the operator API (registered inside the operator scope: operators.routes.ts): finding players,
 * a player's page and bids, suspension, reset codes, notes. Betting on/off and money are the wallet's
 * (wallet-operator.routes.ts).
 */
export function registerPlayerOperatorRoutes(scope: FastifyInstance, deps: { players: PlayersOperator }): void {
  const { players } = deps;
  operatorCall(scope, 'users.list', { permission: 'players.read' }, async ({ query }) => players.list(query.q || undefined, query.after));
  operatorCall(scope, 'users.show', { permission: 'players.read' }, async ({ params }) => players.show(params.mobile));
  operatorCall(scope, 'users.bids', { permission: 'players.read' }, async ({ params, query }) => players.bids(params.mobile, query.before));
  operatorCall(scope, 'users.suspend', { permission: 'players.suspend' }, async ({ body, request }) => players.setSuspended(body.mobile, body.reason, auditOf(request)));
  operatorCall(scope, 'users.resume', { permission: 'players.suspend' }, async ({ body, request }) => players.setSuspended(body.mobile, null, auditOf(request)));
  operatorCall(scope, 'users.reset-code', { permission: 'players.reset' }, async ({ body, request }) => players.sendResetCode(body.mobile, auditOf(request)));
  operatorCall(scope, 'users.note', { permission: 'players.notes' }, async ({ body, request }) => players.addNote(body.mobile, body.body, auditOf(request)));
}
