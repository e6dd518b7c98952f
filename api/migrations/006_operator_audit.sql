-- What operators did: one row per action (approvals, results, markets, rates, content, credits), written in the same
-- transaction as the action itself, so the list never shows an action that did not happen or misses one that did.
CREATE TABLE operator_audit (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  action text NOT NULL,
  target text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  actor text NOT NULL,
  outcome text NOT NULL DEFAULT ''
);
CREATE INDEX operator_audit_at_idx ON operator_audit (id DESC);

-- The console's sign-ins: a random id in an HttpOnly cookie, only its hash stored; expiring, ended by sign-out, and
-- bound to the operator token it was opened with (a new OPERATOR_TOKEN ends them all).
CREATE TABLE operator_sessions (
  id_hash text PRIMARY KEY,
  token_fingerprint text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
