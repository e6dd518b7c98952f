-- Named operator accounts with roles (api/src/features/operator/operator-accounts.ts): the console signs in with a
-- name and a password (only its scrypt hash kept), the CLI with the account's own token (only its SHA-256 kept).
-- `first_owner` is the owner the server's own token (OPERATOR_TOKEN or DATA_DIR/operator.token) stands for. A name is
-- never given twice, disabled or not, so the audit list's names keep their meaning.
CREATE TABLE operators (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  role text NOT NULL CHECK (role IN ('owner', 'cashier', 'results', 'support', 'releases')),
  -- NULL: no console password yet (the first owner's, until `operator password --name owner`).
  password_hash text,
  -- A password printed by the CLI: good for signing in, after which its holder must choose their own.
  password_temporary boolean NOT NULL DEFAULT true,
  token_hash text UNIQUE,
  first_owner boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by text NOT NULL DEFAULT '',
  disabled_at timestamptz
);
CREATE UNIQUE INDEX operators_name ON operators (lower(name));
CREATE UNIQUE INDEX operators_first_owner ON operators (first_owner) WHERE first_owner;
INSERT INTO operators (name, role, first_owner, created_by) VALUES ('owner', 'owner', true, 'first start');

-- A console session is an account's now, not the operator token's: sessions opened with the token end here.
DELETE FROM operator_sessions;
ALTER TABLE operator_sessions DROP COLUMN token_fingerprint;
ALTER TABLE operator_sessions ADD COLUMN operator_id bigint NOT NULL REFERENCES operators (id);
CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);
