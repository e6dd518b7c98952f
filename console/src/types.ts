/** What the operator API answers, as the console reads it (api/src/features/operator). */
export type MarketKind = 'main' | 'starline' | 'gali';

export interface Market {
  id: number;
  kind: MarketKind;
  name: string;
  openMinutes: number;
  closeMinutes: number | null;
  active: boolean;
}

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
  created_at: string;
}

export interface Withdrawal {
  id: number;
  mobile: string;
  name: string;
  amount: number;
  payment_method: string;
  payout_number: string;
  status: number;
  receipt_url: string;
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
