import { Suspense, lazy, useMemo } from 'react';
import { Provider, createStore } from 'jotai';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled, { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { GlobalStyle } from './global-style';
import type { RemoteRoute } from './remote-routes';
import { Loading } from './loading';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme: t }) => t.space(2)};
  padding: ${({ theme: t }) => t.space(2)};
  background: ${({ theme: t }) => t.colors.brand};
  a { color: ${({ theme: t }) => t.colors.onBrand}; }
`;

/**
 * A remote on its own, for its team's `npm run dev`: its own router, store and theme. Never used when the host
 * mounts the remote (the host owns the one store and the one ThemeProvider).
 */
export function StandaloneApp({ name, routes }: { name: string; routes: RemoteRoute[] }) {
  const store = useMemo(() => createStore(), []);
  const screens = useMemo(() => routes.map((route) => ({ ...route, Screen: lazy(route.load) })), [routes]);
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <BrowserRouter>
          <Nav aria-label={`${name} screens`}>
            {routes.map((route) => (
              <Link key={route.path} to={route.path}>
                {route.path}
              </Link>
            ))}
          </Nav>
          <Suspense fallback={<Loading />}>
            <Routes>
              {screens.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              <Route path="*" element={<p>Pick a screen of the {name} remote above.</p>} />
            </Routes>
          </Suspense>
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
