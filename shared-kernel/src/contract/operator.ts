/**
 * The operator API's contract: every call under /operator/ with its method, path, and the zod schemas of its path
 * parameters, query, body and answer. The server registers its routes from it (api/src/features/operator), the
 * console's client is typed from it, the CLI's grammar is generated from it (api/src/cli), and the OpenAPI document
 * at /api/docs is built from it. Imported as `@matka/shared-kernel/operator-contract` by those only: the players'
 * apps never load it.
 *
 * Answers are plain JSON (no `status`/`msg` envelope); a refusal is `{ "error": "<what is wrong>" }` with a 4xx.
 */
import * as z from '../zod';
import { parseClockTime } from '../domain/market-clock';
import { receiptProblem } from '../domain/money-rules';
import type { Declaration } from '../domain/settlement';
import type { MarketKind } from '../domain/bid-types';
import { REMOTE_NAME, REMOTE_NAME_RULE } from '../remotes-manifest';
import { WITHDRAW_STATUS, type WithdrawStatus } from './wallet';
import { day, id, mobile, note, nullableText, tokenName, type OperatorCallSpec } from './operator-fields';
import { PAYMENT_CALLS } from './operator-payments';

export type { OperatorCallSpec } from './operator-fields';
export {
  PAYMENT_ACTIONS,
  PAYMENT_STATUSES,
  PAYMENT_VIEWS,
  type FeedToken,
  type OperatorPayment,
  type PaymentAction,
  type PaymentReconciliation,
  type PaymentStatus,
  type PaymentView,
  type PaymentsImported,
} from './operator-payments';

// ---------------------------------------------------------------------------------------------------------------
// The rules several calls share, each written once.

export const MARKET_KINDS = ['main', 'starline', 'gali'] as const satisfies readonly MarketKind[];

/**
 * The declarations a result can be, one entry each: which kind of market takes it, and the field its value comes in
 * (a pana of three digits, or a Gali jodi of two). The declare and preview routes, the CLI's `result` commands and
 * the console's Results screen are all made from this table.
 */
export const DECLARATIONS = {
  open: { market: 'main', field: 'pana', label: 'Open' },
  close: { market: 'main', field: 'pana', label: 'Close' },
  starline: { market: 'starline', field: 'pana', label: 'Starline' },
  gali: { market: 'gali', field: 'jodi', label: 'Gali' },
} as const satisfies Record<Declaration['kind'], { market: MarketKind; field: 'pana' | 'jodi'; label: string }>;
export type DeclarationKind = keyof typeof DECLARATIONS;
export const DECLARATION_KINDS = Object.keys(DECLARATIONS) as DeclarationKind[];

/** The roles of operator accounts (what each may do is the server's: api/src/features/operator/operator-access.ts). */
export const OPERATOR_ROLES = ['owner', 'cashier', 'results', 'support', 'releases'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** An operator account's name. */
export const OPERATOR_NAME = /^[a-z][a-z0-9._-]{1,29}$/;
export const OPERATOR_NAME_RULE = '2 to 30 small letters, digits, ".", "_" or "-", starting with a letter';

/** The app's content, one setting per key (each key's fields are checked by the server's settings). */
export const CONTENT_KEYS = ['contacts', 'withdraw', 'deposit', 'rules', 'how_to_play', 'headlines', 'payment', 'slider_images', 'android_app'] as const;

/** The Android app players download, as the operator API describes it (never its bytes). */
const androidApk = z.object({ file_name: z.string(), bytes: z.number(), sha256: z.string(), uploaded_at: z.string(), uploaded_by: z.string() });
/** The name an uploaded APK is downloaded under: letters, digits, `.`, `_`, `-`, ending in `.apk`. */
export const apkFileName = z.string().check(z.regex(/^[\w.-]{1,80}\.apk$/, 'a file name ending in .apk (letters, digits, . _ -)'));
export type ContentKey = (typeof CONTENT_KEYS)[number];
/**
 * The content that decides where players' money goes and on what terms — the UPI ids and QR they pay into, the numbers
 * they call or chat with about a payment (and the app link), the withdrawal window and minimums, the deposit and
 * withdrawal rules: the owners' alone, and every change to it is shown to every owner until they acknowledge it.
 * The rest (How To Play, headlines, slider images) is also support's.
 */
export const OWNER_CONTENT_KEYS = ['payment', 'contacts', 'withdraw', 'deposit', 'rules'] as const satisfies readonly ContentKey[];
/** Whether a content key is the owners' alone (`OWNER_CONTENT_KEYS`). */
export const isOwnerContent = (key: string) => (OWNER_CONTENT_KEYS as readonly string[]).includes(key);

export const DEPOSIT_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A canary's share of players: a whole percent, 0 (which ends the canary) to 100. */
export const canaryPercent = z.int('percent is a whole number from 0 to 100').check(
  z.gte(0, 'percent is a whole number from 0 to 100'),
  z.lte(100, 'percent is a whole number from 0 to 100'),
);

const player = z.optional(z.string().check(z.trim(), z.maxLength(60)));
const date = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'use YYYY-MM-DD')));
/** A time of day as the clients write it ("09:30 AM"); the server gets minutes after midnight. */
const clockTime = z.pipe(
  z.string(),
  z.transform((text: string, context) => {
    const minutes = parseClockTime(text);
    if (minutes !== null) return minutes;
    context.issues.push({ code: 'custom', message: `"${text}" is not a time like "09:30 AM"`, input: text });
    return z.NEVER;
  }),
);
const marketName = z.string().check(z.trim(), z.minLength(1), z.maxLength(60));
/** A rate's val_1 or val_2: the columns are PostgreSQL integers. */
const rateValue = z.int().check(z.positive(), z.lte(2_147_483_647));
const remoteName = z.string().check(z.regex(REMOTE_NAME, REMOTE_NAME_RULE));
/** A refusal says why, in words the player reads in their history. */
const reason = z
  .string({ error: 'say why (the player reads it)' })
  .check(z.trim(), z.minLength(1, 'say why (the player reads it)'), z.maxLength(200));
