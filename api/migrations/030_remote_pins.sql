-- A pin: one player (a team's test account) loads one release of a remote on the real site, whatever the canary and
-- the active release are, until it is removed or expires (7 days: release-control/src/pins.repository.ts). A pinned
-- player's loads of the pinned release are not counted (the canary is judged on players who did not choose it).
CREATE TABLE remote_pins (
  name text NOT NULL,
  player_id bigint NOT NULL,
  player text NOT NULL,
  release text NOT NULL,
  pinned_by text NOT NULL,
  pinned_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (name, player_id)
);
CREATE INDEX remote_pins_player ON remote_pins (player_id, expires_at);
