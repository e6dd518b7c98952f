/** What the operator API answers, as the console reads it (api/src/features/operator). */
import type { MarketKind } from '@matka/shared-kernel/domain';

export type { MarketKind };

/** The kinds of market in the order and words the console shows them. */
export const MARKET_KINDS: ReadonlyArray<{ value: MarketKind; label: string }> = [
  { value: 'main', label: 'Main markets' },
  { value: 'starline', label: 'Starline' },
  { value: 'gali', label: 'Gali Disawar' },
];

export interface Market {
  id: number;
  kind: MarketKind;
  name: string;
  openMinutes: number;
  closeMinutes: number | null;
  active: boolean;
}

/** What players get for a remote, for Today's summary (api releases.service `status`). */
export interface RemoteStatus {
  remotes: Array<{ name: string; enabled: boolean; manifest: string }>;
  error?: string;
}

export interface Today {
  date: string;
  pending: { deposits: { count: number; points: number }; withdrawals: { count: number; points: number } };
  due: Array<{ market_id: number; kind: MarketKind; name: string; declare: 'open' | 'close' | 'starline' | 'gali'; due_minutes: number }>;
  ledger: { checked: number; mismatches: Array<{ user_id: number; balance: number; ledger_sum: number }> };
  remotes: RemoteStatus;
}

export interface Deposit {
  id: number;
  mobile: string;
  name: string;
  amount: number;
  payment_method: string;
  status: 'pending' | 'approved' | 'rejected';
  /** The UPI payment's UTR reference the player gave ('' if none). */
  utr: string;
  /** Why it was rejected (the player reads it). */
  reason: string;
  created_at: string;
}

export interface Withdrawal {
  id: number;
  mobile: string;
  name: string;
  amount: number;
  payment_method: string;
  /** The payout method by name: Google Pay, Paytm, PhonePe. */
  payout_method: string;
  payout_number: string;
  status: number;
  receipt_url: string;
  /** Why it was cancelled (the player reads it). */
  reason: string;
  created_at: string;
}

export interface Player {
  id: number;
  name: string;
  mobile: string;
  bettingEnabled: boolean;
  balance: number;
  createdAt: string;
}

export interface SettlementPreview {
  market: string;
  date: string;
  declared: string;
  result: string;
  changed: boolean;
  bids: number;
  won: number;
  lost: number;
  paid: number;
  players: number;
}

export interface RevertPreview {
  market: string;
  date: string;
  reverts: string;
  bids: number;
  won: number;
  points_taken_back: number;
  short: Array<{ mobile: string; owes: number; balance: number }>;
}

/** A remote as release control lists it (`GET /operator/remotes`). */
export interface RemoteListing {
  name: string;
  /** false: not in remotes.json (releases on disk only; players cannot be given it). */
  listed: boolean;
  enabled: boolean;
  active: string;
  previous: string | null;
  canary: { release: string; percent: number } | null;
  /** What the canary is judged by: its release's loads and failed loads since it began. */
  canaryCounts: { loads: number; failures: number } | null;
  manifest: string | null;
  /** Loads and failed loads players reported, of all its releases. */
  loads: number;
  failures: number;
  /** Newest first; `default` (the `npm run build` output) last. */
  releases: ReleaseListing[];
}

/** One release of a remote: its loads and failed loads, and whether release control ended a canary of it by itself. */
export interface ReleaseListing {
  release: string;
  builtAt: string | null;
  loads: number;
  failures: number;
  lastFailure: { at: string; reason: string } | null;
  rolledBack: { at: string; reason: string } | null;
}

/** A team token as listed (`GET /operator/team-tokens`): never the token itself. */
export interface TeamToken {
  name: string;
  remote: string;
  created_at: string;
  created_by: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** One change of a remote (`GET /operator/remotes/history?name=`). */
export interface RemoteChange {
  id: number;
  name: string;
  action: string;
  release: string | null;
  percent: number | null;
  operator: string;
  note: string;
  at: string;
}
