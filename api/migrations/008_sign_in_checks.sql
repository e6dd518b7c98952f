-- Limits on failures only (wrong passwords): the checks running now, reserved before and settled after, so parallel
-- guesses cannot all pass a count none of them has added to yet, and a check that turns out right never counts.
ALTER TABLE attempt_counters ADD COLUMN pending integer NOT NULL DEFAULT 0;
-- Ended windows are pruned by window_start.
CREATE INDEX attempt_counters_window_idx ON attempt_counters (window_start);

-- Where a player signed in successfully: a device (the hash of the random id in its matka_device cookie) or an
-- address (its /64 for IPv6). A known place keeps its own allowance of wrong passwords when the account's is used up.
CREATE TABLE sign_in_places (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  place text NOT NULL,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, place)
);
CREATE INDEX sign_in_places_last_idx ON sign_in_places (last_at);
