-- The audit list says what each action changed and whom it concerned (api/src/features/operator/audit.repository.ts):
-- `player` is the player's mobile number when the action was on one player's money or account, `change` what changed
-- in words (amount and balance, old -> new rate, the content fields), so the list can be filtered and exported.
ALTER TABLE operator_audit ADD COLUMN player text NOT NULL DEFAULT '';
ALTER TABLE operator_audit ADD COLUMN change text NOT NULL DEFAULT '';
UPDATE operator_audit SET player = target WHERE action IN ('wallet credit', 'betting on', 'betting off');
UPDATE operator_audit SET player = split_part(target, ' ', 2) WHERE action LIKE 'deposit %' OR action LIKE 'withdraw %';
CREATE INDEX operator_audit_player_idx ON operator_audit (player, id DESC) WHERE player <> '';
CREATE INDEX operator_audit_actor_idx ON operator_audit (actor, id DESC);
CREATE INDEX operator_audit_action_idx ON operator_audit (action, id DESC);
