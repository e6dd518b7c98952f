import type { FastifyInstance } from 'fastify';
import { isoDay, istDay } from '@matka/shared-kernel/domain';
import { NOTICE_AUDIENCES, type NoticeAudience } from '@matka/shared-kernel/operator-contract';
import type { Database, Queryable } from '../../db/database';
import { InvalidInput, NotFound, StateConflict } from '../../domain-errors';
import type { Clock } from '../../platform/clock';
import { recordAction } from '../audit.repository';
import { auditOf } from '../operators/operator-auth';
import { operatorCall } from '../operators/operator-call';
import { NOTICE_REFUSALS } from './messages';
import { audienceRows, marketNamed, marketsBidOn, noticesSentOn, reachOf, takeNoticeSlot } from './operator-notices.repository';
import { isQuietHour, type PushService } from './push.service';

/** The audit action of a notice sent. */
export const NOTICE_SENT = 'notice send';

/** The audience a request names, with its market found by name (refused in words when it does not fit). */
async function audienceOf(q: Queryable, asked: { audience: NoticeAudience; market?: string | undefined }, day: string) {
  const name = asked.market ?? '';
  if (asked.audience !== 'market') {
    if (name !== '') throw new InvalidInput(NOTICE_REFUSALS.marketNotForAudience(asked.audience), 'invalid_body');
    return { market: null, rows: audienceRows(asked.audience, day, null), said: NOTICE_AUDIENCES[asked.audience] };
  }
  if (name === '') throw new InvalidInput(NOTICE_REFUSALS.marketMissing, 'invalid_body');
  const market = await marketNamed(q, name);
  if (!market) throw new NotFound(NOTICE_REFUSALS.noSuchMarket(name), 'unknown_market');
  return { market: market.name, rows: audienceRows('market', day, market.id), said: `players who bid on ${market.name} today` };
}

/**
 * Operators' notices to players (docs/operations.md, "Operators' notices"): the preview says how many players an
 * audience holds and how many are pushed now; a send takes one of the IST day's `perDay` notices (counted in the
 * database, across instances), writes each player's notification and queues the pushes, and is audited — all in one
 * transaction.
 */
export function registerNoticeOperatorRoutes(scope: FastifyInstance, deps: { db: Database; clock: Clock; push: PushService; perDay: number }): void {
  const { db, clock, push, perDay } = deps;

  operatorCall(scope, 'notices.today', { permission: 'notices' }, async () => {
    const day = isoDay(istDay(clock()));
    return { sent_today: await noticesSentOn(db, day), per_day: perDay, markets: await marketsBidOn(db, day) };
  });

  operatorCall(scope, 'notices.preview', { permission: 'notices' }, async ({ body }) => {
    const now = clock();
    const day = isoDay(istDay(now));
    const target = await audienceOf(db, body, day);
    const reach = await reachOf(db, target.rows, isQuietHour(now));
    return { audience: body.audience, market: target.market, ...reach, sent_today: await noticesSentOn(db, day), per_day: perDay };
  });

  operatorCall(scope, 'notices.send', { permission: 'notices' }, async ({ body, request }) => {
    const audit = auditOf(request);
    const day = isoDay(istDay(clock()));
    return db.transaction(async (tx) => {
      const target = await audienceOf(tx, body, day);
      const sent = await takeNoticeSlot(tx, day, perDay);
      if (sent === null) throw new StateConflict(NOTICE_REFUSALS.limit(perDay), 'notice_limit');
      const queued = await push.notice(tx, target.rows, { title: body.title, body: body.body });
      // Nobody to tell: refused, and the rollback gives the day's notice back.
      if (queued.notified === 0) throw new StateConflict(NOTICE_REFUSALS.nobody(target.said), 'empty_audience');
      const reach = { players: queued.notified, pushed: queued.pushed };
      await recordAction(tx, audit, {
        action: NOTICE_SENT,
        target: target.market === null ? body.audience : `${body.audience} ${target.market}`,
        outcome: { title: body.title, body: body.body, ...reach, pushes: queued.queued },
        change: `"${body.title}" to ${reach.players} player${reach.players === 1 ? '' : 's'} (${target.said}), ${reach.pushed} pushed; notice ${sent} of ${perDay} today`,
      });
      return { audience: body.audience, market: target.market, ...reach, sent_today: sent, per_day: perDay };
    });
  });
}
