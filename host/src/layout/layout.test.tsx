/** @jest-environment jsdom */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { sessionAtom, userDetailAtom } from '@matka/shared-kernel/session';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import type { RemoteLoading } from '../federation/start-remote-loading';
import { renderScreen, userDetailFixture } from '@matka/shared-kernel/testing';
import { MainLayout } from './MainLayout';

const detail = userDetailFixture({ walletAmount: 1250 });

// remotes.json never arrives here: every link shows (the switch-off case is proven in the browser journeys).
const pending: RemoteLoading = { get: () => new Promise(() => undefined), prefetchWhenIdle: () => undefined };

function renderLayout(betting: boolean, path = '/imp', store = createStore()) {
  store.set(sessionAtom, { username: 'Ravindranath Tagore', mobile: '9876543210' });
  store.set(userDetailAtom, { ...detail, bettingEnabled: betting });
  renderScreen(
    <RemoteLoaderContext.Provider value={pending}>
      <MainLayout>
        <h1>Page</h1>
      </MainLayout>
    </RemoteLoaderContext.Provider>,
    path,
    store,
  );
  return store;
}

describe('the main layout', () => {
  test('with betting on: the wallet links to the wallet, the footer has Bids, Funds, Home, Passbook, Support', () => {
    renderLayout(true);
    expect(screen.getByTestId('header-wallet').getAttribute('href')).toBe('/wallet');
    expect(screen.getByTestId('header-wallet').textContent).toBe('1250 pts');
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect([...footer.querySelectorAll('a, button')].map((el) => el.textContent)).toEqual(['Bids', 'Funds', 'Home', 'Passbook', 'Support']);
    expect([...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/imp4', '/imp9', '/imp', '/transaction']);
  });

  test('with betting off: no wallet, and the welcome banner with Home and Support instead of the footer', () => {
    renderLayout(false);
    expect(screen.queryByTestId('header-wallet')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Footer' })).toBeNull();
    expect(screen.getByText('Welcome to Matka Bazar')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  test('Support opens chat, messaging and call links from the admin numbers', () => {
    renderLayout(true);
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    const links = screen.getAllByRole('menuitem').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['https://wa.me/919123456781', 'https://t.me/+919123456782', 'tel:+919123456780']);
  });

  test("before any number is known Support offers nothing to tap: no made-up number", () => {
    const store = renderLayout(false);
    cleanup();
    store.set(userDetailAtom, null);
    renderScreen(
      <RemoteLoaderContext.Provider value={pending}>
        <MainLayout>
          <h1>Page</h1>
        </MainLayout>
      </RemoteLoaderContext.Provider>,
      '/imp',
      store,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Support' }));
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([['Loading the numbers…', null]]);
  });

  test('the side menu: the cut name and the number; betting-only items only while betting is on', () => {
    renderLayout(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(menu.textContent).toContain('Ravindrana...');
    expect(menu.textContent).toContain('+91 9876543210');
    const items = [...menu.querySelectorAll('a, button')].map((el) => el.textContent);
    expect(items).toEqual([
      'Home', 'Charts', 'Profile', 'Add Funds', 'Wallet', 'Win History', 'Bid History', 'How To Play', 'Game Rates', 'Change Password', 'Privacy Policy', 'Log out',
    ]);
  });

  test('without betting the menu keeps Home, Charts, Change Password, Privacy Policy and Log out', () => {
    renderLayout(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const items = [...screen.getByRole('navigation', { name: 'Menu' }).querySelectorAll('a, button')].map((el) => el.textContent);
    expect(items).toEqual(['Home', 'Charts', 'Change Password', 'Privacy Policy', 'Log out']);
  });
});

describe('the header', () => {
  test('Home has no back control; every screen below it does, and with no earlier screen it goes Home', () => {
    renderLayout(true);
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  test('a screen opened directly goes Home on Back', () => {
    renderLayout(true, '/imp7');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getAllByTestId('location').map((where) => where.textContent)).toContain('/imp');
  });

  test('the menu stays open when the header is drawn again (a remote screen replacing its loading frame)', () => {
    const store = renderLayout(true);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    cleanup();
    renderLayout(true, '/imp', store);
    expect(screen.getByRole('navigation', { name: 'Menu' })).toBeTruthy();
  });
});
