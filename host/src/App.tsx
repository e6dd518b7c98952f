import { Suspense, lazy } from 'react';
import { Provider, useAtomValue } from 'jotai';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { sessionAtom } from '@matka/shared-kernel/session';
import { GlobalStyle, theme } from '@matka/shared-kernel/ui';
import type { RemoteLoader } from './federation/remote-loader';
import { RemoteLoaderContext } from './federation/remote-loader-context';
import { RemoteScreen } from './federation/RemoteScreen';
import { LayoutFor } from './layout/LayoutFor';
import { hostRoutes } from './host-routes';
import { appStore } from './app-store';

const hostScreens = hostRoutes.map((route) => ({ ...route, Screen: lazy(route.load) }));
const loginScreen = hostScreens.find((route) => route.path === '/login');

function Root() {
  const session = useAtomValue(sessionAtom);
  if (session) return <Navigate to="/imp" replace />;
  return loginScreen ? (
    <LayoutFor layout="bare">
      <loginScreen.Screen />
    </LayoutFor>
  ) : null;
}

/** The shell: the one jotai store, the one ThemeProvider, the host's routes and every remote's behind `*`. */
export function App({ loader }: { loader: RemoteLoader }) {
  return (
    <Provider store={appStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RemoteLoaderContext.Provider value={loader}>
          <BrowserRouter>
            <Suspense fallback={<p role="status">Loading…</p>}>
              <Routes>
                <Route path="/" element={<Root />} />
                {hostScreens.map(({ path, layout, Screen }) => (
                  <Route
                    key={path}
                    path={path}
                    element={
                      <LayoutFor layout={layout ?? 'main'}>
                        <Screen />
                      </LayoutFor>
                    }
                  />
                ))}
                <Route path="*" element={<RemoteScreen />} />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
