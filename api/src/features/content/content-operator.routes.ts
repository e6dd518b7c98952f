import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isOwnerContent, type ContentKey } from '@matka/shared-kernel/operator-contract';
import type { Database } from '../../db/database';
import { InvalidInput, NotPermitted } from '../../domain-errors';
import { fieldChanges, recordAction } from '../audit.repository';
import { auditOf } from '../operators/operator-auth';
import { principalOf, refusal } from '../operators/operator-access';
import { operatorCall } from '../operators/operator-call';
import { CONTENT_SET, type ContentChanges } from './content-changes';
import { SETTINGS, checkSetting, getSetting, sameSetting, setSetting, type SettingKey } from './settings';

/** The contract's content keys are the settings' keys, each way (the compiler says when one side gains a key). */
const sameKeys: [SettingKey] extends [ContentKey] ? ([ContentKey] extends [SettingKey] ? true : never) : never = true;
void sameKeys;

/** The content operators set, and the owners' acknowledgements of changes to theirs (registered inside the operator scope). */
export function registerContentOperatorRoutes(scope: FastifyInstance, deps: { db: Database; ownerChanges: ContentChanges }): void {
  const { db, ownerChanges } = deps;
  operatorCall(scope, 'content.show', { permission: 'content.read' }, async () => {
    const keys = Object.keys(SETTINGS) as SettingKey[];
    const values = await Promise.all(keys.map((key) => getSetting(db, key)));
    return Object.fromEntries(keys.map((key, index) => [key, values[index]])) as Record<ContentKey, unknown>;
  });
  // A partial object is merged into the current value; lists are replaced. The console sends `note` beside the
  // fields: it goes to the audit list, not into the setting.
  operatorCall(scope, 'content.set', { permission: 'content.write' }, async ({ params: { key }, body, request }) => {
    const audit = auditOf(request);
    // Where players pay and on what terms is the owners' alone (OWNER_CONTENT_KEYS).
    const principal = principalOf(request);
    if (isOwnerContent(key) && refusal(principal, { permission: 'content.money' }) !== null) {
      const who = `${principal.name} (${principal.kind === 'operator' ? principal.role : 'team token'})`;
      throw new NotPermitted(`${who} may not change ${key}: payment ids, contact numbers and money rules are an owner's to change`, 'forbidden');
    }
    const current = await getSetting(db, key);
    const { note: _note, ...fields } = Array.isArray(body) ? {} : body;
    const next = Array.isArray(current) ? body : { ...(current as object), ...fields };
    try {
      const checked = checkSetting(key, next);
      // A save that changes nothing (the console's Save pressed twice) is answered, and neither written nor audited.
      if (sameSetting(current, checked)) return { [key]: checked };
      return await db.transaction(async (tx) => {
        const stored = await setSetting(tx, key, checked);
        await recordAction(tx, audit, { action: CONTENT_SET, target: key, outcome: stored, change: fieldChanges(current, stored) });
        return { [key]: stored };
      });
    } catch (error) {
      // The first problem, named by its field, in words (never zod's own report).
      if (error instanceof z.ZodError) {
        const issue = error.issues[0];
        throw new InvalidInput(`${[key, ...(issue?.path ?? [])].join('.')}: ${issue?.message ?? 'invalid'}`, 'invalid_body');
      }
      throw error;
    }
  });

  // Each owner acknowledges the changes to the owners' content they have seen (Today lists the rest).
  const ownerId = (request: FastifyRequest) => {
    const principal = principalOf(request);
    if (principal.kind !== 'operator') throw new NotPermitted('Only an owner acknowledges content changes', 'forbidden');
    return principal.id;
  };
  operatorCall(scope, 'content.changes', { permission: 'content.money' }, async ({ request }) => ownerChanges.pendingFor(ownerId(request)));
  operatorCall(scope, 'content.acknowledge', { permission: 'content.money' }, async ({ params, request }) =>
    ownerChanges.acknowledge(params.id, ownerId(request), auditOf(request)),
  );

}
