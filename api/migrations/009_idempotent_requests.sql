-- What a key was first used for (a hash of the request without its envelope): the same key with another request is
-- refused (409) instead of answered with the first request's answer. NULL on keys stored before: taken as matching.
ALTER TABLE idempotency_keys ADD COLUMN request_hash text;
