-- Loads and failed loads of each remote's release, as players' shells report them (POST /api/remote-report), and
-- what release control needs to judge a canary by them (api/src/features/releases). Replaces remote_errors, which
-- counted failed loads only, from anyone.
CREATE TABLE remote_release_counts (
  name text NOT NULL,
  release text NOT NULL,
  loads bigint NOT NULL DEFAULT 0,
  failures bigint NOT NULL DEFAULT 0,
  last_failure_at timestamptz,
  last_failure_reason text NOT NULL DEFAULT '',
  -- Set when release control ended a canary of this release because too many of its loads failed.
  rolled_back_at timestamptz,
  rolled_back_reason text NOT NULL DEFAULT '',
  PRIMARY KEY (name, release)
);
INSERT INTO remote_release_counts (name, release, failures, last_failure_at)
  SELECT name, release, count, last_at FROM remote_errors;
DROP TABLE remote_errors;

-- One report counted per player session, remote, release and outcome per window (10 minutes): `at` is when the last
-- counted one came. Only the SHA-256 of the session token is kept, as in sessions.
CREATE TABLE remote_report_marks (
  session_hash text NOT NULL,
  name text NOT NULL,
  release text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('load', 'failure')),
  at timestamptz NOT NULL,
  PRIMARY KEY (session_hash, name, release, outcome)
);
CREATE INDEX remote_report_marks_at ON remote_report_marks (at);

-- A canary is judged by the loads of its release since it began: the counts at that moment.
ALTER TABLE remote_controls ADD COLUMN canary_base_loads bigint NOT NULL DEFAULT 0;
ALTER TABLE remote_controls ADD COLUMN canary_base_failures bigint NOT NULL DEFAULT 0;
