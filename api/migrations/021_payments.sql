-- Automatic deposits (api/src/features/payments, docs/operations.md "Automatic deposits").
--
-- Feed tokens are bearer tokens of their own kind beside the team tokens: a forwarder app's token may only post
-- payments. Both kinds share the table (only each token's SHA-256 is kept); a name is unique among the tokens in use
-- of its kind.
ALTER TABLE operator_team_tokens ADD COLUMN kind text NOT NULL DEFAULT 'team' CHECK (kind IN ('team', 'feed'));
ALTER TABLE operator_team_tokens ALTER COLUMN remote DROP NOT NULL;
DROP INDEX operator_team_tokens_live_name;
CREATE UNIQUE INDEX operator_tokens_live_name ON operator_team_tokens (kind, lower(name)) WHERE revoked_at IS NULL;

-- A payment received into the shop's account, from a feed (an SMS forwarder) or a bank statement: one row per UTR,
-- whatever the number of sources that told it. An unreadable text has no UTR and no amount, and waits for a cashier.
-- `deposit_id`: the deposit request it matched (credited once: one payment, one request).
CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  utr text CHECK (utr ~ '^[0-9]{12}$'),
  amount bigint CHECK (amount > 0),
  paid_at timestamptz,
  payer_upi text NOT NULL DEFAULT '',
  payer_name text NOT NULL DEFAULT '',
  sources text[] NOT NULL,
  raw text NOT NULL DEFAULT '',
  status text NOT NULL CHECK (status IN ('unmatched', 'matched', 'review', 'unreadable', 'dismissed')),
  reason text NOT NULL DEFAULT '',
  deposit_id bigint UNIQUE REFERENCES fund_requests (id),
  received_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK (status IN ('unreadable', 'dismissed') OR (utr IS NOT NULL AND amount IS NOT NULL))
);
CREATE UNIQUE INDEX payments_utr ON payments (utr) WHERE utr IS NOT NULL;
CREATE INDEX payments_received ON payments (received_at DESC, id DESC);
-- A deposit request without a UTR looks for a payment of its amount, unmatched, from the player's own UPI id.
CREATE INDEX payments_waiting_amount ON payments (amount, received_at) WHERE status = 'unmatched';
-- A deposit approved by the matcher (the player's Deposit History says "Approved automatically").
ALTER TABLE fund_requests ADD COLUMN auto_approved boolean NOT NULL DEFAULT false;
