-- Operator settings the player app reads (admin numbers, withdraw window, minimums, rules texts).
CREATE TABLE settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
