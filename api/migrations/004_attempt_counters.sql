-- Rate limits as one counter row per bucket (login:<mobile>|<ip>, login-ip:<ip>, otp-ip:<ip>, …), taken by one
-- conditional upsert: parallel requests cannot all pass a check they each read before any of them wrote.
-- next_at holds a growing delay (logins): no attempt before it.
CREATE TABLE attempt_counters (
  bucket text PRIMARY KEY,
  attempts integer NOT NULL,
  window_start timestamptz NOT NULL,
  next_at timestamptz NOT NULL
);
DROP TABLE rate_limit_events;
