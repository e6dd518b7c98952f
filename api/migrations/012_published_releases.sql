-- Releases of remotes published through the operator API (a team's CI: POST /operator/releases/<name>), so every API
-- instance serves them (api/src/features/releases/published-releases.repository.ts). Written in one transaction, never changed.
CREATE TABLE remote_releases (
  name text NOT NULL,
  version text NOT NULL,
  -- release.json as published.
  info text NOT NULL,
  -- SHA-256 of the build's files (release.json's list, names and contents): the same release whenever it was built.
  content_digest text NOT NULL,
  bytes bigint NOT NULL,
  built_at timestamptz NOT NULL,
  published_at timestamptz NOT NULL,
  published_by text NOT NULL,
  PRIMARY KEY (name, version)
);

CREATE TABLE remote_release_files (
  name text NOT NULL,
  version text NOT NULL,
  path text NOT NULL,
  content bytea NOT NULL,
  PRIMARY KEY (name, version, path),
  FOREIGN KEY (name, version) REFERENCES remote_releases (name, version)
);
