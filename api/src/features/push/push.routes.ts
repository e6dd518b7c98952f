import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database';
import { registerCall } from '../../http/calls';
import type { SessionService } from '../accounts/sessions';
import type { PushService } from './push.service';

interface Deps {
  db: Database;
  appKeys: readonly string[];
  sessions: SessionService;
  push: PushService;
}

/** The player's push calls and inbox (docs/operations.md, "Push notifications"): the player's own, by session. */
export function registerPushRoutes(app: FastifyInstance, deps: Deps): void {
  const { push } = deps;
  const callDeps = { appKeys: deps.appKeys, sessions: deps.sessions };

  registerCall(app, callDeps, 'api-push-key', {}, async () => ({ public_key: push.publicKey }));
  registerCall(app, callDeps, 'api-push-subscribe', {}, async ({ body, user }) => {
    await push.subscribe(user.id, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth });
    return { msg: 'Notifications on for this device' };
  });
  registerCall(app, callDeps, 'api-push-unsubscribe', {}, async ({ body, user }) => {
    await push.unsubscribe(user.id, body.endpoint);
    return { msg: 'Notifications off for this device' };
  });
  registerCall(app, callDeps, 'api-push-preferences', {}, async ({ body, user }) => {
    const changes = Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined));
    const preferences = Object.keys(changes).length === 0 ? await push.preferences(user.id) : await push.choose(user.id, changes);
    return { preferences };
  });
  registerCall(app, callDeps, 'api-inbox', {}, async ({ user }) => {
    const { entries, unread } = await push.inbox(user.id);
    return { notifications: entries.map((entry) => ({ ...entry, created_at: entry.created_at.toISOString() })), unread };
  });
  registerCall(app, callDeps, 'api-inbox-read', {}, async ({ body, user }) => {
    await push.read(user.id, body.all ? 'all' : (body.ids ?? []));
    return { unread: (await push.inbox(user.id)).unread };
  });
}
