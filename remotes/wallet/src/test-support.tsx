// Component-test helpers of the wallet remote (jest only; never imported by the app).
import { Suspense, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { istTimeToday } from '@matka/shared-kernel/domain';
import { serverClockOffsetAtom, sessionAtom, userDetailAtom } from '@matka/shared-kernel/session';
import { inTheShell, userDetailFixture } from '@matka/shared-kernel/testing';
import { theme } from '@matka/shared-kernel/ui';
import { Toaster } from '@matka/shared-kernel/toasts';

/** Where navigation went, with the state it carried. */
function Where() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/** A signed-in player (Asha, 9876543210) with `wallet` points, betting on, the server clock at `hhmm` IST. */
export function walletStore({ wallet = 1000, hhmm = '12:00', betting = true } = {}) {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile: '9876543210' });
  store.set(userDetailAtom, userDetailFixture({ walletAmount: wallet, bettingEnabled: betting }));
  store.set(serverClockOffsetAtom, istTimeToday(hhmm).getTime() - Date.now());
  return store;
}

/** Renders one screen at `path` (opened with navigation `state`), with toasts and a probe of where it navigates. */
export function renderAt(screen: ReactElement, path: string, { store = walletStore(), state }: { store?: ReturnType<typeof createStore>; state?: unknown } = {}) {
  const result = render(
    <Provider store={inTheShell(store)}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[{ pathname: path, state }]}>
          <Toaster />
          <Suspense fallback={null}>
            <Routes>
              <Route path={path} element={screen} />
              <Route path="*" element={<Where />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}

/** The path the screen navigated to, and the state it passed. */
export function navigatedTo(): { path: string | null; state: unknown } {
  const probe = document.querySelector('[data-testid="location"]');
  return { path: probe?.textContent ?? null, state: JSON.parse(probe?.getAttribute('data-state') ?? 'null') };
}
