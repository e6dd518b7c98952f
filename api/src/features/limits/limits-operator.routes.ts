import type { FastifyInstance } from 'fastify';
import { auditOf } from '../operators/operator-auth';
import { operatorCall } from '../operators/operator-call';
import type { LimitsService } from './limits.service';

/** The house's stake limits for operators: owners and results operators set them (registered inside the operator scope). */
export function registerLimitOperatorRoutes(scope: FastifyInstance, deps: { limits: LimitsService }): void {
  const { limits } = deps;
  operatorCall(scope, 'limits.list', { permission: 'markets.read' }, async ({ query }) => limits.list(query.kind));
  operatorCall(scope, 'limits.set', { permission: 'markets.write' }, async ({ body, request }) => limits.set(body, auditOf(request)));
  operatorCall(scope, 'limits.clear', { permission: 'markets.write' }, async ({ body, request }) => limits.clear(body, auditOf(request)));
}
