-- A declaration reads a market's pending bids of a day in id order, a batch at a time (after the last id of the one
-- before): with id in the index each batch is one range of it, whatever the market's size. It replaces
-- bids_market_idx, which it extends.
CREATE INDEX bids_market_day_idx ON bids (market_id, bid_date, status, id);
DROP INDEX bids_market_idx;
