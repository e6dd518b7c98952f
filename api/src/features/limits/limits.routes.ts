import type { FastifyInstance } from 'fastify';
import { LIMIT_MESSAGES } from '@matka/shared-kernel/domain';
import { registerCall } from '../../http/calls';
import type { SessionService } from '../accounts/sessions';
import type { LimitsService } from './limits.service';

/** The per-bid limits a board shows, and the player's own limits (Profile → My limits): read, lowered, raised after 24 hours, a break. */
export function registerLimitRoutes(app: FastifyInstance, deps: { appKeys: readonly string[]; sessions: SessionService; limits: LimitsService }): void {
  const { limits } = deps;
  // What the boards show: the per-bid limits only (the caps and the blocked numbers are the house's to know).
  registerCall(app, { appKeys: deps.appKeys, sessions: deps.sessions }, 'api-bid-limits', {}, async ({ body }) => ({
    limits: (await limits.list(body.kind)).limits
      .filter((limit) => limit.name !== 'outcome_cap' && limit.name !== 'player_day_max')
      .map(({ type, name, value }) => ({ type, name, value })),
  }));
  registerCall(app, { appKeys: deps.appKeys, sessions: deps.sessions }, 'api-my-limits', {}, async ({ body, user }) => {
    const asked = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    if (Object.keys(asked).length === 0) return { limits: await limits.own(user.id) };
    const changed = await limits.changeOwn(user.id, asked);
    const raise = [changed.stake_raise, changed.deposit_raise].find((waiting) => waiting !== null);
    const msg = changed.break_until && body.break ? LIMIT_MESSAGES.breakTaken(new Date(changed.break_until)) : raise ? LIMIT_MESSAGES.limitRaised(new Date(raise.from)) : LIMIT_MESSAGES.limitLowered;
    return { msg, limits: changed };
  });
}