/** Where a payout went: the payment's https link or its 12-digit UTR reference. */
const receipt = z.string({ error: 'give the payment’s https link or its 12-digit UTR reference' }).check(
  z.trim(),
  z.maxLength(500),
  z.superRefine((text: string, context) => {
    const problem = receiptProblem(text);
    if (problem) context.issues.push({ code: 'custom', message: problem, input: text });
  }),
);
/** A release of a remote: its version as built (or `default`, the `npm run build` output). */
export const RELEASE_NAME = /^[0-9A-Za-z][\w.+-]{0,63}$/;
const releaseName = z.string().check(z.regex(RELEASE_NAME, 'not a release name'));
/** A withdraw request's status (a number here; the player's history has it as text). */
const withdrawStatus = z.pipe(z.coerce.number(), z.literal(Object.values(WITHDRAW_STATUS) as WithdrawStatus[]));
/** Why a change is made (kept in the audit list and a remote's history). */
const changeNote = { note };
const reportRange = z.object({ from: day, to: day, format: z.optional(z.enum(['json', 'csv'])) });

// ---------------------------------------------------------------------------------------------------------------
// What the answers carry.

const whoAmI = z.object({
  signed_in: z.boolean(),
  expires_at: nullableText,
  actor: z.string(),
  name: z.string(),
  /** An operator account's role, or `team` for a team token. */
  role: z.string(),
  permissions: z.array(z.string()),
  must_choose_password: z.boolean(),
});
const operatorAccount = z.object({
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  first_owner: z.boolean(),
  has_password: z.boolean(),
  has_token: z.boolean(),
  created_at: z.string(),
  created_by: z.string(),
  disabled_at: nullableText,
});
const market = z.object({
  id: z.number(),
  kind: z.enum(MARKET_KINDS),
  name: z.string(),
  openMinutes: z.number(),
  closeMinutes: z.nullable(z.number()),
  active: z.boolean(),
});
const playerRow = z.object({
  id: z.number(),
  name: z.string(),
  mobile: z.string(),
  bettingEnabled: z.boolean(),
  balance: z.number(),
  createdAt: z.string(),
});
/** One entry of a player's ledger: positive a credit, negative a debit. */
const ledgerEntry = z.object({ id: z.number(), amount: z.number(), balanceAfter: z.number(), note: z.string(), createdAt: z.string() });
const deposit = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  amount: z.number(),
  payment_method: z.string(),
  status: z.enum(DEPOSIT_STATUSES),
  /** The UPI payment's UTR reference the player gave ('' if none). */
  utr: z.string(),
  /** Why it was rejected (the player reads it). */
  reason: z.string(),
  created_at: z.string(),
  decided_at: nullableText,
  /** Other deposits of the same amount filed within a minute of it (not rejected): worth a look before approving. */
  near_duplicates: z.array(z.number()),
  /** Its approval waiting for a second operator (who asked), or null. */
  second_approval: z.nullable(z.object({ id: z.number(), asked_by: z.string(), asked_at: z.string() })),
});
/** A credit or deposit approval above SECOND_APPROVAL_ABOVE, waiting for a second operator: which, and who asked. */
const secondApproval = z.object({ id: z.number(), asked_by: z.string() });
export const APPROVAL_KINDS = ['credit', 'deposit'] as const;
const waitingApproval = z.object({
  id: z.number(),
  kind: z.enum(APPROVAL_KINDS),
  mobile: z.string(),
  name: z.string(),
  points: z.number(),
  /** A credit's note (the player's passbook reads it); a deposit approval's note for the audit list. */
  note: z.string(),
  /** The deposit request it approves, or null for a credit. */
  deposit_id: z.nullable(z.number()),
  asked_by: z.string(),
  asked_at: z.string(),
});
const approvalOutcome = z.object({
  id: z.number(),
  kind: z.enum(APPROVAL_KINDS),
  status: z.enum(['done', 'waiting', 'rejected']),
  balance: z.nullable(z.number()),
  changed: z.boolean(),
});
/** Why a waiting credit is refused (for the audit list; a deposit's reason the player reads). */
const rejection = z.string({ error: 'say why' }).check(z.trim(), z.minLength(1, 'say why'), z.maxLength(200));
const withdrawal = z.object({
  id: z.number(),
  mobile: z.string(),
  name: z.string(),
  amount: z.number(),
  payment_method: z.string(),
  /** The payout method by name: Google Pay, Paytm, PhonePe. */
  payout_method: z.string(),
  payout_number: z.string(),
  status: withdrawStatus,
  receipt_url: z.string(),
  /** Why it was cancelled (the player reads it). */
  reason: z.string(),
  created_at: z.string(),
  decided_at: nullableText,
});
const counted = z.object({ count: z.number(), points: z.number() });
const remoteStatus = z.object({
  remotes: z.array(z.object({ name: z.string(), enabled: z.boolean(), manifest: z.string() })),
  error: z.optional(z.string()),
});
/** A change to the owners' content (`OWNER_CONTENT_KEYS`) not yet acknowledged: its audit row. */
const contentChange = z.object({ id: z.number(), at: z.string(), actor: z.string(), key: z.enum(CONTENT_KEYS), change: z.string(), note: z.string() });
/** The newest unacknowledged changes (at most 20) and how many there are in all. */
const contentChanges = z.object({ count: z.number(), changes: z.array(contentChange) });
const today = z.object({
  date: z.string(),
  /** Deposits and withdrawals waiting: only for those who may decide them. */
  pending: z.optional(z.object({ deposits: counted, withdrawals: counted })),
  /** Changes to payment ids, contact numbers and money rules this owner has not acknowledged: owners only. */
  content_changes: z.optional(contentChanges),
  due: z.array(
    z.object({ market_id: z.number(), kind: z.enum(MARKET_KINDS), name: z.string(), declare: z.enum(DECLARATION_KINDS as [DeclarationKind, ...DeclarationKind[]]), due_minutes: z.number() }),
  ),
  ledger: z.object({ checked: z.number(), mismatches: z.array(z.object({ user_id: z.number(), balance: z.number(), ledger_sum: z.number() })) }),
  remotes: remoteStatus,
});
const auditEntry = z.object({
  id: z.number(),
  at: z.string(),
  action: z.string(),
  target: z.string(),
  player: z.string(),
  change: z.string(),
  note: z.string(),
  actor: z.string(),
  outcome: z.string(),
});
const ledgerCheck = z.object({ checked: z.number(), mismatches: z.array(z.object({ user_id: z.number(), balance: z.number(), ledger_sum: z.number() })) });
const teamToken = z.object({
  name: z.string(),
  remote: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  last_used_at: nullableText,
  revoked_at: nullableText,
});
const settlement = z.object({
  market_id: z.number(),
  date: z.string(),
  declared: z.enum(DECLARATION_KINDS as [DeclarationKind, ...DeclarationKind[]]),
  result: z.string(),
  /** False when the same result was declared already: nothing was settled again. */
  changed: z.boolean(),
  won: z.number(),
  lost: z.number(),
  paid: z.number(),
});
const settlementPreview = z.extend(settlement, {
  market: z.string(),
  bids: z.number(),
  players: z.number(),
  /** Present (true) when, declared now, it comes before the market's time today: it is then declared only as `early`. */
  early: z.optional(z.literal(true)),
  /** The market's open time (`03:45 PM`), with `early`. */
  opens: z.optional(z.string()),
});
const revertPreview = z.object({
  market_id: z.number(),
  market: z.string(),
  date: z.string(),
  reverts: z.string(),
  bids: z.number(),
  won: z.number(),
  points_taken_back: z.number(),
  short: z.array(z.object({ mobile: z.string(), owes: z.number(), balance: z.number() })),
});
const reverted = z.object({ market_id: z.number(), date: z.string(), reverted: z.string(), bids: z.number(), points_taken_back: z.number() });
const exposure = z.object({
  market_id: z.number(),
  market: z.string(),
  date: z.string(),
  declares: z.string(),
  bids: z.number(),
  stake: z.number(),
  numbers: z.array(z.object({ type: z.string(), number: z.string(), bids: z.number(), stake: z.number(), pays: z.number() })),
  results: z.array(z.object({ result: z.string(), winningBids: z.number(), pays: z.number() })),
});
const pendingDay = z.object({ market_id: z.number(), market: z.string(), kind: z.enum(MARKET_KINDS), active: z.boolean(), date: z.string(), bids: z.number(), points: z.number() });
const cancelTotals = { market_id: z.number(), market: z.string(), date: z.string(), bids: z.number(), players: z.number(), points: z.number() };
const failureNote = z.nullable(z.object({ at: z.string(), reason: z.string() }));
const releaseListing = z.object({
  release: z.string(),
  builtAt: nullableText,
  loads: z.number(),
  failures: z.number(),
  lastFailure: failureNote,
  rolledBack: failureNote,
});
const remoteListing = z.looseObject({
  name: z.string(),
  /** false: not in remotes.json (releases on disk only; players cannot be given it). */
  listed: z.boolean(),
  enabled: z.boolean(),
  active: z.string(),
  previous: nullableText,
  canary: z.nullable(z.object({ release: z.string(), percent: z.number() })),
  /** What the canary is judged by: its release's loads and failed loads since it began. */
  canaryCounts: z.nullable(z.object({ loads: z.number(), failures: z.number() })),
  manifest: nullableText,
  /** Loads and failed loads players reported, of all its releases. */
  loads: z.number(),
  failures: z.number(),
  /** Newest first; `default` (the `npm run build` output) last. */
  releases: z.array(releaseListing),
});
const remoteChange = z.object({
  id: z.number(),
  name: z.string(),
  action: z.string(),
  release: nullableText,
  percent: z.nullable(z.number()),
  operator: z.string(),
  note: z.string(),
  at: z.string(),
});
const changedRemote = z.object({ remote: z.optional(remoteListing) });
const reportSums = {
  stakes: z.number(),
  payouts: z.number(),
  refunds: z.number(),
  profit: z.number(),
  deposits: z.number(),
  withdrawals: z.number(),
  operator_credits: z.number(),
  net: z.number(),
};
const csvText = z.string();

