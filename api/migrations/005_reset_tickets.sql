-- Password reset: a verified OTP buys a short-lived, single-use ticket the new-password call needs (only its hash).
CREATE TABLE reset_tickets (
  token_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
