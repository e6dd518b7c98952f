import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import type { Clock } from '../../platform/clock';
import type { ContentChanges } from '../content/content-changes';
import { principalOf, refusal, type Permission } from '../operators/operator-access';
import { operatorCall } from '../operators/operator-call';
import { todayAtAGlance } from './today';

/**
 * Today shows each operator what they may act on: pending money to those who decide it, unacknowledged changes to
 * the owners' content to each owner, results due, the ledger check and the remotes players are given.
 */
export function registerTodayRoute(
  scope: FastifyInstance,
  deps: {
    db: Database;
    clock: Clock;
    ownerChanges: ContentChanges;
    /** The remotes players are given, on or off (the releases feature's status). */
    remotes: () => Promise<{ remotes: Array<{ name: string; enabled: boolean; manifest: string }>; error?: string }>;
  },
): void {
  operatorCall(scope, 'today', { permission: 'overview' }, async ({ request }) => {
    const principal = principalOf(request);
    const may = (permission: Permission) => refusal(principal, { permission }) === null;
    const [day, remotes, changes] = await Promise.all([
      todayAtAGlance(deps.db, deps.clock, { pending: may('money.move') }),
      deps.remotes(),
      principal.kind === 'operator' && may('content.money') ? deps.ownerChanges.pendingFor(principal.id) : undefined,
    ]);
    return { ...day, remotes, ...(changes ? { content_changes: changes } : {}) };
  });
}