// ---------------------------------------------------------------------------------------------------------------
// The calls.


/** A declaration's body: the market, its value in the kind's field (`pana` or `jodi`), the day, and leave to declare early. */
const declarationBody = <Field extends 'pana' | 'jodi'>(field: Field) =>
  z.object({
    market: id,
    ...({ [field]: z.string().check(z.trim()) } as Record<Field, z.ZodMiniString>),
    date,
    early: z.optional(z.boolean()),
    note: z.optional(z.string()),
  });
type DeclarationBody<Kind extends DeclarationKind> = ReturnType<typeof declarationBody<(typeof DECLARATIONS)[Kind]['field']>>;
const marketDay = z.object({ market: id, date, note: z.optional(z.string()) });

/** `results.<kind>` and `results.<kind>.preview` for every declaration kind. */
function declarationCalls() {
  const calls = {} as Record<`results.${DeclarationKind}` | `results.${DeclarationKind}.preview`, OperatorCallSpec>;
  for (const kind of DECLARATION_KINDS) {
    const { field, market, label } = DECLARATIONS[kind];
    const body = declarationBody(field);
    calls[`results.${kind}`] = {
      method: 'POST',
      path: `/operator/results/${kind}`,
      summary: `Declare the ${label} result of a ${market} market (--early: before its time today)`,
      body,
      response: settlement,
    };
    calls[`results.${kind}.preview`] = {
      method: 'POST',
      path: `/operator/results/${kind}/preview`,
      summary: `What declaring this ${label} result would settle and pay (nothing is written)`,
      body,
      response: settlementPreview,
    };
  }
  return calls as { [Kind in DeclarationKind as `results.${Kind}`]: { method: 'POST'; path: `/operator/results/${Kind}`; summary: string; body: DeclarationBody<Kind>; response: typeof settlement } } & {
    [Kind in DeclarationKind as `results.${Kind}.preview`]: { method: 'POST'; path: `/operator/results/${Kind}/preview`; summary: string; body: DeclarationBody<Kind>; response: typeof settlementPreview };
  };
}

