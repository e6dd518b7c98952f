import fs from 'node:fs';
import type https from 'node:https';
import path from 'node:path';
import webPush from 'web-push';

/** A device's Web Push subscription, as its browser gave it (PushSubscription.toJSON()). */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** How a push is to be kept and delivered by the push service (RFC 8030): seconds to keep it, its urgency, its topic. */
export interface PushOptions {
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A later push of the same topic replaces one not yet delivered (at most 32 URL-safe characters). */
  topic?: string;
}

/** What the push service answered: its HTTP status (201 taken; 404 and 410: the subscription is gone). */
export interface PushSent {
  status: number;
  /** Why it failed, when it did. */
  error?: string;
}

/** Hands an encrypted push to a device's push service. Real services are behind this; tests run a local stand-in. */
export interface PushSender {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushSent>;
}

/** The server's VAPID keys (RFC 8292): the same on every instance, so a subscription made through one works on all. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who runs the server, for the push services (`mailto:` or `https:`). */
  subject: string;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set (several instances must share them), else the pair
 * kept in the data folder (`vapid.json`), made at the first start.
 */
export function vapidKeys(settings: { publicKey?: string; privateKey?: string; subject: string }, dataDir: string): VapidKeys {
  if (settings.publicKey && settings.privateKey) return { publicKey: settings.publicKey, privateKey: settings.privateKey, subject: settings.subject };
  const file = path.join(dataDir, 'vapid.json');
  if (!dataDir.startsWith('memory://') && fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { ...kept, subject: settings.subject };
  }
  const made = webPush.generateVAPIDKeys();
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Written whole or not at all: a second instance starting at once reads one pair.
    const temporary = `${file}.${process.pid}`;
    fs.writeFileSync(temporary, JSON.stringify(made), { mode: 0o600 });
    fs.renameSync(temporary, file);
    return { ...(JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string }), subject: settings.subject };
  }
  return { ...made, subject: settings.subject };
}

/** Web Push through the `web-push` library: RFC 8291 encryption (aes128gcm) and a VAPID signature per request. */
export class WebPushSender implements PushSender {
  readonly publicKey: string;
  constructor(
    private readonly keys: VapidKeys,
    private readonly timeoutMs: number,
    /** The TLS agent (a test's push service has its own certificate authority). */
    private readonly agent?: https.Agent,
  ) {
    this.publicKey = keys.publicKey;
  }

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushSent> {
    try {
      const answer = await webPush.sendNotification(target, payload, {
        vapidDetails: this.keys,
        TTL: options.ttlSeconds,
        urgency: options.urgency,
        ...(options.topic ? { topic: options.topic } : {}),
        timeout: this.timeoutMs,
        contentEncoding: 'aes128gcm',
        ...(this.agent ? { agent: this.agent } : {}),
      });
      return { status: answer.statusCode };
    } catch (error) {
      const status = (error as { statusCode?: unknown }).statusCode;
      return { status: typeof status === 'number' ? status : 0, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
