-- A feed token may sign its posts (docs/operations.md, "Automatic deposits"): the secret its forwarder signs each body
-- with (HMAC-SHA256, sent as X-Matka-Signature). Kept as it is, not hashed, since the server computes the same
-- signature; shown once, when the token is made. NULL: the token's posts are not signed.
ALTER TABLE operator_team_tokens ADD COLUMN signing_secret text;
