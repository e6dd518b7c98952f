-- The language a player reads the app in (docs/languages.md): set when they register and when they switch; what the
-- server writes to them outside a request (the password-reset OTP text) is in it. Null: never chosen (English).
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'hi', 'mr'));
