import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEV_APP_KEY } from '@matka/shared-kernel/app-key';
import { DEFAULT_OTP_LENGTH, OTP_LENGTHS } from '@matka/shared-kernel/domain';
import { API_ROOT } from './api-root';

const REPO_ROOT = path.resolve(API_ROOT, '..');

/** A proxy address (`10.0.0.1`, `::1`), a range (`10.0.0.0/8`) or one of proxy-addr's names (`loopback`, …). */
const isProxyAddress = (entry: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0 || net.isIP(address) === 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (net.isIPv4(address) ? 32 : 128));
};

/**
 * Whose X-Forwarded-For to believe: nobody (the default: the client's own address counts), a hop count, or a list of
 * proxy addresses. `true` (anyone) is refused: any client could then choose its own address.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((text, ctx): false | number | string[] => {
    if (text === undefined || text === '' || text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0 || entries.length === 0) {
      ctx.addIssue({ code: 'custom', message: `must be a hop count or a comma-separated list of proxy addresses (not ${wrong.join(', ') || 'empty'})` });
      return z.NEVER;
    }
    return entries;
  });

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Proxies whose X-Forwarded-For (and -Proto) to believe: a hop count or a list of addresses; default none. */
  TRUST_PROXY: trustProxy,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The whole of a request, headers and body, must arrive within this (a slow body is answered 408 and closed). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** How long a connection may wait idle for its next request. */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  /** Open connections per client address and process; more are answered 429 and closed (0: no cap; none behind TRUST_PROXY). */
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(256),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The one `app_key` clients carry; APP_KEYS for several. */
  APP_KEY: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Several `app_key`s, comma-separated: our own build's first (MATKA_APP_KEY), then the field apps'. */
  APP_KEYS: z
    .string()
    .transform((value) => value.split(',').map((key) => key.trim()).filter(Boolean))
    .refine((keys) => keys.length > 0, 'must name at least one key')
    .refine((keys) => keys.every((key) => key.length >= 8), 'each key must be at least 8 characters')
    .optional(),
  ENV_TYPE: z.string().min(1).default('Prod'),
  OTP_LENGTH: z.coerce.number().int().min(OTP_LENGTHS.min).max(OTP_LENGTHS.max).default(DEFAULT_OTP_LENGTH),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Serve the built host and remotes too (the all-in-one mode of `npm start`). */
  SERVE_WEB: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Where the built apps are: `<WEB_ROOT>/host/dist`, `<WEB_ROOT>/remotes/<name>/dist`. */
  WEB_ROOT: z.string().min(1).default(REPO_ROOT),
  /** The operators' manifest served as /remotes.json; default: the built host's copy. Read on every request. */
  REMOTES_MANIFEST: z.string().min(1).optional(),
  /** Where versioned releases of remotes are (scripts/release.mjs writes them), served at /releases/; default WEB_ROOT/releases. */
  RELEASES_DIR: z.string().min(1).optional(),
  /** A canary whose failed loads pass this share of its loads (in percent) is rolled back automatically. */
  RELEASE_MAX_FAILURE_RATE: z.coerce.number().gt(0).max(100).default(5),
  /** …once it has at least this many loads (successful or failed) since it began. */
  RELEASE_MIN_LOADS: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** The most a release published by upload may weigh, unpacked (and so as an archive), in bytes: 20 MiB. */
  RELEASE_MAX_BYTES: z.coerce.number().int().min(64 * 1024).max(1024 * 1024 * 1024).default(20 * 1024 * 1024),
  /** The most an uploaded Android app (APK) may weigh, in bytes: 100 MiB. */
  APK_MAX_BYTES: z.coerce.number().int().min(64 * 1024).max(1024 * 1024 * 1024).default(100 * 1024 * 1024),
  /** Where the uploaded APK is served besides /app.apk: the paths the field apps' "Download App" links ask for. */
  APK_PATHS: z
    .string()
    .default('/uploads/images/GT_1718623233.apk')
    .transform((text) => text.split(',').map((item) => item.trim()).filter(Boolean))
    .pipe(z.array(z.string().regex(/^\/[\w./-]+\.apk$/, 'each path starts with / and ends in .apk'))),
  /** Bearer token of the operator API; default: generated once into DATA_DIR/operator.token. */
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  /** Where the outbox SMS sender appends messages; default DATA_DIR/sms-outbox.jsonl. */
  SMS_OUTBOX: z.string().min(1).optional(),
  /** The HTTP SMS gateway codes go through; required in production (the outbox reaches no phone). */
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional().or(z.literal('').transform(() => undefined)),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  SMS_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /** scrypt cost as log2(N); 17 is OWASP's minimum. Lower only for tests. */
  PASSWORD_SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  /** How long a 429 (over a limit, or hashing busy) is held before it is sent: a client that asks again at once is slowed. */
  RATE_LIMIT_PAUSE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  /** Threads that hash passwords (each 128 MiB while it hashes), apart from the threads that read pages and files. */
  PASSWORD_HASH_THREADS: z.coerce.number().int().min(1).max(16).default(1),
  /** Hashes that may wait for a thread; past that a login, registration or password change is answered 429 "busy". */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
  SESSION_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** How long a session lookup is reused in memory (0: never); also the longest a logout waits for other instances. */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  /** How many notices operators may send players in an IST day (3), counted in the database across instances. */
  NOTICES_PER_DAY: z.coerce.number().int().min(1).max(100).default(3),
  /** The most one fund (deposit) request may ask for, in points: "win up to 10 Lac Points", as the apps say. */
  MAX_FUND_REQUEST: z.coerce.number().int().min(1).max(1_000_000_000).default(1_000_000),
  /** The most one operator credit or debit may move, in points (1,00,000): an owner's limit. */
  MAX_OPERATOR_CREDIT: z.coerce.number().int().min(1).max(1_000_000_000).default(100_000),
  /** The most one credit or debit by a cashier may move, in points (10,000); never more than MAX_OPERATOR_CREDIT. */
  CASHIER_MAX_CREDIT: z.coerce.number().int().min(1).max(1_000_000_000).default(10_000),
  /** The most one cashier may credit to players in an IST day, in points (50,000): asked credits, waiting ones too. */
  CASHIER_DAY_CREDIT: z.coerce.number().int().min(1).max(1_000_000_000_000).default(50_000),
  /** The most cashiers may credit to one player in an IST day, in points (20,000): every operator's credits count. */
  PLAYER_DAY_CREDIT: z.coerce.number().int().min(1).max(1_000_000_000_000).default(20_000),
  /** A credit or a deposit approval of more points than this (10,000) waits for a second operator's approval. */
  SECOND_APPROVAL_ABOVE: z.coerce.number().int().min(0).max(1_000_000_000_000).default(10_000),
  /** Automatic deposits: a payment matched to its request is credited without a cashier up to this many points (50,000). */
  AUTO_APPROVE_MAX: z.coerce.number().int().min(0).max(1_000_000_000).default(50_000),
  /** Automatic deposits: minutes a request waits for its payment before a cashier is asked to look (120: 2 h). */
  DEPOSIT_PAYMENT_WAIT: z.coerce.number().int().min(1).max(10_080).default(120),
  /** Web Push (docs/operations.md, "Push notifications"): the VAPID key pair every instance shares (else made into DATA_DIR). */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be the base64url public key web-push makes').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be the base64url private key web-push makes').optional(),
  /** Who runs the server, for the push services: a mailto: or https: address. */
  VAPID_SUBJECT: z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// address').default('mailto:operator@matka-bazar.invalid'),
  /** How often each instance looks for pushes due (0: never, for a server that only answers calls). */
  PUSH_POLL_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
  /** Fill an empty database with demo markets, content and a demo player; default: on with the embedded database. */
  DEMO_DATA: z.enum(['true', 'false', '1', '0']).optional(),
  /** Server processes (each a full instance on the same port); default: one per core on PostgreSQL, 1 on PGlite. */
  WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Connections to PostgreSQL for queries, in all: the workers share them (each gets its part, at least 2). */
  DB_POOL_SIZE: z.coerce.number().int().min(2).max(1000).default(10),
  /** Web clients on other origins (comma-separated): CORS answers and the session token in the body. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((value, context) => {
      const origins = value.split(',').map((entry) => entry.trim()).filter(Boolean);
      for (const origin of origins) {
        if (!isOrigin(origin)) {
          context.issues.push({ code: 'custom', input: origin, message: `"${origin}" is not an origin: scheme://host[:port], lower case, no path` });
        }
      }
      return origins;
    }),
  /** `200`: failures of the calls at the root paths (the field apps') answer 200 with `{status: false, msg}`. */
  LEGACY_HTTP_STATUS: z.enum(['200'], 'must be 200 (or unset: honest status codes)').optional(),
  /** Where players reach this server (`https://play.example.in`): the base of the absolute links answers carry. */
  PUBLIC_URL: z
    .string()
    .trim()
    .transform((value) => value.replace(/\/+$/, ''))
    .refine((value) => value === '' || isOrigin(value), 'must be an origin: scheme://host[:port], lower case, no path')
    .transform((value) => value || undefined)
    .optional(),
});

