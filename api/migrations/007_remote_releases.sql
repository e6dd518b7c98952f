-- Operators' control of remotes (api/src/features/releases): on/off, the active release, a canary, the history of
-- every change, and the load failures players report per release. The operators' remotes.json stays the base; a row
-- here overrides it for its remote. In the database, so every API instance answers players the same.
CREATE TABLE remote_controls (
  name text PRIMARY KEY,
  -- NULL: as remotes.json says.
  enabled boolean,
  -- 'default' is the build remotes.json points at (remotes/<name>/dist); any other value a folder of RELEASES_DIR.
  active_release text NOT NULL DEFAULT 'default',
  previous_release text,
  canary_release text,
  canary_percent smallint NOT NULL DEFAULT 0 CHECK (canary_percent BETWEEN 0 AND 100),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE remote_control_history (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  action text NOT NULL,
  release text,
  percent smallint,
  operator text NOT NULL DEFAULT '',
  note text NOT NULL DEFAULT '',
  at timestamptz NOT NULL
);
CREATE INDEX remote_control_history_name ON remote_control_history (name, id);

CREATE TABLE remote_errors (
  name text NOT NULL,
  release text NOT NULL,
  count bigint NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL,
  PRIMARY KEY (name, release)
);
