/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { shellLinksAtom } from '@matka/shared-kernel/links';
import { renderScreen } from '@matka/shared-kernel/testing';
import Histories from './Histories';

test("lists the eight histories in their order, each opening its screen", () => {
  renderScreen(<Histories />, '/histories');
  const links = within(screen.getByRole('navigation', { name: 'Histories' })).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Deposit History', '/addfundhistory'],
    ['Wallet History', '/transaction'],
    ['Main Bid-History', '/imp4'],
    ['Main Win-History', '/imp3'],
    ['Starline Bid-History', '/imp5'],
    ['Starline Win-History', '/imp6'],
    ['Gali Bid-History', '/impbid'],
    ['Gali Win-History', '/impwin'],
  ]);
});

test('an entry of another remote opens its screen in the shell', () => {
  renderScreen(<Histories />, '/histories');
  fireEvent.click(screen.getByRole('link', { name: 'Gali Win-History' }));
  expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/impwin');
});

test('the entries of a switched-off remote are left out', () => {
  const store = createStore();
  const walletAndGali = ['/addfundhistory', '/impbid', '/impwin'];
  store.set(shellLinksAtom, { serves: (path) => !walletAndGali.includes(path), menus: [] });
  renderScreen(<Histories />, '/histories', store);
  const links = within(screen.getByRole('navigation', { name: 'Histories' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual([
    'Wallet History',
    'Main Bid-History',
    'Main Win-History',
    'Starline Bid-History',
    'Starline Win-History',
  ]);
  expect(screen.getByRole('navigation', { name: 'Histories' }).querySelectorAll('li')).toHaveLength(5);
});
