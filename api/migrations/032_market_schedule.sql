-- A market's weekly schedule and holidays (docs/operations.md, "The operators' console"): the weekdays it is
-- closed (0 Sunday … 6 Saturday) and the dates it is closed. Closed, it is a Holiday: no bids, no result due.
ALTER TABLE markets ADD COLUMN closed_weekdays smallint[] NOT NULL DEFAULT '{}';
CREATE TABLE market_holidays (
  market_id bigint NOT NULL REFERENCES markets (id),
  day date NOT NULL,
  reason text NOT NULL DEFAULT '',
  PRIMARY KEY (market_id, day)
);
CREATE INDEX market_holidays_day ON market_holidays (day);
