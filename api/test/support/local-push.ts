import webPush from 'web-push';
import { WebPushSender } from '../../src/platform/push-sender';
import { LocalPushService } from './push-service';

/**
 * Web Push for a test's server: its VAPID keys, the settings that carry them (no outbox polling: a test drains it),
 * and the local push service its sender trusts, started with the app (`deps`, for testWorld's withAppDeps).
 */
export function localPush() {
  const keys = webPush.generateVAPIDKeys();
  let started: LocalPushService | undefined;
  const service = (): LocalPushService => {
    if (!started) throw new Error('the local push service starts with the app (withAppDeps(push.deps))');
    return started;
  };
  /** A sender, for an instance of the server, that trusts the local service's certificate. */
  const sender = () => new WebPushSender({ ...keys, subject: 'mailto:ops@example.com' }, 5000, service().agent);
  return {
    keys,
    env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey, PUSH_POLL_MS: '0' },
    service,
    sender,
    deps: async () => {
      started ??= await LocalPushService.start(() => keys.publicKey);
      return { push: sender() };
    },
    close: async () => started?.close(),
  };
}
