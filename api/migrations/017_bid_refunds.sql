-- A market's day can be cancelled (api/src/features/bids/results.service.ts `cancel`): its pending bids are refunded,
-- each by a ledger entry `bid_refund` that names the bid, and marked `refunded` (settled_by 'cancel'), so a disabled
-- market's bids are never stranded. The pending bids' own index finds what waits for a result or a refund, over
-- every market and day, without reading the settled ones.
ALTER TABLE bids DROP CONSTRAINT bids_status_check;
ALTER TABLE bids ADD CONSTRAINT bids_status_check CHECK (status IN ('pending', 'won', 'lost', 'refunded'));
CREATE INDEX bids_pending_idx ON bids (market_id, bid_date) INCLUDE (points, user_id) WHERE status = 'pending';
