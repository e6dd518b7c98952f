-- Markets: main (open and close time), Starline slots and Gali games (open time only). Times are IST minutes after midnight.
CREATE TABLE markets (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('main', 'starline', 'gali')),
  name text NOT NULL,
  open_minutes integer NOT NULL CHECK (open_minutes BETWEEN 0 AND 1439),
  close_minutes integer CHECK (close_minutes BETWEEN 0 AND 1439),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, name),
  CHECK ((kind = 'main') = (close_minutes IS NOT NULL))
);

-- Rates per kind of market and bid type: a stake of val_1 pays val_2.
CREATE TABLE rates (
  kind text NOT NULL CHECK (kind IN ('main', 'starline', 'gali')),
  bet_type text NOT NULL,
  val_1 integer NOT NULL CHECK (val_1 > 0),
  val_2 integer NOT NULL CHECK (val_2 > 0),
  PRIMARY KEY (kind, bet_type)
);

-- One row per market and IST day. Main: open_pana then close_pana; Starline: open_pana only; Gali: jodi.
CREATE TABLE results (
  market_id bigint NOT NULL REFERENCES markets (id),
  result_date date NOT NULL,
  open_pana text,
  close_pana text,
  jodi text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (market_id, result_date)
);

-- Every bid, with the rate it was placed at. settled_by names the declaration that decided it (open, close, result).
CREATE TABLE bids (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  market_id bigint NOT NULL REFERENCES markets (id),
  bid_date date NOT NULL,
  bet_type text NOT NULL,
  entry_type text NOT NULL,
  session text NOT NULL CHECK (session IN ('Open', 'Close')),
  digits text NOT NULL,
  closedigits text NOT NULL DEFAULT '',
  points bigint NOT NULL CHECK (points >= 10),
  rate_val_1 integer NOT NULL CHECK (rate_val_1 > 0),
  rate_val_2 integer NOT NULL CHECK (rate_val_2 > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'won', 'lost')),
  payout bigint NOT NULL DEFAULT 0,
  settled_by text,
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bids_user_idx ON bids (user_id, bid_date);
CREATE INDEX bids_market_idx ON bids (market_id, bid_date, status);
