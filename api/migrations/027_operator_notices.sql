-- Operators' notices to players (docs/operations.md, "Operators' notices"): how many were sent each IST day, one row
-- a day, so that NOTICES_PER_DAY holds across instances: a send takes its slot by a conditional upsert of this row in
-- its own transaction (a second send waits for the first's commit, then sees its count).
CREATE TABLE operator_notice_days (
  day date PRIMARY KEY,
  sent int NOT NULL CHECK (sent >= 0)
);
