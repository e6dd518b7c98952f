-- The Android app players download (the legacy clients' "Download App" link), uploaded by an owner through the operator
-- API (api/src/features/android-app/) and kept here, so every API instance serves the same file. One row: a new
-- upload replaces it.
CREATE TABLE android_app (
  id smallint PRIMARY KEY CHECK (id = 1),
  file_name text NOT NULL,
  content bytea NOT NULL,
  bytes bigint NOT NULL,
  sha256 text NOT NULL,
  uploaded_at timestamptz NOT NULL,
  uploaded_by text NOT NULL
);
