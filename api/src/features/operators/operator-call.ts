import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { OPERATOR_CALLS, type OperatorCallName, type OperatorCallSpec, type OperatorParsed, type OperatorSent } from '@matka/shared-kernel/operator-contract';
import type { AccessRule, Permission } from './operator-access';
import { parseOperatorBody } from './operator-body';

type Parsed<Name extends OperatorCallName, Key extends 'params' | 'query' | 'body'> = OperatorParsed<Name, Key>;

/** What a handler answers: the contract's answer, or CSV text for a call that may answer CSV. */
type Answer<Name extends OperatorCallName> = OperatorSent<Name> | ((typeof OPERATOR_CALLS)[Name] extends { csv: string } ? string : never);

/** What a handler gets: the path's parameters, the query and the body, each parsed with the contract's schema. */
export interface OperatorCallContext<Name extends OperatorCallName> {
  params: Parsed<Name, 'params'>;
  query: Parsed<Name, 'query'>;
  body: Parsed<Name, 'body'>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * Registers one call of the operator contract (`@matka/shared-kernel/operator-contract`) at its method and path: its
 * parameters, query and body are checked with the contract's schemas (a 400 naming the first field that does not fit),
 * and the handler's answer must have the contract's shape (the compiler checks it). A call the contract does not mark
 * `open` needs `permission` (operator-access.ts); `remote`: the remote it acts on, for a team token.
 */
export function operatorCall<Name extends OperatorCallName>(
  scope: FastifyInstance,
  name: Name,
  access: { permission: Permission; remote?: AccessRule['remote'] } | 'open',
  handler: (context: OperatorCallContext<Name>) => Promise<Answer<Name>> | Answer<Name>,
  options: { bodyLimit?: number } = {},
): void {
  const spec: OperatorCallSpec = OPERATOR_CALLS[name];
  if ((access === 'open') !== (spec.open === true)) throw new Error(`${name}: the contract says ${spec.open ? 'open' : 'operators only'}`);
  const rule: AccessRule | 'public' = access === 'open' ? 'public' : { permission: access.permission, remote: access.remote };
  scope.route({
    method: spec.method,
    url: spec.path,
    config: { access: rule },
    ...options,
    handler: async (request, reply) => {
      const context = {
        params: spec.params ? parseOperatorBody(spec.params, request.params) : undefined,
        query: spec.query ? parseOperatorBody(spec.query, request.query) : undefined,
        body: spec.body ? parseOperatorBody(spec.body, request.body) : undefined,
        request,
        reply,
      } as OperatorCallContext<Name>;
      return handler(context);
    },
  });
}
