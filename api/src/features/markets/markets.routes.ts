import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RATE_KEYS, type MarketKind } from '@matka/shared-kernel/domain';
import type { Database } from '../../db/database';
import { SESSION_ENDED, registerCall, type CallAnswer } from '../../http/calls';
import { absoluteUrl } from '../../http/public-url';
import type { Clock } from '../../platform/clock';
import { findUserById } from '../accounts/accounts.repository';
import { getSetting } from '../content/settings';
import { appVersionFields } from '../android-app/android-app.routes';
import type { SessionService, SessionUser } from '../accounts/sessions';
import type { ChangeTracker } from './change-tracker';
import { ratesOf } from './markets.repository';
import { chartUrlOf, type MarketsService } from './markets.service';

interface Deps {
  db: Database;
  appKeys: readonly string[];
  clock: Clock;
  sessions: SessionService;
  tracker: ChangeTracker;
  markets: MarketsService;
}

/**
 * The polled lists: a 304 with no body when the client's ETag is still current, so a poll that finds nothing new
 * costs no market, result or wallet query.
 */
function notModified(request: FastifyRequest, reply: FastifyReply, etag: string | null): boolean {
  reply.header('Cache-Control', 'private, no-cache');
  if (etag === null) return false;
  reply.header('ETag', etag);
  if (request.headers['if-none-match'] !== etag) return false;
  reply.code(304);
  return true;
}

const rateFields = (rates: Map<string, { val1: number; val2: number }>, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((key) => [[`${key}_val_1`, rates.get(key)?.val1 ?? 0], [`${key}_val_2`, rates.get(key)?.val2 ?? 0]]));

export function registerMarketRoutes(app: FastifyInstance, deps: Deps): void {
  const { db, clock, tracker, markets } = deps;
  const callDeps = { appKeys: deps.appKeys, sessions: deps.sessions };
  /** Answers a polled list: 304 while its ETag stands (the minute is in it: markets open and close by the minute). */
  async function polled(
    context: { request: FastifyRequest; reply: FastifyReply },
    kind: MarketKind,
    user: SessionUser | null,
    build: () => Promise<CallAnswer>,
  ): Promise<CallAnswer> {
    const etag = tracker.etag(kind, Math.floor(clock().getTime() / 60_000), user?.id);
    if (notModified(context.request, context.reply, etag)) return {};
    return { ...(await build()), server_time: clock().toISOString() };
  }

  /** Today's markets of a kind, each with its chart's absolute link. */
  const todays = async (kind: MarketKind, request: FastifyRequest) =>
    (await markets.todaysMarkets(kind)).map((market) => ({ ...market, web_chart_url: absoluteUrl(request, market.web_chart_url) }));
  /** The absolute link of the Starline or Gali chart. */
  const chartOf = (kind: 'starline' | 'gali', request: FastifyRequest) => absoluteUrl(request, chartUrlOf({ kind, id: 0 }));

  // The legacy web client's landing page polls this before login too: without a session, the markets and contacts only. The
  // contact numbers ride on the ETag's minute: an operator's change shows within a minute.
  // A legacy client whose session has ended (30 days, a password changed elsewhere) reads a 401 as nothing: it gets the
  // visitor's dashboard with betting off ("0", the status its screens show as signed out) and says why, never cached.
  registerCall(app, callDeps, 'api-get-dashboard-data', { auth: 'optional', endedSessionAtRoot: 'visitor' }, (context) => {
    const dashboard = async () => {
      const { player } = context;
      const [result, account, contacts, versions] = await Promise.all([
        todays('main', context.request),
        player ? findUserById(db, player.id) : null,
        getSetting(db, 'contacts'),
        appVersionFields(db, context.request),
      ]);
      return {
        result,
        ...(player ? { wallet_amt: account?.balance ?? 0, betting_status: account?.bettingEnabled ? '1' : '0' } : {}),
        ...(context.sessionEnded ? { betting_status: '0', msg: SESSION_ENDED } : {}),
        web_chart: result.map((market) => ({ game_name: market.game_name, web_chart_url: market.web_chart_url })),
        mobile_1: contacts.mobile_1,
        mobile_no: contacts.mobile_no,
        telegram_no: contacts.telegram_no,
        // Where the field Android apps check their version (and the operator's minimum makes them update).
        ...versions,
      };
    };
    return context.sessionEnded ? dashboard() : polled(context, 'main', context.player, dashboard);
  });

  registerCall(app, callDeps, 'api-starline-game', { auth: false }, (context) =>
    polled(context, 'starline', null, async () => ({
      result: await todays('starline', context.request),
      web_starline_chart_url: chartOf('starline', context.request),
    })),
  );

  registerCall(app, callDeps, 'api-galidisawar-game', { auth: false }, (context) =>
    polled(context, 'gali', null, async () => ({
      result: await todays('gali', context.request),
      web_galidessar_chart_url: chartOf('gali', context.request),
    })),
  );

  registerCall(app, callDeps, 'api-game-rates', { auth: false }, async () => ({
    game_rates: [rateFields(await ratesOf(db, 'main'), RATE_KEYS.main)],
  }));
  registerCall(app, callDeps, 'api-starline-game-rates', { auth: false }, async ({ request }) => ({
    game_rates: [rateFields(await ratesOf(db, 'starline'), RATE_KEYS.starline)],
    web_starline_chart_url: chartOf('starline', request),
  }));
  registerCall(app, callDeps, 'api-galidisawar-game-rates', { auth: false }, async ({ request }) => ({
    game_rates: [rateFields(await ratesOf(db, 'gali'), RATE_KEYS.gali)],
    web_galidessar_chart_url: chartOf('gali', request),
  }));
}
