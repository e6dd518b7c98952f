import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { OWNER_CONTENT_KEYS, type OperatorRole } from '@matka/shared-kernel/operator-contract';
import { NotPermitted, NotSignedIn } from '../../domain-errors';

/**
 * Who may do what on the operator API, decided in one place (`checkAccess`). Every operator route declares the
 * permission it needs and, where it acts on one remote, which (`requires`); a route under /operator that declares
 * nothing stops the server at start. The caller is a principal:
 * - `operator`: a named account (console session or its CLI token; the server's own token is the first owner's), whose
 *   permissions come from its role (`PERMISSIONS_OF_ROLE`);
 * - `team`: a team token (`team-token create`) — the releases of its one remote, nothing else;
 * - `feed`: a feed token (`feed-token create`) — posts payments received, nothing else.
 */
export const PERMISSIONS = {
  overview: 'see the day at a glance (pending money, results due)',
  self: 'change their own password or CLI token',
  audit: 'read the audit list',
  operators: 'add, list or disable operator accounts, or give one a new password',
  reports: 'read the day\'s numbers (stakes, payouts, profit, money in and out)',
  'players.read': 'read players and their ledgers',
  'players.betting': 'switch a player\'s betting on or off',
  'players.suspend': 'suspend or resume a player\'s sign-in',
  'players.reset': 'text a player a password-reset code',
  'players.notes': 'write notes on a player',
  'money.read': 'read deposits, withdrawals and the ledger check',
  'money.move': 'approve or reject deposits and withdrawals, or credit or debit a wallet',
  'markets.read': 'read markets and rates',
  'markets.write': 'add or change markets and rates',
  results: 'declare, preview, revert or cancel results',
  'content.read': 'read the app\'s content',
  'content.write': 'change the app\'s content (How To Play, headlines, slider images)',
  'content.money': `change payment ids, contact numbers or money rules (the ${OWNER_CONTENT_KEYS.join(', ')} content), or acknowledge changes to them`,
  'releases.read': 'read releases and their history',
  'releases.change': 'switch, canary, activate or roll back a remote',
  'releases.publish': 'publish a release of a remote',
  'team-tokens': 'create, list or revoke team tokens',
  'feed-tokens': 'create, list or revoke feed tokens',
  'payments.feed': 'post payments received (a feed token\'s one permission)',
  'android-app': 'upload the Android app players download',
  notices: 'send notices to players (NOTICES_PER_DAY a day)',
} as const;
export type Permission = keyof typeof PERMISSIONS;

/** The roles of operator accounts, and what each is for. */
export const ROLES = {
  owner: 'everything, and manages the operator accounts',
  cashier: 'deposits, withdrawals, player credits and debits (up to CASHIER_MAX_CREDIT each, within the day totals), second approvals, betting on or off, players\' sign-in suspended, reset codes and notes',
  results: 'declares and reverts results, markets and rates',
  support: 'reads players and their ledgers, texts them reset codes, writes notes on them, changes How To Play, headlines and slider images, sends notices to players',
  releases: 'release control of the remotes',
} as const satisfies Record<OperatorRole, string>;
/** The role names are the contract's (`OPERATOR_ROLES`); each has its line above. */
export type Role = OperatorRole;

const ALL = Object.keys(PERMISSIONS) as Permission[];
/**
 * What each role may do. Every role sees Today (each only what it may act on) and looks after its own password and
 * token. Only owners have `content.money`: the content that says where players pay and on what terms.
 */
export const PERMISSIONS_OF_ROLE: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(ALL),
  cashier: new Set(['overview', 'self', 'players.read', 'players.betting', 'players.suspend', 'players.reset', 'players.notes', 'money.read', 'money.move', 'payments.feed']),
  results: new Set(['overview', 'self', 'markets.read', 'markets.write', 'results']),
  support: new Set(['overview', 'self', 'players.read', 'players.reset', 'players.notes', 'content.read', 'content.write', 'notices']),
  releases: new Set(['overview', 'self', 'releases.read', 'releases.change', 'releases.publish']),
};

/** The most points one credit or debit may move, per role that may move money (MAX_OPERATOR_CREDIT, CASHIER_MAX_CREDIT). */
export type MoneyLimits = { owner: number; cashier: number };

/**
 * How many points one credit or debit by `principal` may move: its role's limit (a role without `money.move` may
 * move none; `checkAccess` refuses it before this is asked).
 */
export function moneyLimitOf(principal: Principal, limits: MoneyLimits): number {
  if (principal.kind !== 'operator') return 0;
  if (principal.role === 'owner') return limits.owner;
  return PERMISSIONS_OF_ROLE[principal.role].has('money.move') ? limits.cashier : 0;
}

