/**
 * The operator contract's players area: finding players (a page at a time), a player's page (balance, ledger, sign-ins,
 * notes, bids, P&L), betting on or off, sign-in suspended and resumed, a password-reset code sent, notes.
 */
import * as z from '../zod';
import { id, mobile, nullableText, type OperatorCallSpec } from './operator-fields';

/** Players a page of the list holds. */
export const PLAYERS_PAGE = 50;

const playerRow = z.object({
  id: z.number(),
  name: z.string(),
  mobile: z.string(),
  bettingEnabled: z.boolean(),
  balance: z.number(),
  createdAt: z.string(),
  /** When sign-in was suspended, or null. */
  suspended_at: nullableText,
  /** Why (the player reads it at login); '' when not suspended. */
  suspend_reason: z.string(),
});

/** One entry of a player's ledger: positive a credit, negative a debit. */
const ledgerEntry = z.object({ id: z.number(), amount: z.number(), balanceAfter: z.number(), note: z.string(), createdAt: z.string() });

const signIn = z.object({
  at: z.string(),
  /** The address signed in from (an IPv6 address by its /64). */
  address: z.string(),
  /** The device: the first characters of the hash of its cookie's random id (the same device, the same text). */
  device: z.string(),
  /** What the browser or app said it is. */
  user_agent: z.string(),
});

const playerNote = z.object({ id: z.number(), body: z.string(), author: z.string(), at: z.string() });

/** The player's P&L over their whole ledger: what they staked, won back and were refunded; `net` is theirs (negative: the house's gain). */
const playerPnl = z.object({ stakes: z.number(), payouts: z.number(), refunds: z.number(), net: z.number() });

const playerBid = z.object({
  id: z.number(),
  market: z.string(),
  day: z.string(),
  /** The bid type's name, as players read it (Single Digit, Jodi Digit, Full Sangam…). */
  type: z.string(),
  session: z.string(),
  /** The numbers played: the open side, and the close side of a sangam ('' when none). */
  digits: z.string(),
  closedigits: z.string(),
  points: z.number(),
  status: z.enum(['pending', 'won', 'lost', 'refunded']),
  payout: z.number(),
  placed_at: z.string(),
});

/** Why a player's sign-in is suspended: they read it at login. */
const suspendReason = z
  .string({ error: 'say why (the player reads it at login)' })
  .check(z.trim(), z.minLength(1, 'say why (the player reads it at login)'), z.maxLength(200));

const noteBody = z.string({ error: 'write the note' }).check(z.trim(), z.minLength(1, 'write the note'), z.maxLength(1000));

/** The players area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const PLAYER_CALLS = {
  'users.list': {
    method: 'GET',
    path: '/operator/users',
    summary: `Players by id, ${PLAYERS_PAGE} a page: all, or those whose number or name starts with q; --after the last id for the next page`,
    query: z.object({ q: z.optional(z.string().check(z.trim(), z.maxLength(60))), after: z.optional(id) }),
    response: z.object({ users: z.array(playerRow), next_after: z.nullable(z.number()) }),
  },
  'users.show': {
    method: 'GET',
    path: '/operator/users/:mobile',
    summary: "One player: balance, betting, suspension, latest ledger entries, sign-ins and notes, and their P&L",
    params: z.object({ mobile }),
    response: z.object({ player: playerRow, ledger: z.array(ledgerEntry), sign_ins: z.array(signIn), notes: z.array(playerNote), pnl: playerPnl }),
  },
  'users.bids': {
    method: 'GET',
    path: '/operator/users/:mobile/bids',
    summary: "A player's bids, newest first, with their numbers and outcomes (--before the last id for older ones)",
    params: z.object({ mobile }),
    query: z.object({ before: z.optional(id) }),
    response: z.object({ bids: z.array(playerBid), next_before: z.nullable(z.number()) }),
  },
  'users.betting': {
    method: 'POST',
    path: '/operator/users/betting',
    summary: "Switch a player's betting on or off",
    body: z.object({ mobile, enabled: z.boolean(), note: z.optional(z.string()) }),
    response: z.object({ mobile: z.string(), betting_enabled: z.boolean() }),
  },
  'users.suspend': {
    method: 'POST',
    path: '/operator/users/suspend',
    summary: "Suspend a player's sign-in: their sessions end at once, and they read the reason when they try to sign in",
    body: z.object({ mobile, reason: suspendReason, note: z.optional(z.string()) }),
    response: z.object({ mobile: z.string(), suspended: z.boolean(), changed: z.boolean() }),
  },
  'users.resume': {
    method: 'POST',
    path: '/operator/users/resume',
    summary: "Let a suspended player sign in again",
    body: z.object({ mobile, note: z.optional(z.string()) }),
    response: z.object({ mobile: z.string(), suspended: z.boolean(), changed: z.boolean() }),
  },
  'users.reset-code': {
    method: 'POST',
    path: '/operator/users/reset-code',
    summary: 'Text the player a password-reset code (they choose the new password in the app; nobody else sees the code)',
    body: z.object({ mobile, note: z.optional(z.string()) }),
    response: z.object({ mobile: z.string(), sent: z.boolean() }),
  },
  'users.note': {
    method: 'POST',
    path: '/operator/users/note',
    summary: 'Add a note on a player (operators read it on the player’s page; in the audit list)',
    body: z.object({ mobile, body: noteBody }),
    response: playerNote,
  },
} as const satisfies Record<string, OperatorCallSpec>;

// The answers' shapes the console names.
export type OperatorPlayer = z.output<typeof playerRow>;
export type PlayerBid = z.output<typeof playerBid>;
