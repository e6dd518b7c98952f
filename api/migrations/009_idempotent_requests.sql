-- What a key was first used for (a hash of the request without its envelope): the same key with another request is
-- refused (409) instead of answered with the first request's answer. NULL on keys stored before: taken as matching.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
-- A key is now taken first in its write's transaction, before the player's row is locked by the debit. Its foreign
-- key made that insert share-lock the player's row, and parallel writes of one player then piled their locks on it
-- (PostgreSQL's multixacts): one player's bids at half the rate. The player is the session's, and players are never
-- deleted, so the key keeps its user_id without the constraint.
ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_user_id_fkey;
