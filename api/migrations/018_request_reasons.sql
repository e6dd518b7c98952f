-- Deposits and withdrawals done right (api/src/features/operator/operator.service.ts): a refused request keeps the
-- reason the player reads in their history, and a deposit the UTR reference the player typed on the QR/UPI screen,
-- so the cashier can match it with the bank statement.
ALTER TABLE fund_requests ADD COLUMN reason text NOT NULL DEFAULT '';
ALTER TABLE fund_requests ADD COLUMN utr text NOT NULL DEFAULT '';
ALTER TABLE withdraw_requests ADD COLUMN reason text NOT NULL DEFAULT '';
