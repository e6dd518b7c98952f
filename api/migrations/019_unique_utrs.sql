-- Issue 36, item 3: one payment is credited once (api/src/features/wallet/money-requests.repository.ts).
--
-- A UTR reference is on one deposit at most while that deposit is pending or approved: the index decides it, so two
-- filings of one UTR at once (on any instance) give one request and one refusal. Deposits filed before this with a
-- UTR an earlier one already had are kept as they are, marked `utr_repeat` (the index leaves them out).
ALTER TABLE fund_requests ADD COLUMN utr_repeat boolean NOT NULL DEFAULT false;
UPDATE fund_requests f SET utr_repeat = true
 WHERE f.utr <> '' AND f.status <> 'rejected'
   AND EXISTS (SELECT 1 FROM fund_requests g WHERE g.utr = f.utr AND g.status <> 'rejected' AND g.id < f.id);
CREATE UNIQUE INDEX fund_requests_utr ON fund_requests (utr) WHERE utr <> '' AND status <> 'rejected' AND NOT utr_repeat;
-- The console's near-duplicates (same amount, within a minute): found by amount and time.
CREATE INDEX fund_requests_amount_time ON fund_requests (amount, created_at);

-- A paid withdrawal's receipt UTR is on one withdrawal only (earlier repeats kept, marked).
ALTER TABLE withdraw_requests ADD COLUMN receipt_repeat boolean NOT NULL DEFAULT false;
UPDATE withdraw_requests w SET receipt_repeat = true
 WHERE w.status = 2 AND w.receipt_url ~ '^[0-9]{12}$'
   AND EXISTS (SELECT 1 FROM withdraw_requests v WHERE v.receipt_url = w.receipt_url AND v.status = 2 AND v.id < w.id);
CREATE UNIQUE INDEX withdraw_requests_receipt_utr ON withdraw_requests (receipt_url) WHERE status = 2 AND receipt_url ~ '^[0-9]{12}$' AND NOT receipt_repeat;