/** What a team token may do: ship its own remote. */
const TEAM_PERMISSIONS: ReadonlySet<Permission> = new Set(['releases.read', 'releases.change', 'releases.publish']);
/** What a feed token may do: post payments. */
const FEED_PERMISSIONS: ReadonlySet<Permission> = new Set(['payments.feed']);

export type Principal =
  /**
   * A named operator account. `actor` is how the audit list names it (its name). `temporaryPassword`: a console
   * session opened with a password the CLI printed, which may do nothing but choose its own password.
   */
  | { kind: 'operator'; actor: string; id: number; name: string; role: Role; temporaryPassword: boolean }
  /** A team token: the releases of `remote`. */
  | { kind: 'team'; actor: string; name: string; remote: string }
  /** A feed token (`feed: shop phone`): posts payments, nothing else. */
  | { kind: 'feed'; actor: string; name: string };

/** What a route needs: a permission, and the remote it acts on (from the request), if one. */
export interface AccessRule {
  permission: Permission;
  remote?: (request: FastifyRequest) => string | undefined;
}

/** Why `principal` may not do what `need` says, or null when it may. */
export function refusal(principal: Principal, need: { permission: Permission; remote?: string }): string | null {
  if (principal.kind === 'operator') {
    if (principal.temporaryPassword && need.permission !== 'self') {
      return 'Choose your own password first: the one you were given is for signing in once';
    }
    if (PERMISSIONS_OF_ROLE[principal.role].has(need.permission)) return null;
    return `${principal.name} (${principal.role}) may not ${PERMISSIONS[need.permission]}`;
  }
  if (principal.kind === 'feed') {
    return FEED_PERMISSIONS.has(need.permission) ? null : `The feed token "${principal.name}" may only post payments: it may not ${PERMISSIONS[need.permission]}`;
  }
  if (!TEAM_PERMISSIONS.has(need.permission)) {
    return `The team token "${principal.name}" may only ship ${principal.remote}: it may not ${PERMISSIONS[need.permission]}`;
  }
  if (need.remote !== undefined && need.remote !== principal.remote) {
    return `The team token "${principal.name}" may only ship ${principal.remote}, not ${need.remote}`;
  }
  return null;
}

/** The permissions a principal has (the console shows the sections they open). */
export const permissionsOf = (principal: Principal): Permission[] => ALL.filter((permission) => refusal(principal, { permission }) === null);

/** The one remote a principal is confined to (a team token's), or null for every remote. */
export const confinedTo = (principal: Principal): string | null => (principal.kind === 'team' ? principal.remote : null);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What an operator route needs (`requires`); `'public'` for the sign-in routes, which need no principal. */
    access?: AccessRule | 'public';
  }
}

/** Route options of an operator route: `scope.post(url, requires('money.move'), handler)`. */
export const requires = (permission: Permission, remote?: AccessRule['remote']) => ({ config: { access: { permission, remote } } });
/** Route options of a route open to anyone (the console's sign-in). */
export const open = () => ({ config: { access: 'public' as const } });

const principals = new WeakMap<FastifyRequest, Principal>();

/** The principal `authenticate` found for the request (set before any handler runs). */
export function principalOf(request: FastifyRequest): Principal {
  const principal = principals.get(request);
  if (!principal) throw new NotSignedIn('Operator token required', 'unauthorised');
  return principal;
}

/**
 * Checks the request's principal against its route's rule: 403 with the reason when it may not. Runs in the
 * onRequest hook, right after authentication, so a refused upload is never read.
 */
export function checkAccess(request: FastifyRequest, principal: Principal): void {
  const rule = request.routeOptions.config.access;
  if (rule === undefined) throw new NotPermitted('This operator route declares no permission', 'forbidden');
  principals.set(request, principal);
  if (rule === 'public') return;
  const reason = refusal(principal, { permission: rule.permission, remote: rule.remote?.(request) });
  if (reason) throw new NotPermitted(reason, 'forbidden');
}

export interface OperatorRoute {
  method: string;
  url: string;
  access: AccessRule | 'public';
}

const registries = new WeakMap<FastifyInstance, OperatorRoute[]>();

/** Every operator route of a server with what it needs, as registered (for `GET`, its `HEAD` too). */
export const operatorRoutes = (app: FastifyInstance): OperatorRoute[] => registries.get(app) ?? [];

/**
 * Makes every route under /operator registered after this declare its access, or the server does not start; and
 * lists them (`operatorRoutes`).
 */
export function guardOperatorRoutes(app: FastifyInstance): void {
  const routes: OperatorRoute[] = [];
  registries.set(app, routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/operator')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`${String(route.method)} ${route.url} declares no access: give it requires(…) or open()`);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access });
  });
}
