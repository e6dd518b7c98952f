/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import { createStore } from 'jotai';
import { forgetPageHeadlines } from '@matka/shared-kernel/data';
import { PAGE_DATA_IDS } from '@matka/shared-kernel/paths';
import { userDetailAtom } from '@matka/shared-kernel/session';
import { renderScreen, userDetailFixture } from '@matka/shared-kernel/testing';
import { ScreenLoading } from './ScreenLoading';

function pageBrings(headlines: Array<{ id: number; notes: string }> | null): void {
  document.getElementById(PAGE_DATA_IDS.headlines)?.remove();
  if (headlines) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_IDS.headlines;
    script.textContent = JSON.stringify(headlines);
    document.head.append(script);
  }
  forgetPageHeadlines();
}

afterEach(() => pageBrings(null));

describe("the shell's loading state", () => {
  test("on Home, the headline the page brought stays above Loading… (the server drew it in Home's frame)", () => {
    pageBrings([{ id: 1, notes: 'Results <b>every</b> day' }]);
    renderScreen(<ScreenLoading />, '/imp', createStore());
    expect(screen.getByRole('marquee', { name: 'Results <b>every</b> day' })).toBeTruthy();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });

  test('no headline on another screen, when the page brought none, or once the detail says betting is off', () => {
    pageBrings([{ id: 1, notes: 'Results every day' }]);
    renderScreen(<ScreenLoading />, '/wallet', createStore());
    expect(screen.queryByRole('marquee')).toBeNull();
    const store = createStore();
    renderScreen(<ScreenLoading />, '/imp', store);
    expect(screen.getAllByRole('marquee')).toHaveLength(1);
    act(() => store.set(userDetailAtom, userDetailFixture({ bettingEnabled: false })));
    expect(screen.queryAllByRole('marquee')).toHaveLength(0);
    pageBrings(null);
    renderScreen(<ScreenLoading />, '/imp', createStore());
    expect(screen.queryByRole('marquee')).toBeNull();
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0);
  });
});
