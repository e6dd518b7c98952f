/** @jest-environment jsdom */
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { languageAtom } from '@matka/shared-kernel/session';
import { renderScreen, startFakeApi } from '@matka/shared-kernel/testing';
import { loadShellTexts } from '../host-texts';
import Login from './Login';
import Register from './Register';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
  api.reply('api-get-social-data', { json: { status: true, mobile_no: '9123456780', mobile_1: '9123456780', telegram_no: '', app_link: '' } });
});
afterAll(() => api.close());
beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = 'en';
});
afterEach(cleanup);

async function inLanguage(language: 'hi' | 'mr') {
  await loadShellTexts(language);
  const store = createStore();
  store.set(languageAtom, language);
  return store;
}

test('Login in Hindi: its texts, and the kernel\'s messages under the fields, in Hindi', async () => {
  renderScreen(<Login />, '/login', await inLanguage('hi'));
  expect(await screen.findByRole('heading', { name: 'अपनी जानकारी भरें' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'लॉग इन' }));
  expect(screen.getByText('फ़ोन नंबर डालना ज़रूरी है!')).toBeTruthy();
  expect(screen.getByText('पासवर्ड डालना ज़रूरी है!')).toBeTruthy();
  expect(screen.getByRole('button', { name: 'पासवर्ड दिखाएँ' })).toBeTruthy();
});

test('Register in Marathi: a short password is refused with its minimum in the sentence', async () => {
  renderScreen(<Register />, '/r', await inLanguage('mr'));
  fireEvent.change(await screen.findByLabelText('पासवर्ड', { exact: true }), { target: { value: 'abc' } });
  fireEvent.click(screen.getByRole('button', { name: 'नोंदणी करा' }));
  expect(screen.getByText('पासवर्ड किमान 6 अक्षरांचा असावा')).toBeTruthy();
  expect(screen.getByText('नाव टाकणे आवश्यक आहे')).toBeTruthy();
});

test('the switch on Login changes the screen in one step and remembers the choice on the device and the page', async () => {
  renderScreen(<Login />, '/login');
  expect(screen.getByRole('heading', { name: 'ENTER YOUR DETAILS' })).toBeTruthy();
  const switcher = screen.getByRole('group', { name: 'Language' });
  expect(screen.getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe('true');
  fireEvent.click(screen.getByRole('button', { name: 'मराठी' }));
  await waitFor(() => expect(screen.getByRole('heading', { name: 'तुमची माहिती भरा' })).toBeTruthy());
  // Never through a loading state: the form stayed drawn.
  expect(switcher.isConnected).toBe(true);
  expect(screen.getByRole('group', { name: 'भाषा' })).toBe(switcher);
  expect(localStorage.getItem('matka.language')).toBe('mr');
  expect(document.documentElement.lang).toBe('mr');
  expect(document.cookie).toContain('matka_lang=mr');
});

test("signing in on a device that never chose takes the account's language", async () => {
  api.reply('api-user-login', { json: { status: true, msg: '', user_name: 'Ravi', unique_token: '', mobile: '9876543210', language: 'hi' } });
  const { store } = renderScreen(<Login />, '/login');
  fireEvent.change(screen.getByLabelText('Phone Number', { exact: true }), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(store.get(languageAtom)).toBe('hi'));
  expect(api.calls.filter((call) => call.name === 'api-user-language')).toEqual([]);
});

test('signing in on a device where the player chose tells the account, and keeps the choice', async () => {
  localStorage.setItem('matka.language', 'mr');
  document.documentElement.lang = 'mr';
  await loadShellTexts('mr');
  api.reply('api-user-login', { json: { status: true, msg: '', user_name: 'Ravi', unique_token: '', mobile: '9876543210', language: 'hi' } });
  api.reply('api-user-language', { json: { status: true, msg: '' } });
  const { store } = renderScreen(<Login />, '/login');
  fireEvent.change(screen.getByLabelText('फोन नंबर', { exact: true }), { target: { value: '9876543210' } });
  fireEvent.change(screen.getByLabelText('पासवर्ड', { exact: true }), { target: { value: 'secret' } });
  fireEvent.click(screen.getByRole('button', { name: 'लॉग इन' }));
  await waitFor(() => expect(api.calls.filter((call) => call.name === 'api-user-language').map((call) => call.body.language)).toEqual(['mr']));
  expect(store.get(languageAtom)).toBe('mr');
});
