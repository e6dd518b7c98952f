import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import pino from 'pino';
import type { Config } from './config';
import type { Database } from './db/database';
import { openDatabase } from './db/open-database';
import { seedDemoData } from './demo/seed-demo';
import { accountsService } from './features/accounts/accounts.service';
import { playersOperator } from './features/accounts/players-operator';
import { marketSchedules } from './features/markets/market-schedule';
import { registerPlayerOperatorRoutes } from './features/accounts/players-operator.routes';
import { registerAccountRoutes } from './features/accounts/accounts.routes';
import { registerAndroidAppCalls, registerAndroidAppDownloads, registerAndroidAppOperatorRoutes } from './features/android-app/android-app.routes';
import { registerAuditRoutes } from './features/audit/audit.routes';
import { contentChanges } from './features/content/content-changes';
import { registerContentOperatorRoutes } from './features/content/content-operator.routes';
import { registerMarketOperatorRoutes } from './features/markets/markets-operator.routes';
import { feedTokens } from './features/operators/feed-tokens';
import { teamTokens } from './features/operators/team-tokens';
import { registerPaymentRoutes } from './features/payments/payments.routes';
import { registerReportRoutes } from './features/reports/reports.routes';
import { registerResultRoutes } from './features/results/results.routes';
import { registerTodayRoute } from './features/today/today.routes';
import { registerWalletOperatorRoutes } from './features/wallet/wallet-operator.routes';
import { otpService } from './features/accounts/otp.service';
import { sessionService } from './features/accounts/sessions';
import { registerContentRoutes } from './features/content/content.routes';
import { operatorService } from './features/wallet/wallet-operator.service';
import { registerOperatorRoutes } from './features/operators/operators.routes';
import { operatorToken } from './features/operators/operator-token';
import { OPERATOR_COOKIE, operatorSessions } from './features/operators/operator-session';
import { writeProbeCounter } from './features/attempt-counters.repository';
import { bidsService } from './features/bids/bids.service';
import { registerBidRoutes } from './features/bids/bids.routes';
import { registerLimitOperatorRoutes } from './features/limits/limits-operator.routes';
import { registerLimitRoutes } from './features/limits/limits.routes';
import { limitsService } from './features/limits/limits.service';
import { resultsService } from './features/results/results.service';
import { registerChartRoutes } from './features/charts/charts.routes';
import { ChangeTracker } from './features/markets/change-tracker';
import { registerMarketRoutes } from './features/markets/markets.routes';
import { marketsService } from './features/markets/markets.service';
import { walletService } from './features/wallet/wallet.service';
import { paymentsService } from './features/payments/payments.service';
import { registerWalletRoutes } from './features/wallet/wallet.routes';
import { registerErrorHandling } from './http/error-handler';
import { registerHealthRoutes } from './http/health.routes';
import { registerApiDocs, trackRoutes } from './http/openapi';
import { registerCors } from './http/origins';
import { registerInputGuard } from './http/input-guard';
import { limitConnectionsPerAddress } from './http/connection-limits';
import { registerCompression } from './http/compression';
import { registerSecurityHeaders } from './http/security-headers';
import { registerWebRoutes } from './http/web.routes';
import { getSetting } from './features/content/settings';
import { presentedToken, readCookie } from './http/calls';
import { PREVIEW_COOKIE, RELEASES_URL, releaseControl } from '@matka/release-control';
import * as domainErrors from './domain-errors';
import { recordAction } from './features/audit.repository';
import { auditOf } from './features/operators/operator-auth';
import { confinedTo, principalOf, refusal } from './features/operators/operator-access';
import { operatorCall } from './features/operators/operator-call';
import { callerOrigin } from './http/origins';
import { servedRemotesJson } from './http/served-remotes';
import { hashToken } from './platform/tokens';
import { systemClock, type Clock } from './platform/clock';
import { PasswordHasher } from './platform/passwords';
import { HttpSmsSender, OutboxSmsSender, type SmsSender } from './platform/sms';
import { vapidKeys, WebPushSender, type PushSender } from './platform/push-sender';
import { PushDelivery } from './features/push/push-delivery';
import { pushService, type PushService } from './features/push/push.service';
import { registerPushRoutes } from './features/push/push.routes';
import { registerNoticeOperatorRoutes } from './features/push/operator-notices.routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    /** The operator API's bearer token. */
    operatorToken: string;
    /** Password hashing, on its own threads. */
    passwords: PasswordHasher;
    /** Push to the player: the service (events, inbox) and this instance's delivery of the outbox. */
    push: { service: PushService; delivery: PushDelivery };
  }
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

/** What a test (or another deployment) may plug in instead of the defaults. */
export interface AppDeps {
  /** An open, migrated database; the app then leaves closing it to the caller. */
  db?: Database;
  clock?: Clock;
  sms?: SmsSender;
  /** Where pushes go (a test's local push service); default the push services themselves, with the server's VAPID keys. */
  push?: PushSender;
}

