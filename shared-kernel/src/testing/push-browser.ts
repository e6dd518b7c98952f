// A browser's Web Push for jsdom tests (jest only; never imported by app code): a service worker registration whose
// PushManager subscribes or refuses, and a Notification permission the player answers.

/** How the double behaves: the permission so far, what the player answers when asked, and what subscribe does. */
export interface PushBrowserOptions {
  permission?: NotificationPermission;
  answer?: NotificationPermission;
  subscribe?: 'works' | 'rejects';
}

/** Gives this jsdom window Web Push; `remove()` takes it away again (jsdom has none: the "unsupported" browser). */
export function pushBrowser({ permission = 'default', answer = 'granted', subscribe = 'works' }: PushBrowserOptions = {}) {
  let current: typeof subscription | null = null;
  const subscription = {
    endpoint: 'https://push.example/device-1',
    toJSON: () => ({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'BKdevicekey', auth: 'authsecret' } }),
    unsubscribe: jest.fn(async () => {
      current = null;
      return true;
    }),
  };
  const pushManager = {
    getSubscription: async () => current,
    subscribe: jest.fn(async (_options: PushSubscriptionOptionsInit) => {
      if (subscribe === 'rejects') throw new DOMException('Registration failed - push service error', 'AbortError');
      current = subscription;
      return subscription;
    }),
  };
  const notification = {
    permission,
    requestPermission: jest.fn(async () => {
      notification.permission = answer;
      return answer;
    }),
  };
  const define = (target: object, name: string, value: unknown) => Object.defineProperty(target, name, { value, configurable: true, writable: true });
  define(window, 'PushManager', function PushManager() {});
  define(window, 'Notification', notification);
  define(navigator, 'serviceWorker', { getRegistration: async () => ({ pushManager }) });
  return {
    subscription,
    pushManager,
    notification,
    remove() {
      for (const name of ['PushManager', 'Notification'] as const) delete (window as unknown as Record<string, unknown>)[name];
      delete (navigator as unknown as Record<string, unknown>).serviceWorker;
    },
  };
}
