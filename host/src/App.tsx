import { Suspense, lazy, useEffect } from 'react';
import { Provider, useAtomValue } from 'jotai';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { sessionAtom } from '@matka/shared-kernel/session';
import { GlobalStyle, theme } from '@matka/shared-kernel/ui';
import type { RemoteLoading } from './federation/start-remote-loading';
import { RemoteLoaderContext } from './federation/remote-loader-context';
import { RemoteScreen } from './federation/RemoteScreen';
import { RemoteErrorBoundary } from './federation/RemoteErrorBoundary';
import { LayoutFor } from './layout/LayoutFor';
import { hostRoutes } from './host-routes';
import { appStore } from './app-store';

const loading = <p role="status">Loading…</p>;
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
export function App({ remotes }: { remotes: RemoteLoading }) {
  useEffect(() => remotes.prefetchWhenIdle(), [remotes]);
  return (
    <Provider store={appStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RemoteLoaderContext.Provider value={remotes}>
          <BrowserRouter>
            <Suspense fallback={loading}>
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
                <Route
                  path="*"
                  element={
                    // If the shell cannot even start loading remotes (its own chunk failed), say so; Retry reloads.
                    <RemoteErrorBoundary remote="remotes.json" onRetry={() => window.location.reload()}>
                      <Suspense fallback={<LayoutFor layout="main">{loading}</LayoutFor>}>
                        <RemoteScreen />
                      </Suspense>
                    </RemoteErrorBoundary>
                  }
                />
              </Routes>
            </Suspense>
          </BrowserRouter>
        </RemoteLoaderContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}