/** Builds the whole server from its configuration; the database is opened (and migrated) here, closed on close. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const { db } = deps;
  const clock = deps.clock ?? systemClock;
  // Production writes the log without blocking (a buffered destination, flushed on close) and one line per request
  // only at debug: under load two lines per request were half the server's busy time.
  const quiet = config.nodeEnv === 'production' && !['debug', 'trace'].includes(config.logLevel);
  const destination = config.nodeEnv === 'production' && config.logLevel !== 'silent' ? pino.destination({ sync: false }) : undefined;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, ...(destination ? { stream: destination } : {}) },
    logController: new LogController({ disableRequestLogging: quiet }),
    bodyLimit: 64 * 1024,
    // A request (headers and body) must arrive whole within REQUEST_TIMEOUT_MS, checked every second at the most.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(config.requestTimeoutMs / 2))),
    },
    // A hop count trusts that many proxies nearest to us (what proxy-addr does with a number; Fastify's types take a function).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
  });
  limitConnectionsPerAddress(app.server, config.maxConnectionsPerAddress, config.trustProxy);
  if (destination) {
    app.addHook('onClose', async () => {
      try {
        destination.flushSync();
      } catch {
        // Not open yet: nothing written.
      }
    });
  }
  const database = db ?? (await openDatabase(config));
  app.decorate('db', database);
  app.decorate('config', config);
  if (!db) app.addHook('onClose', async () => database.close());

  app.decorate('operatorToken', operatorToken(config.operatorToken, config.dataDir));
  const passwords = new PasswordHasher({ threads: config.passwordHashThreads, queue: config.passwordHashQueue, logN: config.passwordScryptLogN });
  app.decorate('passwords', passwords);
  app.addHook('onClose', async () => passwords.close());
  if (config.demoData && (await seedDemoData(database, passwords, clock()))) {
    app.log.info('demo data added: see the README for the demo player');
  }

  const sms =
    deps.sms ??
    (config.sms.kind === 'gateway'
      ? new HttpSmsSender({ url: config.sms.url, token: config.sms.token, timeoutMs: config.sms.timeoutMs })
      : new OutboxSmsSender(config.sms.file, (line) => app.log.info(line)));
  const pushSender = deps.push ?? new WebPushSender(vapidKeys(config.push, config.dataDir), 10_000);
  const delivery = new PushDelivery({ db: database, clock, sender: pushSender, batch: 500, concurrency: 50, log: (line) => app.log.warn(line) });
  const push = pushService({ db: database, clock, sender: pushSender, onQueued: config.push.pollMs > 0 ? () => delivery.nudge() : undefined });
  app.decorate('push', { service: push, delivery });
  delivery.start(config.push.pollMs);
  app.addHook('onClose', async () => delivery.stop());
  const sessions = sessionService(database, clock, config.sessionDays, config.sessionCacheMs);
  app.addHook('onClose', async () => sessions.close());
  const otp = otpService(database, sms, clock, config.otpLength);
  const accounts = accountsService({ db: database, clock, otp, sessions, passwords });
  const payments = paymentsService({ db: database, clock, ...config.autoDeposits, notify: push });
  const limits = limitsService({ db: database, clock });
  const wallet = walletService({ db: database, clock, otp, maxFundRequest: config.maxFundRequest, deposits: payments, notify: push, depositLimit: limits.checkDeposit });
  const common = { db: database, appKeys: config.appKeys, sessions };
  const tracker = new ChangeTracker(database);
  app.addHook('onClose', async () => tracker.close());
  const markets = marketsService({ db: database, clock, tracker });
  const results = resultsService({ db: database, clock, tracker, notify: push });

  trackRoutes(app);
  registerErrorHandling(app, config.rateLimitPauseMs);
  await registerSecurityHeaders(app);
  await registerCors(app);
  await registerCompression(app);
  registerInputGuard(app);
  registerHealthRoutes(app, { db: database, dataDir: config.dataDir, probeWrite: writeProbeCounter });
  registerAccountRoutes(app, { ...common, clock, accounts, otpLength: config.otpLength });
  registerWalletRoutes(app, { ...common, wallet });
  registerPushRoutes(app, { ...common, push });
  registerContentRoutes(app, common);
  registerMarketRoutes(app, { ...common, clock, tracker, markets });
  registerBidRoutes(app, { ...common, bids: bidsService({ db: database, clock }) });
  registerLimitRoutes(app, { ...common, limits });
  registerChartRoutes(app, { db: database, clock });
  // Release control (its own package): what it needs of this server is handed in here.
  const releases = releaseControl({
    db: database,
    clock,
    releasesDir: config.releasesDir,
    webRoot: config.webRoot,
    remotesManifest: config.remotesManifest,
    judgement: config.canaryJudgement,
    maxReleaseBytes: config.maxReleaseBytes,
    errors: domainErrors,
    recordAction,
    operatorCall,
    callers: { auditOf, confinedTo: (request) => confinedTo(principalOf(request)) },
    reporters: {
      isForeign: (request) => callerOrigin(request) === 'foreign',
      reporter: async (request) => {
        const token = presentedToken(request);
        const player = token ? await sessions.find(token) : null;
        return token && player ? { sessionHash: hashToken(token), playerId: player.id } : null;
      },
    },
    previewers: {
      consoleSessionUntil: async (request, remote) => {
        const session = await operatorSessions(database, clock).find(request);
        if (!session || session.account.temporaryPassword) return null;
        const principal = { kind: 'operator' as const, actor: session.account.name, id: session.account.id, name: session.account.name, role: session.account.role, temporaryPassword: false };
        return refusal(principal, { permission: 'releases.read', remote }) === null ? new Date(session.expires_at) : null;
      },
    },
    // The server's own secret, the same on every instance (OPERATOR_TOKEN): a preview link opens on any of them.
    previewSecret: `preview link:${app.operatorToken}`,
    players: {
      idOf: async (mobile) => {
        const [row] = await database.query<{ id: number | string }>('SELECT id FROM users WHERE mobile = $1', [mobile]);
        return row ? Number(row.id) : null;
      },
    },
    renderRemotesJson: servedRemotesJson,
  });
  // Each remote's first build is its first release, recorded before any player asks: from then on a `npm run build`
  // here changes nothing players load, only release control does.
  app.addHook('onReady', async () => void (await releases.service.keepFirstBuilds()));
  // The operator API: the operators' own routes (sessions, accounts, team tokens), then each feature's.
  const ownerChanges = contentChanges(database);
  const feeds = feedTokens(database, clock);
  registerOperatorRoutes(app, {
    db: database,
    clock,
    token: app.operatorToken,
    maxReleaseBytes: config.maxReleaseBytes,
    androidApp: config.androidApp,
    passwords,
    teamTokens: teamTokens(database, clock),
    feedTokens: feeds,
    features: [
      (scope) => registerTodayRoute(scope, { db: database, clock, ownerChanges, remotes: () => releases.service.status() }),
      (scope) => registerAuditRoutes(scope, { db: database }),
      (scope) => registerReportRoutes(scope, { db: database, clock }),
      (scope) => registerPaymentRoutes(scope, { payments, feedTokens: feeds, clock }),
      (scope) => registerPlayerOperatorRoutes(scope, { players: playersOperator({ db: database, clock, sessions, otp }) }),
      (scope) =>
        registerWalletOperatorRoutes(scope, {
          operator: operatorService(database, tracker, clock, { dayCredit: config.dayCredit, secondApprovalAbove: config.secondApprovalAbove }, payments, push),
          moneyLimits: { owner: config.maxOperatorCredit, cashier: config.cashierMaxCredit },
        }),
      (scope) => registerContentOperatorRoutes(scope, { db: database, ownerChanges }),
      (scope) => registerMarketOperatorRoutes(scope, { markets, schedules: marketSchedules({ db: database, clock, tracker }) }),
      (scope) => registerLimitOperatorRoutes(scope, { limits }),
      (scope) => registerResultRoutes(scope, { results }),
      // Release control's operator routes (its own package), in this scope: its authentication, ETags and errors apply.
      (scope) => void scope.register(releases.operatorRoutes),
      (scope) => registerAndroidAppOperatorRoutes(scope, { db: database, clock, androidApp: config.androidApp }),
      (scope) => registerNoticeOperatorRoutes(scope, { db: database, clock, push, perDay: config.noticesPerDay }),
    ],
  });
  registerAndroidAppDownloads(app, { db: database, androidApp: config.androidApp });
  registerAndroidAppCalls(app, { ...common });
  await app.register(releases.reportRoute);
  await app.register(releases.previewRoute);
  await registerApiDocs(app, { operatorSession: OPERATOR_COOKIE });
  if (config.serveWeb) {
    // remotes.json per player: a canary share of players is picked by id, from the session cookie.
    const servedRemotes = async (request: FastifyRequest | null) => {
      const token = request && presentedToken(request);
      const player = token ? await sessions.find(token) : null;
      return releases.service.servedRemotesJson(player?.id ?? null, request ? readCookie(request, PREVIEW_COOKIE) : undefined);
    };
    await registerWebRoutes(app, {
      webRoot: config.webRoot,
      remotesManifest: config.remotesManifest,
      releases: { url: RELEASES_URL, files: releases.files },
      servedRemotes,
      // Only while the player's betting is on (Home and Add Funds show them only then), so a page that brings them tells
      // the app, before the player's detail arrives, that Home's headline is shown (the kernel's `headlinesOn`).
      pageHeadlines: async (request) => {
        const token = presentedToken(request);
        const player = token ? await sessions.find(token) : null;
        if (!player?.bettingEnabled) return null;
        return (await getSetting(database, 'headlines')).filter((headline) => headline.status).map(({ id, notes }) => ({ id, notes }));
      },
      production: config.nodeEnv === 'production',
    });
  } else {
    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ status: false, msg: 'Not found' }));
  }
  return app;
}
