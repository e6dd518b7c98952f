/**
 * The operator contract's accounts area: the console's sign-in and session, operator accounts (owners add, disable
 * and reset them) and team tokens (each may ship one remote).
 */
import * as z from '../zod';
import { nullableText, tokenName, type OperatorCallSpec } from './operator-fields';
import { remoteName } from './operator-releases';

/** The roles of operator accounts (what each may do is the server's: api/src/features/operators/operator-access.ts). */
export const OPERATOR_ROLES = ['owner', 'cashier', 'results', 'support', 'releases'] as const;

export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** An operator account's name. */
export const OPERATOR_NAME = /^[a-z][a-z0-9._-]{1,29}$/;

export const OPERATOR_NAME_RULE = '2 to 30 small letters, digits, ".", "_" or "-", starting with a letter';

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

const teamToken = z.object({
  name: z.string(),
  remote: z.string(),
  created_at: z.string(),
  created_by: z.string(),
  last_used_at: nullableText,
  revoked_at: nullableText,
});

const operatorChangeCall = <Response extends z.ZodMiniType>(verb: string, summary: string, response: Response) =>
  ({ method: 'POST', path: `/operator/operators/:name/${verb}`, summary, params: z.object({ name: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)) }), body: z.object({ note: z.optional(z.string()) }), response }) as const;

/** The accounts area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const ACCOUNT_CALLS = {
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
} as const satisfies Record<string, OperatorCallSpec>;

// The answers' shapes the console names.
export type TeamToken = z.output<typeof teamToken>;
export type OperatorAccount = z.output<typeof operatorAccount>;
export type WhoAmI = z.output<typeof whoAmI>;
