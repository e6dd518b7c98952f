/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { shellLinksAtom, type ShellLinks } from '@matka/shared-kernel/links';
import type { MenuItem } from '@matka/shared-kernel/menus';
import { sessionAtom, userDetailAtom } from '@matka/shared-kernel/session';
import type { RemoteRoute } from '@matka/shared-kernel/ui';
import { RemoteLoaderContext } from '../federation/remote-loader-context';
import type { RemoteLoading } from '../federation/start-remote-loading';
import { renderScreen, userDetailFixture } from '@matka/shared-kernel/testing';
import { routes as gali } from '../../../remotes/gali/src/routes';
import { routes as histories } from '../../../remotes/histories/src/routes';
import { routes as markets } from '../../../remotes/markets/src/routes';
import { routes as starline } from '../../../remotes/starline/src/routes';
import { routes as wallet } from '../../../remotes/wallet/src/routes';
import { MainLayout } from './MainLayout';

const detail = userDetailFixture({ walletAmount: 1250 });
/** The side menu's entries: its links and Log out (the language switch below them is not an entry). */
const MENU_ENTRIES = ':scope > a, :scope > button';

// The loader is the shell's: here the links come straight from the remotes' own route tables, as remotes.json
// carries them (their `menus`), with the remotes switched on that `on` names.
const pending: RemoteLoading = { get: () => new Promise(() => undefined), prefetchWhenIdle: () => undefined };
const TABLES: Record<string, RemoteRoute[]> = { markets, starline, gali, wallet, histories };

function shellWith(on: string[] = Object.keys(TABLES)): ShellLinks {
  const menus: MenuItem[] = on.flatMap((remote) =>
    (TABLES[remote] ?? []).flatMap((route) => (route.menus ?? []).map((entry) => ({ ...entry, betting: entry.betting ?? false, path: route.path, remote }))),
  );
  const paths = new Map(Object.entries(TABLES).flatMap(([remote, routes]) => routes.map((route) => [route.path.toLowerCase(), remote] as const)));
  return { serves: (path) => on.includes(paths.get(path.toLowerCase()) ?? ''), menus };
}

function renderLayout(betting: boolean, path = '/imp', store = createStore(), links = shellWith()) {
  store.set(sessionAtom, { username: 'Ravindranath Tagore', mobile: '9876543210' });
  store.set(userDetailAtom, { ...detail, bettingEnabled: betting });
  store.set(shellLinksAtom, links);
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
    expect(screen.getByTestId('header-wallet').textContent).toBe('1,250 pts');
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
    const items = [...menu.querySelectorAll(MENU_ENTRIES)].map((el) => el.textContent);
    expect(items).toEqual([
      'Home', 'Charts', 'Profile', 'Add Funds', 'Wallet', 'Win History', 'Bid History', 'How To Play', 'Game Rates', 'Change Password', 'Privacy Policy', 'Log out',
    ]);
  });

  test('without betting the menu keeps Home, Charts, Change Password, Privacy Policy and Log out', () => {
    renderLayout(false);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const items = [...screen.getByRole('navigation', { name: 'Menu' }).querySelectorAll(MENU_ENTRIES)].map((el) => el.textContent);
    expect(items).toEqual(['Home', 'Charts', 'Change Password', 'Privacy Policy', 'Log out']);
  });
});

describe('menus come with the remotes', () => {
  test('with the wallet remote switched off: no Funds tab, no Add Funds or Wallet in the menu, no wallet in the header', () => {
    renderLayout(true, '/imp', createStore(), shellWith(['markets', 'starline', 'gali', 'histories']));
    expect(screen.queryByTestId('header-wallet')).toBeNull();
    const footer = screen.getByRole('navigation', { name: 'Footer' });
    expect([...footer.querySelectorAll('a, button')].map((el) => el.textContent)).toEqual(['Bids', 'Home', 'Passbook', 'Support']);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const items = [...screen.getByRole('navigation', { name: 'Menu' }).querySelectorAll(MENU_ENTRIES)].map((el) => el.textContent);
    expect(items).toEqual(['Home', 'Charts', 'Profile', 'Win History', 'Bid History', 'How To Play', 'Game Rates', 'Change Password', 'Privacy Policy', 'Log out']);
  });

  test('before remotes.json is in, only the shell draws its own: no remote entry, no wallet link', () => {
    const store = createStore();
    renderLayout(true, '/profile', store);
    act(() => store.set(shellLinksAtom, null));
    expect(screen.queryByTestId('header-wallet')).toBeNull();
    expect([...screen.getByRole('navigation', { name: 'Footer' }).querySelectorAll('a, button')].map((el) => el.textContent)).toEqual(['Support']);
  });

  test("a new remote's side-menu entry and header link take their place by order, with their icon", () => {
    const bonus: MenuItem[] = [
      { place: 'side', label: 'Bonus', path: '/bonus', order: 95, betting: false, icon: '🎁', remote: 'bonus' },
      { place: 'header', label: 'Offers', path: '/bonus/offers', order: 1, betting: false, remote: 'bonus' },
    ];
    const links = shellWith();
    renderLayout(false, '/imp', createStore(), { ...links, menus: [...links.menus, ...bonus] });
    expect(screen.getByRole('banner').querySelector('a[href="/bonus/offers"]')?.textContent).toBe('Offers');
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect([...menu.querySelectorAll(MENU_ENTRIES)].map((el) => el.textContent)).toEqual(['Home', 'Charts', '🎁 Bonus', 'Change Password', 'Privacy Policy', 'Log out']);
    expect(menu.querySelector('a[href="/bonus"]')).toBeTruthy();
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
