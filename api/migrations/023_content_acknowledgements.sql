-- Changes to the owners' content (payment ids, contact numbers, money rules: OWNER_CONTENT_KEYS) are shown to every
-- owner on Today until that owner acknowledges them (api/src/features/content/content-changes.ts). A change is its
-- audit row (`content set`); an acknowledgement is one owner's, kept here so every instance shows the same.
CREATE TABLE content_acknowledgements (
  audit_id bigint NOT NULL REFERENCES operator_audit (id),
  operator_id bigint NOT NULL REFERENCES operators (id),
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (operator_id, audit_id)
);
