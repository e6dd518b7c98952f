-- Stake limits (docs/game-rules.md, "Limits"). The house's limits, set by owners and results operators: per kind of
-- market and bid type (bet_type '' for what holds for every type of the kind), one row per limit; a missing row is no
-- limit. Names: min_points, max_points, outcome_cap (per bid type), late_minutes with late_max_points, player_day_max
-- (per kind).
CREATE TABLE house_limits (
  kind text NOT NULL CHECK (kind IN ('main', 'starline', 'gali')),
  bet_type text NOT NULL,
  name text NOT NULL CHECK (name IN ('min_points', 'max_points', 'outcome_cap', 'late_minutes', 'late_max_points', 'player_day_max')),
  value bigint NOT NULL CHECK (value >= 0),
  PRIMARY KEY (kind, bet_type, name)
);

-- Numbers no bid may be placed on, for one market and day.
CREATE TABLE blocked_numbers (
  market_id bigint NOT NULL REFERENCES markets (id),
  day date NOT NULL,
  digits text NOT NULL,
  PRIMARY KEY (market_id, day, digits)
);

-- What each outcome of a market's day would pay if it won: the sum of payout() of every bid placed on it. A bid's
-- transaction adds to its outcomes' rows in one upsert (rows locked in key order, so bids never deadlock on them) and
-- compares the sums with the caps before it commits: a cap holds on every instance, never from a cache.
CREATE TABLE outcome_payouts (
  market_id bigint NOT NULL REFERENCES markets (id),
  bid_date date NOT NULL,
  bet_type text NOT NULL,
  session text NOT NULL,
  digits text NOT NULL,
  closedigits text NOT NULL,
  payout bigint NOT NULL CHECK (payout >= 0),
  PRIMARY KEY (market_id, bid_date, bet_type, session, digits, closedigits)
);

-- A player's own limits (Profile → My limits). A raise waits 24 hours (pending_* with pending_from); a lowering is
-- at once. break_until: no bids until then, ended early by nobody.
CREATE TABLE player_limits (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  daily_stake bigint CHECK (daily_stake > 0),
  daily_deposit bigint CHECK (daily_deposit > 0),
  pending_stake bigint,
  pending_stake_from timestamptz,
  pending_deposit bigint,
  pending_deposit_from timestamptz,
  break_until timestamptz
);
