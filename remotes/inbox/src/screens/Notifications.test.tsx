/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PATHS } from '@matka/shared-kernel/paths';
import { PUSH_TEXTS } from '@matka/shared-kernel/push';
import { playerStore, pushBrowser, renderScreen, serveFakeApi } from '@matka/shared-kernel/testing';
import { INBOX_TEXTS } from '../messages';
import Notifications from './Notifications';

const api = serveFakeApi();
let browser: ReturnType<typeof pushBrowser> | undefined;
afterEach(() => browser?.remove());

const PREFERENCES = { results: true, money: true, notices: false, quiet_hours: true };
beforeEach(() => {
  api.reply('api-push-preferences', { json: { status: true, msg: '', preferences: PREFERENCES } });
  api.reply('api-push-key', { json: { status: true, msg: '', public_key: 'BOr3kTwgHXQg1-8mp6E2Lw' } });
});

const show = () => renderScreen(<Notifications />, PATHS.notifications, playerStore());
const switchOf = (name: string) => screen.getByRole('switch', { name: new RegExp(`^${name}`) }) as HTMLInputElement;
const called = (name: string) => api.calls.filter((call) => call.name === name);

test('says what the player gets and shows each choice as the server has it; a change is saved', async () => {
  browser = pushBrowser();
  show();
  expect(screen.getByText(INBOX_TEXTS.whatYouGet)).toBeTruthy();
  await screen.findByRole('switch', { name: /^Results/ }, { timeout: 5000 });
  expect([switchOf('Results'), switchOf('Money'), switchOf('Notices'), switchOf('Quiet hours')].map((input) => input.checked)).toEqual([true, true, false, true]);
  expect(screen.getByText(INBOX_TEXTS.quietHoursHint)).toBeTruthy();
  api.reply('api-push-preferences', { json: { status: true, msg: '', preferences: { ...PREFERENCES, notices: true } } });
  fireEvent.click(switchOf('Notices'));
  await waitFor(() => expect(switchOf('Notices').checked).toBe(true));
  expect(called('api-push-preferences').some((call) => call.body.notices === true)).toBe(true);
  // Nothing was asked of the browser on the way in.
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();
});

test('a browser without Web Push: one plain sentence, no button that cannot work; the choices and the inbox stay', async () => {
  show();
  expect((await screen.findByTestId('push-state')).textContent).toBe(PUSH_TEXTS.unsupported);
  expect(screen.queryByRole('button', { name: INBOX_TEXTS.turnOn })).toBeNull();
  expect(await screen.findByRole('switch', { name: /^Money/ })).toBeTruthy();
  expect(screen.getByRole('link', { name: INBOX_TEXTS.openInbox }).getAttribute('href')).toBe(PATHS.inbox);
});

test('blocked before: says so plainly, asks nothing', async () => {
  browser = pushBrowser({ permission: 'denied' });
  show();
  expect((await screen.findByTestId('push-state')).textContent).toBe(PUSH_TEXTS.denied);
  expect(screen.queryByRole('button', { name: INBOX_TEXTS.turnOn })).toBeNull();
  expect(browser.notification.requestPermission).not.toHaveBeenCalled();
});

test('the player says no when asked on the tap: a plain sentence, nothing subscribed', async () => {
  browser = pushBrowser({ answer: 'denied' });
  show();
  fireEvent.click(await screen.findByRole('button', { name: INBOX_TEXTS.turnOn }));
  expect((await screen.findByTestId('push-state')).textContent).toBe(PUSH_TEXTS.denied);
  expect(browser.notification.requestPermission).toHaveBeenCalledTimes(1);
  expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  expect(called('api-push-subscribe')).toEqual([]);
});

test('allowed, but the browser’s push service refuses the subscription: said as unsupported, nothing sent to the server', async () => {
  browser = pushBrowser({ subscribe: 'rejects' });
  show();
  fireEvent.click(await screen.findByRole('button', { name: INBOX_TEXTS.turnOn }));
  expect((await screen.findByTestId('push-state')).textContent).toBe(PUSH_TEXTS.unsupported);
  expect(browser.pushManager.subscribe).toHaveBeenCalledTimes(1);
  expect(called('api-push-subscribe')).toEqual([]);
  expect(screen.getByRole('button', { name: INBOX_TEXTS.turnOn })).toBeTruthy();
});

test('allowed: subscribes with the server’s key, gives the server the subscription; Turn off takes it back', async () => {
  browser = pushBrowser();
  show();
  fireEvent.click(await screen.findByRole('button', { name: INBOX_TEXTS.turnOn }));
  expect((await screen.findByTestId('push-state')).textContent).toBe(PUSH_TEXTS.on);
  const options = browser.pushManager.subscribe.mock.calls[0]?.[0];
  expect(options?.userVisibleOnly).toBe(true);
  expect(Buffer.from(options?.applicationServerKey as Uint8Array).toString('base64url')).toBe('BOr3kTwgHXQg1-8mp6E2Lw');
  expect(called('api-push-subscribe')[0]?.body).toMatchObject({ endpoint: 'https://push.example/device-1', keys: { p256dh: 'BKdevicekey', auth: 'authsecret' } });

  fireEvent.click(screen.getByRole('button', { name: INBOX_TEXTS.turnOff }));
  await waitFor(() => expect(screen.getByTestId('push-state').textContent).toBe(INBOX_TEXTS.offHere));
  expect(screen.getByRole('button', { name: INBOX_TEXTS.turnOn })).toBeTruthy();
  expect(called('api-push-unsubscribe')[0]?.body).toMatchObject({ endpoint: 'https://push.example/device-1' });
  expect(browser.subscription.unsubscribe).toHaveBeenCalled();
});
