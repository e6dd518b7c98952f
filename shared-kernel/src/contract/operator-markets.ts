/**
 * The operator contract's markets area: markets, rates, and results (declaring, previewing, reverting, cancelling a
 * day, the house's exposure).
 */
import * as z from '../zod';
import { parseClockTime } from '../domain/market-clock';
import type { Declaration } from '../domain/settlement';
import type { MarketKind } from '../domain/bid-types';
import { id, type OperatorCallSpec } from './operator-fields';

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

const market = z.object({
  id: z.number(),
  kind: z.enum(MARKET_KINDS),
  name: z.string(),
  openMinutes: z.number(),
  closeMinutes: z.nullable(z.number()),
  active: z.boolean(),
});

const holiday = z.object({ date: z.string(), reason: z.string() });

/** A market's weekly schedule and holidays (the kernel's market-schedule.ts): closed weekdays (0 Sunday … 6 Saturday) and dates from today on. */
const schedule = z.object({ market_id: z.number(), closed_weekdays: z.array(z.number()), holidays: z.array(holiday) });

/** A listed market: with its schedule. */
const listedMarket = z.extend(market, { closed_weekdays: z.array(z.number()), holidays: z.array(holiday) });

const holidayDate = z.string({ error: 'a day as YYYY-MM-DD' }).check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'a day as YYYY-MM-DD'));

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
  numbers: z.array(
    z.object({
      type: z.string(),
      number: z.string(),
      bids: z.number(),
      stake: z.number(),
      pays: z.number(),
      /** Where the house set one: the bid type's cap per outcome (docs/game-rules.md, "Limits") and the payout left under it. */
      cap: z.optional(z.number()),
      room: z.optional(z.number()),
    }),
  ),
  results: z.array(z.object({ result: z.string(), winningBids: z.number(), pays: z.number() })),
});

const pendingDay = z.object({ market_id: z.number(), market: z.string(), kind: z.enum(MARKET_KINDS), active: z.boolean(), date: z.string(), bids: z.number(), points: z.number() });

const cancelTotals = { market_id: z.number(), market: z.string(), date: z.string(), bids: z.number(), players: z.number(), points: z.number() };

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

/** The markets area's calls (OPERATOR_CALLS in operator.ts holds every area's). */
export const MARKET_CALLS = {
  // Markets, rates, results.
  'markets.list': {
    method: 'GET',
    path: '/operator/markets',
    summary: 'Markets, of one kind or all',
    query: z.object({ kind: z.optional(z.enum(MARKET_KINDS)) }),
    response: z.object({ markets: z.array(listedMarket) }),
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
  'markets.schedule': {
    method: 'POST',
    path: '/operator/markets/:id/schedule',
    summary: 'The weekdays a market is closed (names, comma-separated: "sunday"; "none" for open every day): a Holiday, no bids, no result due',
    params: z.object({ id }),
    body: z.object({ closed: z.string({ error: 'weekday names, comma-separated, or none' }).check(z.maxLength(100)), note: z.optional(z.string()) }),
    response: schedule,
  },
  'markets.holiday': {
    method: 'POST',
    path: '/operator/markets/:id/holidays',
    summary: 'Close a market on a date (a Holiday: no bids, no result due)',
    params: z.object({ id }),
    body: z.object({ date: holidayDate, reason: z._default(z.string().check(z.trim(), z.maxLength(100)), ''), note: z.optional(z.string()) }),
    response: schedule,
  },
  'markets.holiday-remove': {
    method: 'POST',
    path: '/operator/markets/:id/holidays/remove',
    summary: 'Open a market again on a date it was closed',
    params: z.object({ id }),
    body: z.object({ date: holidayDate, note: z.optional(z.string()) }),
    response: schedule,
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
} as const satisfies Record<string, OperatorCallSpec>;

// The answers' shapes the console names.
export type OperatorMarket = z.output<typeof listedMarket>;
export type SettlementPreview = z.output<typeof settlementPreview>;
