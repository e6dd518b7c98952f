-- Reaching the player when the app is closed (docs/operations.md, "Push notifications"): the player's devices that take
-- Web Push, what each player wants sent, the inbox of what concerns them (kept 30 days), and the outbox every instance
-- works: one row per notification and device, claimed with a lease (SKIP LOCKED), retried with backoff.
CREATE TABLE push_subscriptions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id);

-- No row: the defaults (results, money and quiet hours on; operators' notices off).
CREATE TABLE push_preferences (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  results boolean NOT NULL,
  money boolean NOT NULL,
  notices boolean NOT NULL,
  quiet_hours boolean NOT NULL
);

-- kind: result, money or notice. topic: a later notification of the same topic replaces the earlier (a market's
-- result for a day and session, declared again after a revert).
CREATE TABLE notifications (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('result', 'money', 'notice')),
  topic text,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz
);
CREATE INDEX notifications_user ON notifications (user_id, created_at DESC);
CREATE UNIQUE INDEX notifications_topic ON notifications (user_id, topic) WHERE topic IS NOT NULL;

CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  notification_id bigint NOT NULL REFERENCES notifications (id) ON DELETE CASCADE,
  subscription_id bigint NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  -- Due from then: its first try, a retry after a failure, or the end of a claim's lease.
  next_at timestamptz NOT NULL,
  attempts int NOT NULL DEFAULT 0,
  last_error text
);
CREATE INDEX push_outbox_due ON push_outbox (next_at);
