/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { sessionAtom } from '@matka/shared-kernel/session';
import { renderScreen } from '@matka/shared-kernel/testing';
import { GuestOnly, RequireSession } from './RequireSession';

beforeEach(() => localStorage.clear());

const places = () => screen.getAllByTestId('location').map((where) => where.textContent);

function storeWith(signedIn: boolean) {
  const store = createStore();
  if (signedIn) store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  return store;
}

test.each(['/login', '/r', '/forgotpass'])('a signed-in player opening %s goes Home', (path) => {
  renderScreen(<GuestOnly>form</GuestOnly>, path, storeWith(true));
  expect(places()).toContain('/imp');
  expect(screen.queryByText('form')).toBeNull();
});

test('a visitor sees the form', () => {
  renderScreen(<GuestOnly>form</GuestOnly>, '/login', storeWith(false));
  expect(screen.getByText('form')).toBeTruthy();
});

test('a visitor opening a signed-in page goes to /login', () => {
  renderScreen(<RequireSession>wallet</RequireSession>, '/imp7', storeWith(false));
  expect(places()).toContain('/login');
});
