/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { clearCallCache } from '@matka/shared-kernel/data';
import { dashboardAtom, sessionAtom, type Dashboard } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi } from '@matka/shared-kernel/testing';
import Charts from './Charts';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply('api-starline-game-rates', { json: { status: true, msg: '', game_rates: [], web_starline_chart_url: '/charts/starline' } });
  api.reply('api-galidisawar-game-rates', { json: { status: true, msg: '', game_rates: [], web_galidessar_chart_url: '/charts/gali' } });
});
afterAll(() => api.close());
beforeEach(() => clearCallCache());

function open(dashboard: Partial<Dashboard> | null) {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  if (dashboard) store.set(dashboardAtom, { status: true, msg: '', result: [], wallet_amt: 0, betting_status: true, web_chart: [], mobile_1: '', mobile_no: '', telegram_no: '', server_time: '', ...dashboard });
  return renderScreen(<Charts />, '/charts', store);
}

const target = (link: HTMLElement) => [link.getAttribute('href'), link.getAttribute('target')];

test("every main market's Jodi and Panel chart, and the Starline and Gali charts, each in a new tab", async () => {
  open({
    web_chart: [
      { game_name: 'KALYAN', web_chart_url: '/charts/main/1' },
      { game_name: 'MILAN DAY', web_chart_url: '/charts/main/2' },
    ],
  });
  const main = screen.getByRole('list', { name: 'Main Markets' });
  expect(within(main).getAllByRole('link').map((link) => link.getAttribute('aria-label'))).toEqual([
    'KALYAN Jodi Chart',
    'KALYAN Panel Chart',
    'MILAN DAY Jodi Chart',
    'MILAN DAY Panel Chart',
  ]);
  expect(target(screen.getByRole('link', { name: 'MILAN DAY Panel Chart' }))).toEqual(['/charts/main/2#panel', '_blank']);
  expect(target(screen.getByRole('link', { name: 'KALYAN Jodi Chart' }))).toEqual(['/charts/main/1#jodi', '_blank']);
  expect(target(await screen.findByRole('link', { name: 'KING STARLINE View Charts' }))).toEqual(['/charts/starline', '_blank']);
  expect(target(await screen.findByRole('link', { name: 'KING GALI View Charts' }))).toEqual(['/charts/gali', '_blank']);
});

test("before the first dashboard: the main markets' loading state, and the Starline and Gali charts all the same", async () => {
  open(null);
  expect(screen.getByText('Loading…').getAttribute('role')).toBe('status');
  expect(screen.queryByRole('list', { name: 'Main Markets' })).toBeNull();
  // Waiting for the rate calls' answers also lets their requests end before the fake API closes: one cut off keeps
  // axios's 15 s timeout timer, and jest, waiting.
  expect(await screen.findByRole('link', { name: 'KING STARLINE View Charts' })).toBeTruthy();
  expect(await screen.findByRole('link', { name: 'KING GALI View Charts' })).toBeTruthy();
});
