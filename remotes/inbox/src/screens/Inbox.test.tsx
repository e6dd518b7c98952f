/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS } from '@matka/shared-kernel/paths';
import { playerStore, renderScreen, serveFakeApi, shownPath } from '@matka/shared-kernel/testing';
import { INBOX_TEXTS } from '../messages';
import Inbox from './Inbox';

const api = serveFakeApi();

const entry = (id: number, title: string, url: string, read: boolean, kind = 'result') => ({
  id,
  kind,
  title,
  body: `${title} body`,
  url,
  created_at: '2026-11-27T06:05:00.000Z',
  read,
});
const inboxOf = (notifications: ReturnType<typeof entry>[]) => ({
  json: { status: true, msg: '', notifications, unread: notifications.filter((item) => !item.read).length },
});

test('lists the notifications in the server’s order (unread first), each marked New while unread, with when it came', async () => {
  api.reply(
    'api-inbox',
    inboxOf([entry(3, 'KALYAN Open 128-1', PATHS.winHistory, false), entry(2, 'Deposit approved', PATHS.depositHistory, false, 'money'), entry(1, 'Points received', PATHS.transactions, true, 'money')]),
  );
  renderScreen(<Inbox />, PATHS.inbox, playerStore());
  expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeTruthy();
  expect(screen.getByText('Loading…')).toBeTruthy();
  // The first test of the file loads the API client's code too.
  const cards = await screen.findAllByRole('listitem', {}, { timeout: 5000 });
  expect(cards.map((card) => within(card).getByRole('button').querySelector('.title')?.textContent)).toEqual([
    `KALYAN Open 128-1${INBOX_TEXTS.unread}`,
    `Deposit approved${INBOX_TEXTS.unread}`,
    'Points received',
  ]);
  // 06:05 UTC is 11:35 AM in India.
  expect(within(cards[0]!).getByText('27/11/2026 11:35 AM')).toBeTruthy();
  expect(within(cards[0]!).getByText('KALYAN Open 128-1 body')).toBeTruthy();
  expect(screen.getByRole('link', { name: INBOX_TEXTS.notificationsTitle }).getAttribute('href')).toBe(PATHS.notifications);
});

test('a tap on an unread one marks it read and opens its screen', async () => {
  api.reply('api-inbox', inboxOf([entry(7, 'KALYAN Open 128-1', PATHS.winHistory, false)]));
  api.reply('api-inbox-read', { json: { status: true, msg: '', unread: 0 } });
  renderScreen(<Inbox />, PATHS.inbox, playerStore());
  fireEvent.click(await screen.findByRole('button', { name: /KALYAN Open 128-1/ }));
  expect(shownPath()).toBe(PATHS.winHistory);
  await waitFor(() => expect(api.calls.find((call) => call.name === 'api-inbox-read')?.body).toMatchObject({ ids: [7] }));
});

test('a read one opens its screen without asking the server again', async () => {
  api.reply('api-inbox', inboxOf([entry(4, 'Deposit approved', PATHS.depositHistory, true, 'money')]));
  renderScreen(<Inbox />, PATHS.inbox, playerStore());
  fireEvent.click(await screen.findByRole('button', { name: /Deposit approved/ }));
  expect(shownPath()).toBe(PATHS.depositHistory);
  expect(api.calls.map((call) => call.name)).not.toContain('api-inbox-read');
});

test('Mark all read marks every one and the list is asked again', async () => {
  api.reply('api-inbox', inboxOf([entry(5, 'Deposit approved', PATHS.depositHistory, false, 'money')]));
  api.reply('api-inbox-read', { json: { status: true, msg: '', unread: 0 } });
  renderScreen(<Inbox />, PATHS.inbox, playerStore());
  const markAll = await screen.findByRole('button', { name: INBOX_TEXTS.markAllRead });
  api.reply('api-inbox', inboxOf([entry(5, 'Deposit approved', PATHS.depositHistory, true, 'money')]));
  fireEvent.click(markAll);
  await waitFor(() => expect(screen.queryByRole('button', { name: INBOX_TEXTS.markAllRead })).toBeNull());
  expect(api.calls.find((call) => call.name === 'api-inbox-read')?.body).toMatchObject({ all: true });
  expect(screen.queryByText(INBOX_TEXTS.unread)).toBeNull();
});

test('nothing in 30 days says so', async () => {
  api.reply('api-inbox', inboxOf([]));
  renderScreen(<Inbox />, PATHS.inbox, playerStore());
  expect(await screen.findByText(INBOX_TEXTS.empty)).toBeTruthy();
  expect(screen.queryByRole('button', { name: INBOX_TEXTS.markAllRead })).toBeNull();
});

test('a failed load says so with Retry, which asks again', async () => {
  api.reply('api-inbox', { status: 500, json: { status: false, msg: 'down' } });
  renderScreen(<Inbox />, PATHS.inbox, playerStore());
  const retry = await screen.findByRole('button', { name: 'Retry' });
  expect(screen.getByRole('alert').textContent).toBe(INBOX_TEXTS.loadFailed);
  api.reply('api-inbox', inboxOf([entry(9, 'Points received', PATHS.transactions, false, 'money')]));
  fireEvent.click(retry);
  expect(await screen.findByRole('button', { name: /Points received/ })).toBeTruthy();
});
