/**
 * A push as the server sends it (api/src/features/push/push-delivery.ts `pushPayload`) made into what the service
 * worker shows, and the screen a tap opens. Pure: the worker (service-worker.ts) does the showing and the focusing.
 */
export interface PushShown {
  title: string;
  options: { body: string; tag: string; icon: string; badge: string; data: { url: string } };
}

/** The app's icon beside the text, and the monochrome badge Android shows in the status bar. */
const ICON = '/icons/icon-192.png';
const BADGE = '/icons/icon-192.png';

/** The notification a push's JSON describes; null for anything else (nothing is shown for a push the app did not send). */
export function shownPush(data: unknown): PushShown | null {
  if (typeof data !== 'object' || data === null) return null;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== 'string' || title === '' || typeof body !== 'string') return null;
  return { title, options: { body, tag: typeof tag === 'string' ? tag : '', icon: ICON, badge: BADGE, data: { url: screenOf(url) } } };
}

/** The app's own screen a tap opens: a path of this site; anything else opens Home. */
export function screenOf(url: unknown): string {
  return typeof url === 'string' && /^\/(?!\/)[\w\-/.?=&%]*$/.test(url) ? url : '/';
}
