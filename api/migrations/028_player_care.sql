-- Players as operators look after them (docs/operations.md, "Players"): sign-in suspended with the reason the player
-- reads at login, operators' notes on a player, and each sign-in (address, device, time).
ALTER TABLE users ADD COLUMN suspended_at timestamptz;
ALTER TABLE users ADD COLUMN suspend_reason text NOT NULL DEFAULT '';
-- The Players search: a number's start, or a name's start (any case), each by an index, pages by id.
CREATE INDEX users_mobile_prefix ON users (mobile text_pattern_ops);
CREATE INDEX users_name_prefix ON users (lower(name) text_pattern_ops);

CREATE TABLE player_notes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  body text NOT NULL,
  author text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX player_notes_user ON player_notes (user_id, id);

-- One row per successful sign-in (login or registration): where from and on what. The device is the hash of the
-- matka_device cookie's random id (never the id), shortened when shown.
CREATE TABLE sign_ins (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  at timestamptz NOT NULL,
  address text NOT NULL,
  device text NOT NULL,
  user_agent text NOT NULL DEFAULT ''
);
CREATE INDEX sign_ins_user ON sign_ins (user_id, id);

-- The P&L by bid type and market kind reads decided bids by their day.
CREATE INDEX bids_day_type ON bids (bid_date, bet_type);
