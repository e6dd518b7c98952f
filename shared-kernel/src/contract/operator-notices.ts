/**
 * The operator contract's notices area: an owner or support writes a notice to an audience of players, sees how many
 * it reaches, then sends it into their inboxes (and pushes it to those who chose operators' notices), at most
 * NOTICES_PER_DAY a day.
 */
import * as z from '../zod';
import { type OperatorCallSpec } from './operator-fields';

/** Who a notice goes to, each with how the console and the CLI's help say it. */
export const NOTICE_AUDIENCES = {
  everyone: 'every player',
  'bid-today': 'players who bid today',
  market: 'players who bid on one market today',
} as const;

export type NoticeAudience = keyof typeof NOTICE_AUDIENCES;
const audiences = Object.keys(NOTICE_AUDIENCES) as [NoticeAudience, ...NoticeAudience[]];

/** The longest title and text a notice may have (a phone's notification shows about this much). */
export const NOTICE_TITLE_MAX = 60;
export const NOTICE_BODY_MAX = 240;

/** The audience: `market` names the market (its name, as the market list has it). */
const audience = { audience: z.enum(audiences), market: z.optional(z.string().check(z.trim(), z.maxLength(60))) };

const noticeText = {
  title: z.string().check(z.trim(), z.minLength(1, 'title must not be empty'), z.maxLength(NOTICE_TITLE_MAX)),
  body: z.string().check(z.trim(), z.minLength(1, 'body must not be empty'), z.maxLength(NOTICE_BODY_MAX)),
};

/** Today's notices: how many were sent and how many a day may be. */
const noticesToday = { sent_today: z.number(), per_day: z.number() };

/** How many a notice reaches: players (each gets it in their inbox) and, of them, those pushed now. */
const reach = { audience: z.enum(audiences), market: z.nullable(z.string()), players: z.number(), pushed: z.number() };

/** The notices area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const NOTICE_CALLS = {
  'notices.today': {
    method: 'GET',
    path: '/operator/notices',
    summary: 'Today’s notices sent and the day’s limit, and the markets with bids today (a market audience) with their players',
    response: z.object({ ...noticesToday, markets: z.array(z.object({ name: z.string(), players: z.number() })) }),
  },
  'notices.preview': {
    method: 'POST',
    path: '/operator/notices/preview',
    summary: 'How many players a notice to this audience reaches (and how many of them are pushed now), before sending it',
    body: z.object({ ...audience, title: z.optional(z.string()), body: z.optional(z.string()) }),
    response: z.object({ ...reach, ...noticesToday }),
  },
  'notices.send': {
    method: 'POST',
    path: '/operator/notices',
    summary: 'Send a notice to an audience: into each player’s inbox, pushed to those who chose notices (NOTICES_PER_DAY a day)',
    body: z.object({ ...audience, ...noticeText, note: z.optional(z.string()) }),
    response: z.object({ ...reach, ...noticesToday }),
  },
} as const satisfies Record<string, OperatorCallSpec>;

// The answers' shapes the console names.
export type NoticeReach = z.output<(typeof NOTICE_CALLS)['notices.preview']['response']>;
export type NoticesToday = z.output<(typeof NOTICE_CALLS)['notices.today']['response']>;
