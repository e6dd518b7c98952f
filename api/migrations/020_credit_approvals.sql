-- Issue 36, item 5: a cashier's credits have day totals and a second pair of eyes
-- (api/src/features/operator/credit-approvals.repository.ts, operator.service.ts).
--
-- Every operator credit (done at once or waiting), and every deposit approval waiting for a second operator: who
-- asked, on which IST day (the day totals CASHIER_DAY_CREDIT and PLAYER_DAY_CREDIT sum it), who decided. A credit is
-- `done` with its ledger entry, `waiting` for a second operator (nothing credited yet), or `rejected`.
CREATE TABLE credit_approvals (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('credit', 'deposit')),
  user_id bigint NOT NULL REFERENCES users (id),
  deposit_id bigint REFERENCES fund_requests (id),
  points bigint NOT NULL CHECK (points > 0),
  note text NOT NULL DEFAULT '',
  day date NOT NULL,
  asked_by bigint NOT NULL REFERENCES operators (id),
  asked_at timestamptz NOT NULL DEFAULT now(),
  status text NOT NULL CHECK (status IN ('done', 'waiting', 'rejected')),
  decided_by bigint REFERENCES operators (id),
  decided_at timestamptz,
  reason text NOT NULL DEFAULT '',
  CHECK ((kind = 'deposit') = (deposit_id IS NOT NULL))
);
CREATE INDEX credit_approvals_waiting ON credit_approvals (id) WHERE status = 'waiting';
CREATE INDEX credit_approvals_asker_day ON credit_approvals (asked_by, day);
CREATE INDEX credit_approvals_player_day ON credit_approvals (user_id, day);
CREATE UNIQUE INDEX credit_approvals_deposit ON credit_approvals (deposit_id) WHERE status = 'waiting';