/** Exactly what a browser sends as `Origin`: `https://app.example.com`, `http://localhost:3000`. */
function isOrigin(text: string): boolean {
  if (!URL.canParse(text)) return false;
  const url = new URL(text);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === text;
}

/** Where one-time codes go: a real gateway, or the outbox file (never in production). */
export type SmsConfig = { kind: 'gateway'; url: string; token: string | undefined; timeoutMs: number } | { kind: 'outbox'; file: string };

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Timeouts of the HTTP server (ms): a whole request, and an idle kept-alive connection. */
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnectionsPerAddress: number;
  trustProxy: false | number | string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Every `app_key` a call may carry: APP_KEYS, or APP_KEY alone (our own build's first). */
  appKeys: string[];
  envType: string;
  otpLength: number;
  logLevel: string;
  serveWeb: boolean;
  webRoot: string;
  remotesManifest: string;
  releasesDir: string;
  /** When release control ends a canary by itself: its failed loads' share passes `maxFailureRate` (0–1) of at least `minLoads`. */
  canaryJudgement: { maxFailureRate: number; minLoads: number };
  /** RELEASE_MAX_BYTES: the most an uploaded release may weigh. */
  maxReleaseBytes: number;
  /** APK_MAX_BYTES and APK_PATHS: the uploaded Android app's cap, and where it is served besides /app.apk. */
  androidApp: { maxBytes: number; paths: string[] };
  operatorToken: string | undefined;
  sms: SmsConfig;
  passwordScryptLogN: number;
  /** How long a refusal for a limit (429) waits before it is sent. */
  rateLimitPauseMs: number;
  /** Password hashing: its own threads and how many hashes may wait for them. */
  passwordHashThreads: number;
  passwordHashQueue: number;
  sessionDays: number;
  sessionCacheMs: number;
  maxFundRequest: number;
  /** How many notices operators may send players in an IST day (NOTICES_PER_DAY). */
  noticesPerDay: number;
  maxOperatorCredit: number;
  /** The most one credit or debit by a cashier may move (at most maxOperatorCredit). */
  cashierMaxCredit: number;
  /** A cashier's credits in an IST day: the most of one cashier's (CASHIER_DAY_CREDIT) and to one player (PLAYER_DAY_CREDIT). */
  dayCredit: { perCashier: number; perPlayer: number };
  /** A credit or deposit approval above this many points waits for a second operator (SECOND_APPROVAL_ABOVE). */
  secondApprovalAbove: number;
  /** Automatic deposits: what the matcher may credit alone (AUTO_APPROVE_MAX), and how long a request waits for its payment (DEPOSIT_PAYMENT_WAIT). */
  autoDeposits: { approveMax: number; paymentWaitMs: number };
  /** Web Push: the VAPID keys (when set), the subject, and how often the outbox is worked (0: not on this instance). */
  push: { publicKey?: string; privateKey?: string; subject: string; pollMs: number };
  demoData: boolean;
  /** How many server processes `main` runs (WORKERS). */
  workers: number;
  /** Connections each process keeps to PostgreSQL for queries (DB_POOL_SIZE shared by the workers). */
  dbPoolSize: number;
  /** Origins whose pages may call (CORS) and get the session token in the body; empty: none. */
  corsOrigins: string[];
  /** The origin of the absolute links in answers (PUBLIC_URL); unset: each request's own. */
  publicUrl: string | undefined;
  /** Whether a failed call at a root path answers 200 (LEGACY_HTTP_STATUS=200), as the old backend did. */
  legacyStatusAtRoot: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once, with defaults; throws ConfigError listing every problem at once. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema
    .refine((c) => c.WORKERS === undefined || c.WORKERS === 1 || c.DATABASE_URL !== undefined, {
      path: ['WORKERS'],
      message: 'the embedded database takes one process: set DATABASE_URL to run several workers',
    })
    .refine((c) => c.APP_KEY === undefined || c.APP_KEYS === undefined, {
      path: ['APP_KEYS'],
      message: 'set APP_KEYS or APP_KEY, not both (APP_KEYS lists every key)',
    })
    .refine((c) => (c.VAPID_PUBLIC_KEY === undefined) === (c.VAPID_PRIVATE_KEY === undefined), {
      path: ['VAPID_PRIVATE_KEY'],
      message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together (one pair, the same on every instance), or neither',
    })
    .refine((c) => c.NODE_ENV !== 'production' || c.SMS_GATEWAY_URL !== undefined, {
      path: ['SMS_GATEWAY_URL'],
      message: 'production needs an SMS gateway: players cannot receive codes from the outbox file',
    })
    .safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const c = parsed.data;
  const webRoot = path.resolve(c.WEB_ROOT);
  const workers = c.WORKERS ?? (c.DATABASE_URL ? os.availableParallelism() : 1);
  return {
    nodeEnv: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    requestTimeoutMs: c.REQUEST_TIMEOUT_MS,
    keepAliveTimeoutMs: c.KEEP_ALIVE_TIMEOUT_MS,
    maxConnectionsPerAddress: c.MAX_CONNECTIONS_PER_ADDRESS,
    trustProxy: c.TRUST_PROXY,
    dataDir: c.DATA_DIR.startsWith('memory://') ? c.DATA_DIR : path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    appKeys: c.APP_KEYS ?? [c.APP_KEY ?? DEV_APP_KEY],
    envType: c.ENV_TYPE,
    otpLength: c.OTP_LENGTH,
    logLevel: c.LOG_LEVEL,
    serveWeb: c.SERVE_WEB,
    webRoot,
    remotesManifest: path.resolve(c.REMOTES_MANIFEST ?? path.join(webRoot, 'host', 'dist', 'remotes.json')),
    releasesDir: path.resolve(c.RELEASES_DIR ?? path.join(webRoot, 'releases')),
    canaryJudgement: { maxFailureRate: c.RELEASE_MAX_FAILURE_RATE / 100, minLoads: c.RELEASE_MIN_LOADS },
    maxReleaseBytes: c.RELEASE_MAX_BYTES,
    androidApp: { maxBytes: c.APK_MAX_BYTES, paths: c.APK_PATHS },
    operatorToken: c.OPERATOR_TOKEN,
    sms: c.SMS_GATEWAY_URL
      ? { kind: 'gateway', url: c.SMS_GATEWAY_URL, token: c.SMS_GATEWAY_TOKEN, timeoutMs: c.SMS_GATEWAY_TIMEOUT_MS }
      : {
          kind: 'outbox',
          file: path.resolve(
            c.SMS_OUTBOX ??
              (c.DATA_DIR.startsWith('memory://') ? path.join(os.tmpdir(), `matka-sms-${process.pid}.jsonl`) : path.join(c.DATA_DIR, 'sms-outbox.jsonl')),
          ),
        },
    passwordScryptLogN: c.PASSWORD_SCRYPT_LOG_N,
    rateLimitPauseMs: c.RATE_LIMIT_PAUSE_MS,
    passwordHashThreads: c.PASSWORD_HASH_THREADS,
    passwordHashQueue: c.PASSWORD_HASH_QUEUE,
    sessionDays: c.SESSION_DAYS,
    sessionCacheMs: c.SESSION_CACHE_MS,
    maxFundRequest: c.MAX_FUND_REQUEST,
    noticesPerDay: c.NOTICES_PER_DAY,
    maxOperatorCredit: c.MAX_OPERATOR_CREDIT,
    cashierMaxCredit: Math.min(c.CASHIER_MAX_CREDIT, c.MAX_OPERATOR_CREDIT),
    dayCredit: { perCashier: c.CASHIER_DAY_CREDIT, perPlayer: c.PLAYER_DAY_CREDIT },
    secondApprovalAbove: c.SECOND_APPROVAL_ABOVE,
    autoDeposits: { approveMax: c.AUTO_APPROVE_MAX, paymentWaitMs: c.DEPOSIT_PAYMENT_WAIT * 60_000 },
    push: { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY, subject: c.VAPID_SUBJECT, pollMs: c.PUSH_POLL_MS },
    demoData: c.DEMO_DATA === undefined ? !c.DATABASE_URL : c.DEMO_DATA === 'true' || c.DEMO_DATA === '1',
    corsOrigins: c.CORS_ORIGINS,
    publicUrl: c.PUBLIC_URL,
    legacyStatusAtRoot: c.LEGACY_HTTP_STATUS === '200',
    workers,
    dbPoolSize: Math.max(2, Math.ceil(c.DB_POOL_SIZE / workers)),
  };
}
