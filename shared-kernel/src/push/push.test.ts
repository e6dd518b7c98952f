/** @jest-environment jsdom */
import { pushBrowser, serveFakeApi } from '../testing/index';
import { announcePushMoment, keyBytes, PUSH_MOMENT_EVENT, pushSupport, turnOffPush, turnOnPush } from './index';

const api = serveFakeApi();
let browser: ReturnType<typeof pushBrowser> | undefined;
afterEach(() => browser?.remove());

test('the server’s base64url VAPID key becomes the bytes PushManager.subscribe takes', () => {
  const key = Buffer.from(Array.from({ length: 65 }, (_, index) => (index * 37) % 256));
  expect(Buffer.from(keyBytes(key.toString('base64url'))).equals(key)).toBe(true);
});

test('jsdom has no Web Push: unsupported, and turning on asks nothing', async () => {
  expect(pushSupport()).toBe('unsupported');
  expect(await turnOnPush()).toBe('unsupported');
  expect(api.calls).toEqual([]);
});

test('the server cannot be asked for its key: failed, and nothing is subscribed', async () => {
  browser = pushBrowser();
  api.reply('api-push-key', { status: 500, json: { status: false, msg: 'down' } });
  expect(await turnOnPush()).toBe('failed');
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
});

test('turning off a device that is not subscribed asks nothing', async () => {
  browser = pushBrowser({ permission: 'granted' });
  await turnOffPush();
  expect(api.calls).toEqual([]);
});

test('the moment is a page event', () => {
  const heard = jest.fn();
  window.addEventListener(PUSH_MOMENT_EVENT, heard);
  announcePushMoment();
  window.removeEventListener(PUSH_MOMENT_EVENT, heard);
  expect(heard).toHaveBeenCalledTimes(1);
});