const remoteChangeCall = <Body extends z.ZodMiniObject>(verb: string, summary: string, body: Body) =>
  ({ method: 'POST', path: `/operator/remotes/:name/${verb}`, summary, params: z.object({ name: remoteName }), body, response: changedRemote }) as const;
const operatorChangeCall = <Response extends z.ZodMiniType>(verb: string, summary: string, response: Response) =>
  ({ method: 'POST', path: `/operator/operators/:name/${verb}`, summary, params: z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)) }), body: z.object({ note: z.optional(z.string()) }), response }) as const;
const reportCall = <Response extends z.ZodMiniType>(name: string, summary: string, response: Response) =>
  ({ method: 'GET', path: `/operator/reports/${name}`, summary, query: reportRange, response, csv: 'format' }) as const;
const moneyBody = z.object({
  mobile,
  points: z.int().check(z.positive()),
  note: z.string().check(z.trim(), z.minLength(1, 'say why (the player sees it)'), z.maxLength(200)),
});
const auditFilter = {
  action: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  actor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(60))),
  player: z.optional(mobile),
  from: day,
  to: day,
};

export const OPERATOR_CALLS = {
  // Automatic deposits: the feed, statements, the matcher's work and the cashier's decisions (operator-payments.ts).
  ...PAYMENT_CALLS,
  // The console's sign-in.
  'session.open': {
    method: 'POST',
    path: '/operator/session',
    summary: 'Sign in to the console with name and password (sets the session cookie)',
    open: true,
    body: z.object({
      name: z.string().check(z.trim(), z.minLength(1, 'enter your name'), z.maxLength(60)),
      password: z.string().check(z.minLength(1, 'enter your password'), z.maxLength(200)),
    }),
    response: whoAmI,
  },
  'session.show': { method: 'GET', path: '/operator/session', summary: 'Who is signed in', open: true, response: whoAmI },
  'session.logout': { method: 'POST', path: '/operator/session/logout', summary: 'Sign out of the console', open: true, response: z.object({ signed_in: z.boolean() }) },
  'session.password': {
    method: 'POST',
    path: '/operator/session/password',
    summary: 'Choose your own console password (ends your other sessions)',
    body: z.object({ current: z.string().check(z.minLength(1, 'enter your current password'), z.maxLength(200)), password: z.string().check(z.maxLength(200)) }),
    response: whoAmI,
  },
  'session.token': {
    method: 'POST',
    path: '/operator/session/token',
    summary: 'A new CLI token for yourself (printed once; the old one is refused)',
    body: z.object({ note: z.optional(z.string()) }),
    response: z.object({ operator: operatorAccount, token: z.string() }),
  },

  // Operator accounts (owners).
  'operators.list': { method: 'GET', path: '/operator/operators', summary: 'Every operator account', response: z.object({ operators: z.array(operatorAccount) }) },
  'operators.add': {
    method: 'POST',
    path: '/operator/operators',
    summary: 'Add an operator account (prints a one-time password and a CLI token, once)',
    body: z.object({
      name: z.string().check(z.trim(), z.toLowerCase(), z.regex(OPERATOR_NAME, OPERATOR_NAME_RULE)),
      role: z.enum(OPERATOR_ROLES, `one of ${OPERATOR_ROLES.join(', ')}`),
      note: z.optional(z.string()),
    }),
    response: z.object({ operator: operatorAccount, password: z.string(), token: z.string() }),
  },
  'operators.disable': operatorChangeCall('disable', 'Disable an operator account (its sessions and token stop working)', z.object({ operator: operatorAccount })),
  'operators.enable': operatorChangeCall('enable', 'Enable an operator account again', z.object({ operator: operatorAccount })),
  'operators.password': operatorChangeCall(
    'password',
    'A new one-time console password for an operator (printed once; their sessions end)',
    z.object({ operator: operatorAccount, password: z.string() }),
  ),
  'operators.token': operatorChangeCall('token', 'A new CLI token for an operator (printed once; the old one is refused)', z.object({ operator: operatorAccount, token: z.string() })),

  // The day at a glance, the audit list, the reports.
  today: { method: 'GET', path: '/operator/today', summary: 'Pending money, results due, the ledger check and what players get of each remote', response: today },
  'audit.list': {
    method: 'GET',
    path: '/operator/audit',
    summary: 'The audit list, newest first, filtered by action, operator, player and IST days',
    query: z.object({ ...auditFilter, before: z.optional(id), limit: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200))), 50) }),
    response: z.object({ actions: z.array(auditEntry) }),
  },
  'audit.actions': { method: 'GET', path: '/operator/audit/actions', summary: 'The names of the actions the audit list holds', response: z.object({ actions: z.array(z.string()) }) },
  'audit.csv': {
    method: 'GET',
    path: '/operator/audit.csv',
    summary: 'The audit list as CSV (the newest 50,000 rows; narrow the days for older ones)',
    query: z.object(auditFilter),
    response: csvText,
    csv: 'always',
  },
  'reports.days': reportCall(
    'days',
    'Per IST day: stakes, payouts, refunds, profit, deposits, withdrawals, operator credits, new and active players',
    z.object({
      from: z.string(),
      to: z.string(),
      days: z.array(z.object({ day: z.string(), ...reportSums, new_players: z.number(), active_players: z.number() })),
      totals: z.object({ ...reportSums, new_players: z.number() }),
      ledger: z.object({ entries: z.number(), balances: z.number() }),
    }),
  ),
  'reports.markets': reportCall(
    'markets',
    'Per market and bid day: bids, stakes, payouts, refunds, pending, profit',
    z.object({
      from: z.string(),
      to: z.string(),
      markets: z.array(
        z.object({ market_id: z.number(), market: z.string(), kind: z.string(), day: z.string(), bids: z.number(), stakes: z.number(), payouts: z.number(), refunds: z.number(), pending: z.number(), profit: z.number() }),
      ),
    }),
  ),
  'reports.players': reportCall(
    'players',
    'Per player: stakes, payouts, deposits, withdrawals, credits, net (the 500 biggest)',
    z.object({ from: z.string(), to: z.string(), players: z.array(z.object({ mobile: z.string(), name: z.string(), ...reportSums })) }),
  ),

  // Players and money.
  'users.list': {
    method: 'GET',
    path: '/operator/users',
    summary: 'Players, or those whose name or number matches q',
    query: z.object({ q: player }),
    response: z.object({ users: z.array(playerRow) }),
  },
  'users.show': {
    method: 'GET',
    path: '/operator/users/:mobile',
    summary: 'One player: balance, betting flag and latest ledger entries',
    params: z.object({ mobile }),
    response: z.object({ player: playerRow, ledger: z.array(ledgerEntry) }),
  },
  'users.betting': {
    method: 'POST',
    path: '/operator/users/betting',
    summary: "Switch a player's betting on or off",
    body: z.object({ mobile, enabled: z.boolean(), note: z.optional(z.string()) }),
    response: z.object({ mobile: z.string(), betting_enabled: z.boolean() }),
  },
  'wallet.credit': {
    method: 'POST',
    path: '/operator/wallet/credit',
    summary: "Credit a player's wallet (the note is in their passbook); above SECOND_APPROVAL_ABOVE it waits for a second operator",
    body: moneyBody,
    response: z.object({ mobile: z.string(), credited: z.number(), balance: z.number(), second_approval: z.optional(secondApproval) }),
  },
  'wallet.debit': {
    method: 'POST',
    path: '/operator/wallet/debit',
    summary: 'Debit a player’s wallet, e.g. to take back a wrong credit',
    body: moneyBody,
    response: z.object({ mobile: z.string(), debited: z.number(), balance: z.number() }),
  },
  'ledger.check': { method: 'GET', path: '/operator/ledger/check', summary: 'Every balance against the sum of its ledger entries', response: ledgerCheck },
  'deposits.list': {
    method: 'GET',
    path: '/operator/deposits',
    summary: 'Deposit requests, newest first',
    query: z.object({ status: z.optional(z.enum(DEPOSIT_STATUSES)), player }),
    response: z.object({ deposits: z.array(deposit) }),
  },
  'deposits.approve': {
    method: 'POST',
    path: '/operator/deposits/:id/approve',
    summary: 'Approve a deposit: the points are credited (above SECOND_APPROVAL_ABOVE, at a second operator’s approval)',
    params: z.object({ id }),
    response: z.object({ id: z.number(), status: z.enum(DEPOSIT_STATUSES), balance: z.nullable(z.number()), changed: z.boolean(), second_approval: z.optional(secondApproval) }),
  },
  'deposits.reject': {
    method: 'POST',
    path: '/operator/deposits/:id/reject',
    summary: 'Reject a deposit (the player reads the reason in their Deposit History)',
    params: z.object({ id }),
    body: z.object({ reason, note: z.optional(z.string()) }),
    response: z.object({ id: z.number(), status: z.enum(DEPOSIT_STATUSES), balance: z.nullable(z.number()), changed: z.boolean() }),
  },
  'approvals.list': {
    method: 'GET',
    path: '/operator/approvals',
    summary: 'Credits and deposit approvals waiting for a second operator, oldest first, with who asked',
    response: z.object({ approvals: z.array(waitingApproval) }),
  },
  'approvals.approve': {
    method: 'POST',
    path: '/operator/approvals/:id/approve',
    summary: 'Give the second approval (another owner or cashier than the one who asked): the points are credited',
    params: z.object({ id }),
    body: z.object({ note: z.optional(z.string()) }),
    response: approvalOutcome,
  },
  'approvals.reject': {
    method: 'POST',
    path: '/operator/approvals/:id/reject',
    summary: 'Refuse what waits (either operator may): nothing is credited; a deposit is rejected with the reason',
    params: z.object({ id }),
    body: z.object({ reason: rejection, note: z.optional(z.string()) }),
    response: approvalOutcome,
  },
  'withdrawals.list': {
    method: 'GET',
    path: '/operator/withdrawals',
    summary: `Withdraw requests, newest first (status ${Object.entries(WITHDRAW_STATUS).map(([name, value]) => `${value} ${name}`).join(', ')})`,
    query: z.object({ status: z.optional(withdrawStatus), player }),
    response: z.object({ withdrawals: z.array(withdrawal) }),
  },
  'withdrawals.approve': {
    method: 'POST',
    path: '/operator/withdrawals/:id/approve',
    summary: 'Mark a withdrawal paid, with where the money went (the payment’s https link or its 12-digit UTR reference)',
    params: z.object({ id }),
    body: z.object({ receipt, note: z.optional(z.string()) }),
    response: z.object({ id: z.number(), status: withdrawStatus, balance: z.optional(z.number()), changed: z.boolean() }),
  },
  'withdrawals.cancel': {
    method: 'POST',
    path: '/operator/withdrawals/:id/cancel',
    summary: 'Cancel a withdrawal: the points go back, the player reads the reason',
    params: z.object({ id }),
    body: z.object({ reason, note: z.optional(z.string()) }),
    response: z.object({ id: z.number(), status: withdrawStatus, balance: z.optional(z.number()), changed: z.boolean() }),
  },

  // The app's content.
  'content.show': { method: 'GET', path: '/operator/content', summary: 'Every setting of the app’s content', response: z.record(z.enum(CONTENT_KEYS), z.unknown()) },
  'content.set': {
    method: 'POST',
    path: '/operator/content/:key',
    summary: 'Change one setting: an object is merged into the current value (`note` goes to the audit list), a list replaces it',
    params: z.object({ key: z.enum(CONTENT_KEYS) }),
    body: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]),
    response: z.record(z.string(), z.unknown()),
  },
  'content.changes': {
    method: 'GET',
    path: '/operator/content/changes',
    summary: 'Changes to payment ids, contact numbers and money rules you have not acknowledged, newest first (owners)',
    response: contentChanges,
  },
  'content.acknowledge': {
    method: 'POST',
    path: '/operator/content/changes/:id/acknowledge',
    summary: 'Acknowledge one change to payment ids, contact numbers or money rules: Today stops showing it to you',
    params: z.object({ id }),
    body: z.object(changeNote),
    response: z.object({ id: z.number(), acknowledged: z.boolean(), changed: z.boolean() }),
  },

  // Markets, rates, results.
  'markets.list': {
    method: 'GET',
    path: '/operator/markets',
    summary: 'Markets, of one kind or all',
    query: z.object({ kind: z.optional(z.enum(MARKET_KINDS)) }),
    response: z.object({ markets: z.array(market) }),
  },
  'markets.add': {
    method: 'POST',
    path: '/operator/markets',
    summary: 'Add a market (a main market needs its close time)',
    body: z.object({ kind: z.enum(MARKET_KINDS), name: marketName, open: clockTime, close: z.optional(clockTime), note: z.optional(z.string()) }),
    response: z.object({ game_id: z.number(), market }),
  },
  'markets.update': {
    method: 'POST',
    path: '/operator/markets/:id',
    summary: 'Rename a market, move its times, or disable or enable it',
    params: z.object({ id }),
    body: z.object({ name: z.optional(marketName), open: z.optional(clockTime), close: z.optional(clockTime), active: z.optional(z.boolean()), note: z.optional(z.string()) }),
    response: z.object({ market }),
  },
  'rates.list': {
    method: 'GET',
    path: '/operator/rates',
    summary: 'The rates of a kind of market',
    query: z.object({ kind: z.enum(MARKET_KINDS) }),
    response: z.object({ rates: z.array(z.object({ kind: z.enum(MARKET_KINDS), type: z.string(), val1: z.number(), val2: z.number() })) }),
  },
  'rates.set': {
    method: 'POST',
    path: '/operator/rates',
    summary: 'Set a rate: a stake of val1 pays val2 (a rate outside its usual band needs confirm_unusual)',
    body: z.object({ kind: z.enum(MARKET_KINDS), type: z.string(), val1: rateValue, val2: rateValue, confirm_unusual: z.optional(z.boolean()), note: z.optional(z.string()) }),
    response: z.object({ kind: z.string(), bet_type: z.string(), val_1: z.number(), val_2: z.number() }),
  },
  ...declarationCalls(),
  'results.revert': {
    method: 'POST',
    path: '/operator/results/revert',
    summary: 'Take back the latest declaration of a market’s day: its bids are pending again, its payouts taken back',
    body: marketDay,
    response: reverted,
  },
  'results.revert.preview': { method: 'POST', path: '/operator/results/revert/preview', summary: 'What a revert would take back', body: marketDay, response: revertPreview },
  'results.exposure': {
    method: 'POST',
    path: '/operator/results/exposure',
    summary: 'What the house risks before a declaration: stakes per number, and what each possible result would pay',
    body: z.object({ market: id, date, session: z._default(z.enum(['open', 'close']), 'open') }),
    response: exposure,
  },
  'results.pending': {
    method: 'GET',
    path: '/operator/results/pending',
    summary: 'Every market and day with bids waiting for a result or a refund',
    response: z.object({ pending: z.array(pendingDay) }),
  },
  'results.cancel': {
    method: 'POST',
    path: '/operator/results/cancel',
    summary: 'Cancel a disabled market’s day: its pending bids are refunded',
    body: marketDay,
    response: z.object({ ...cancelTotals, changed: z.boolean() }),
  },
  'results.cancel.preview': {
    method: 'POST',
    path: '/operator/results/cancel/preview',
    summary: 'What cancelling a day would refund: how many bids, whose, how much',
    body: marketDay,
    response: z.object(cancelTotals),
  },

  // The Android app players download (the legacy clients' "Download App").
  'app.apk.show': {
    method: 'GET',
    path: '/operator/app/apk',
    summary: 'The Android app players download: its name, size and SHA-256 (null before the first upload), where it is served, the size cap',
    response: z.object({ apk: z.nullable(androidApk), paths: z.array(z.string()), max_bytes: z.number() }),
  },
  'app.apk.upload': {
    method: 'POST',
    path: '/operator/app/apk',
    summary: 'Upload the Android app players download (the .apk as application/vnd.android.package-archive): it replaces the one before',
    query: z.object({ file_name: z._default(apkFileName, 'app.apk'), note: z.optional(z.string()) }),
    upload: 'application/vnd.android.package-archive',
    response: z.object({ apk: androidApk }),
  },

  // Team tokens and release control of the remotes.
  'team-tokens.list': { method: 'GET', path: '/operator/team-tokens', summary: 'Team tokens (never the token itself)', response: z.object({ team_tokens: z.array(teamToken) }) },
  'team-tokens.create': {
    method: 'POST',
    path: '/operator/team-tokens',
    summary: 'A token that may ship one remote (printed once)',
    body: z.object({ name: tokenName, remote: remoteName, note: z.optional(z.string()) }),
    response: z.object({ team_token: z.extend(teamToken, { token: z.string() }) }),
  },
  'team-tokens.revoke': {
    method: 'POST',
    path: '/operator/team-tokens/revoke',
    summary: 'Revoke a team token',
    body: z.object({ name: tokenName, note: z.optional(z.string()) }),
    response: z.object({ team_token: teamToken }),
  },
  'remotes.list': {
    method: 'GET',
    path: '/operator/remotes',
    summary: 'Every remote: enabled, active, previous, canary, releases, loads, failures',
    response: z.object({ remotes: z.array(remoteListing) }),
  },
  'remotes.history': {
    method: 'GET',
    path: '/operator/remotes/history',
    summary: 'The latest changes of the remotes (or of one), newest first',
    query: z.object({ name: z.optional(remoteName) }),
    response: z.object({ history: z.array(remoteChange) }),
  },
  'remotes.enable': remoteChangeCall('enable', 'Give players a remote again', z.object(changeNote)),
  'remotes.disable': remoteChangeCall('disable', 'Stop giving players a remote', z.object(changeNote)),
  'remotes.rollback': remoteChangeCall('rollback', 'End a canary, or go back to the release active before', z.object(changeNote)),
  'remotes.activate': remoteChangeCall('activate', 'Give every player one release of a remote', z.object({ release: releaseName, ...changeNote })),
  'remotes.canary': remoteChangeCall('canary', 'Give a share of players a release (percent 0 ends the canary)', z.object({ release: releaseName, percent: canaryPercent, ...changeNote })),
  'releases.publish': {
    method: 'POST',
    path: '/operator/releases/:name',
    summary: 'Publish a release of a remote: its .tar.gz with Content-Digest (201 stored, 200 stored before)',
    params: z.object({ name: remoteName }),
    upload: true,
    response: z.object({
      release: z.object({ name: z.string(), version: z.string(), integrity: z.string(), files: z.number(), bytes: z.number() }),
      existed: z.boolean(),
    }),
  },
} as const satisfies Record<string, OperatorCallSpec>;

