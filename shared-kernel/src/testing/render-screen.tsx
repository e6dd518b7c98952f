import { Suspense, type ReactElement } from 'react';
import { render, screen as shown } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { Toaster } from '../toasts/index';
import { theme } from '../ui/theme';

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** Renders one screen at `path` with its own store, the theme, toasts, and a probe of where navigation went. */
export function renderScreen(screen: ReactElement, path = '/', store = createStore()) {
  const result = render(
    <Provider store={store}>
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
