-- Team tokens (api/src/features/operator/team-tokens.ts): a bearer token that may only ship one remote (publish its
-- releases, canary, activate, roll back, switch it). Only the SHA-256 of each token is kept; a revoked one stays
-- listed, so the audit list's names keep their meaning.
CREATE TABLE operator_team_tokens (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  remote text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL,
  created_by text NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
-- One token in use per name (a revoked name may be given again).
CREATE UNIQUE INDEX operator_team_tokens_live_name ON operator_team_tokens (lower(name)) WHERE revoked_at IS NULL;