export type OperatorCallName = keyof typeof OPERATOR_CALLS;
type Part<Name extends OperatorCallName, Key extends 'params' | 'query' | 'body'> = (typeof OPERATOR_CALLS)[Name] extends Record<Key, infer Schema extends z.ZodMiniType>
  ? z.input<Schema>
  : undefined;
/** What a caller sends: the path's parameters, the query and the body, each where the call has one. */
export type OperatorInput<Name extends OperatorCallName> = { params: Part<Name, 'params'>; query: Part<Name, 'query'>; body: Part<Name, 'body'> };
/** The answer, as the server sends it. */
export type OperatorAnswer<Name extends OperatorCallName> = z.output<(typeof OPERATOR_CALLS)[Name]['response']>;

/** The path of a call with its parameters filled in (each URI-encoded) and its query, if any. */
export function operatorPath(path: string, params: Record<string, unknown> = {}, query: Record<string, unknown> = {}): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
  const search = new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}

// The answers' shapes the console names.
export type OperatorMarket = z.output<typeof market>;
export type OperatorPlayer = z.output<typeof playerRow>;
export type OperatorDeposit = z.output<typeof deposit>;
export type OperatorWithdrawal = z.output<typeof withdrawal>;
export type WaitingApproval = z.output<typeof waitingApproval>;
export type OperatorToday = z.output<typeof today>;
export type ContentChange = z.output<typeof contentChange>;
export type OperatorRemoteStatus = z.output<typeof remoteStatus>;
export type SettlementPreview = z.output<typeof settlementPreview>;
export type RevertPreview = z.output<typeof revertPreview>;
export type RemoteListing = z.output<typeof remoteListing>;
export type ReleaseListing = z.output<typeof releaseListing>;
export type TeamToken = z.output<typeof teamToken>;
export type RemoteChange = z.output<typeof remoteChange>;
export type OperatorAccount = z.output<typeof operatorAccount>;
export type WhoAmI = z.output<typeof whoAmI>;
