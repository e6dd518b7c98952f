/**
 * This device and Web Push (docs/architecture.md § Push and the inbox on the device): whether it can take
 * pushes, turning them on (the browser's permission, asked only from a tap; the subscription with the server's VAPID
 * key) and off. Keeps no state: the browser holds the subscription, the server the player's devices and preferences.
 * Used by the host's offer after a first bid or deposit and by the inbox remote's Notifications screen.
 */
import { loadApiClient } from '@matka/shared-kernel/data';

/** What this browser can do: no Web Push at all, the player said no, not asked yet, or allowed. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

/**
 * How turning pushes on ended: `on`; `denied` (the player, or the browser, said no); `unsupported` (no service worker
 * or PushManager, or the browser's push service refused the subscription); `failed` (the server could not be asked).
 */
export type PushOutcome = 'on' | 'denied' | 'unsupported' | 'failed';

/**
 * What the player reads after a tap on Turn on (the host's offer and the inbox's Notifications screen say the same):
 * plain sentences, never an error toast; the inbox works whatever the answer.
 */
export const PUSH_TEXTS: Record<PushOutcome, string> = {
  on: 'Notifications are on for this phone.',
  denied: 'Notifications are blocked for this app in your browser settings. Your Inbox still lists everything.',
  unsupported: 'This browser cannot show notifications. Your Inbox still lists everything.',
  failed: 'Could not turn notifications on. Check your connection and try again.',
};

/** Whether this browser can take pushes, and what the player said so far. */
export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return 'unsupported';
  return Notification.permission;
}

/** The app's service worker's registration, or null (none: a dev server, a private window). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  return (await navigator.serviceWorker.getRegistration('/').catch(() => undefined)) ?? null;
}

/** The subscription this device has for the app, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === 'unsupported') return null;
  return (await (await registration())?.pushManager.getSubscription().catch(() => null)) ?? null;
}

/** Whether this device takes pushes now: allowed and subscribed. */
export async function pushOnHere(): Promise<boolean> {
  return pushSupport() === 'granted' && (await currentSubscription()) !== null;
}

/** The VAPID public key (base64url, as api-push-key gives it) as PushManager.subscribe takes it. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index += 1) bytes[index] = text.charCodeAt(index);
  return bytes;
}

/**
 * Turns pushes on for this device: asks the browser's permission (call it from a tap only: browsers refuse, or hold
 * against the site, a question nobody asked for), subscribes with the server's key and gives the server the
 * subscription. Never throws: the outcome says what happened, for a plain sentence.
 */
export async function turnOnPush(): Promise<PushOutcome> {
  if (pushSupport() === 'unsupported') return 'unsupported';
  const permission = await Notification.requestPermission().catch(() => 'denied' as const);
  if (permission !== 'granted') return 'denied';
  const worker = await registration();
  if (!worker) return 'unsupported';
  let client;
  let publicKey: string;
  try {
    client = await loadApiClient();
    publicKey = (await client.call('api-push-key', {})).public_key;
  } catch {
    return 'failed';
  }
  let subscription: PushSubscription;
  try {
    subscription = (await worker.pushManager.getSubscription()) ?? (await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  } catch {
    // No push service reachable from this browser (or it refused): the inbox still has everything.
    return 'unsupported';
  }
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) return 'unsupported';
  try {
    await client.call('api-push-subscribe', { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
    return 'on';
  } catch {
    return 'failed';
  }
}

/**
 * Turns pushes off for this device (the player switched them off, or is signing out here): the server forgets the
 * device first, while the session can still say whose it is, then the browser drops the subscription. Never throws.
 */
export async function turnOffPush(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  try {
    await (await loadApiClient()).call('api-push-unsubscribe', { endpoint: subscription.endpoint });
  } catch {
    // The server forgets it anyway the first time its push service answers 404/410 for it.
  }
  await subscription.unsubscribe().catch(() => false);
}

/** The page event a screen sends when the player has just done what makes pushes worth offering (a bid, a deposit). */
export const PUSH_MOMENT_EVENT = 'matka:push-moment';

/** Says the player just placed a bid or filed a deposit: the shell may offer pushes, once (host PushOffer). */
export function announcePushMoment(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(PUSH_MOMENT_EVENT));
}
