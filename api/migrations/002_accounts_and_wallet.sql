-- Players. balance is integer points and can never go below zero; every change has a ledger entry.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  mobile text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  betting_enabled boolean NOT NULL DEFAULT true,
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  google_pay_number text NOT NULL DEFAULT '',
  paytm_number text NOT NULL DEFAULT '',
  phonepe_number text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Sessions: only a hash of the token is stored.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

-- One-time codes: hashed, expiring, single use, a few tries each. payload holds what the code confirms (UPI details).
CREATE TABLE otps (
  id bigserial PRIMARY KEY,
  mobile text NOT NULL,
  purpose text NOT NULL CHECK (purpose IN ('register', 'forgot', 'upi')),
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  failed_attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz,
  payload text
);
CREATE INDEX otps_mobile_idx ON otps (mobile, purpose, created_at DESC);

-- The ledger: append-only, one entry per balance change, written in the same transaction as the change.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint NOT NULL CHECK (balance_after >= 0),
  kind text NOT NULL,
  note text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, id DESC);

-- Deposits: filed by the player after paying, credited only when an operator approves.
CREATE TABLE fund_requests (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  payment_method text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX fund_requests_user_idx ON fund_requests (user_id, id DESC);

-- Withdrawals: the amount is reserved (debited) at request. status 0 pending, 1 cancelled (refunded), 2 approved.
CREATE TABLE withdraw_requests (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount > 0),
  payment_method text NOT NULL,
  payout_number text NOT NULL,
  status smallint NOT NULL DEFAULT 0 CHECK (status IN (0, 1, 2)),
  receipt_url text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz
);
CREATE INDEX withdraw_requests_user_idx ON withdraw_requests (user_id, id DESC);

-- Writes a retry could repeat: the first answer per (player, call, key), returned again for the same key.
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id),
  call text NOT NULL,
  key text NOT NULL,
  response text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, call, key)
);

-- Rate limiting across server instances: one row per attempt in a bucket (login:<mobile>, login-ip:<ip>, …).
CREATE TABLE rate_limit_events (
  bucket text NOT NULL,
  at timestamptz NOT NULL
);
CREATE INDEX rate_limit_events_idx ON rate_limit_events (bucket, at);
