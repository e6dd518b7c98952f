import { Suspense, type ReactElement } from 'react';
import { render, screen as shown } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '../toasts/index';
import { theme } from '../ui/theme';
import { shellLinksAtom, type ShellLinks } from '../links/index';

/** The shell as it is with every remote switched on and no remote's menus: every link leads somewhere. */
export const EVERY_REMOTE_ON: ShellLinks = { serves: () => true, menus: [] };

/** The store a screen is drawn with: the shell's links are `EVERY_REMOTE_ON` unless the test set its own. */
export function inTheShell<Store extends ReturnType<typeof createStore>>(store: Store): Store {
  if (store.get(shellLinksAtom) === null) store.set(shellLinksAtom, EVERY_REMOTE_ON);
  return store;
}

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/**
 * Renders one screen at `path` with its own store (inside the shell: `inTheShell`), the theme, toasts, and a probe of
 * where navigation went.
 */
export function renderScreen(screen: ReactElement, path = '/', store = createStore()) {
  const result = render(
    <Provider store={inTheShell(store)}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>
          <Toaster />
          <Suspense fallback={null}>
            <Routes>
              <Route path={path.split('?')[0]} element={screen} />
              <Route path="*" element={<Where />} />
            </Routes>
          </Suspense>
          <Where />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...result, store };
}

/** Where the screen's navigation went: the path the last location probe shows. */
export function shownPath(): string | null | undefined {
  return shown.getAllByTestId('location').at(-1)?.textContent;
}
