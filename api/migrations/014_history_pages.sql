-- A player's histories at any size. The bid and win histories read a player's bids of a range of days newest first
-- (by day, then id): with id in the index a page is one range of it, after the previous page's last bid, however
-- many bids the player has; market_id rides along (INCLUDE), so bids of another kind of market are passed over in
-- the index without reading their rows. It replaces bids_user_idx, which it extends. Win histories read only the
-- bids that won, a tenth of them or less: their own smaller index. IF NOT EXISTS: on a big table, build them
-- beforehand with CREATE INDEX CONCURRENTLY under these names (a migration runs in a transaction, which holds off
-- writes meanwhile).
CREATE INDEX IF NOT EXISTS bids_user_day_idx ON bids (user_id, bid_date, id) INCLUDE (market_id);
CREATE INDEX IF NOT EXISTS bids_user_won_idx ON bids (user_id, bid_date, id) INCLUDE (market_id) WHERE status = 'won';
DROP INDEX IF EXISTS bids_user_idx;
