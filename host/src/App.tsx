import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { Provider, useAtomValue } from 'jotai';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { PATHS } from '@matka/shared-kernel/paths';
import { sessionAtom } from '@matka/shared-kernel/session';
import { GlobalStyle, Loading, theme } from '@matka/shared-kernel/ui';
import { Toaster } from '@matka/shared-kernel/toasts';
import { GuestOnly, RequireSession } from './auth/RequireSession';
import { RemoteErrorBoundary } from './federation/RemoteErrorBoundary';
import { RemoteLoaderContext } from './federation/remote-loader-context';
import { RemoteScreen } from './federation/RemoteScreen';
import type { RemoteLoading } from './federation/start-remote-loading';
import { LayoutFor } from './layout/LayoutFor';
import { LeaveGuard } from './layout/LeaveGuard';
import { ScreenLoading } from './layout/ScreenLoading';
import { hostRoutes, loadLogin } from './host-routes';
import { SessionSync } from './session/SessionSync';
import { appStore } from './app-store';

const loading = <Loading />;
/** The host's screens, each loaded lazily (the build's prerender waits for them: host/src/prerender). */
export const hostScreens = hostRoutes.map((route) => ({ ...route, Screen: lazy(route.load) }));
export const LoginScreen = lazy(loadLogin);

/** `/`: the landing login for a visitor, Home for a signed-in player. */
function Root() {
  const session = useAtomValue(sessionAtom);
  if (session) return <Navigate to={PATHS.home} replace />;
  return (
    <LayoutFor layout="bare">
      <LoginScreen />
    </LayoutFor>
  );
}

/** The shell's providers: the one jotai store, the one ThemeProvider, the remote loader. */
export function ShellProviders({ remotes, children }: { remotes: RemoteLoading; children: ReactNode }) {
  return (
    <Provider store={appStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        <RemoteLoaderContext.Provider value={remotes}>{children}</RemoteLoaderContext.Provider>
      </ThemeProvider>
    </Provider>
  );
}

/** The host's routes and every remote's behind `*` (inside a router: the browser's, or the build's prerender). */
export function ShellRoutes() {
  return (
    <>
      <SessionSync />
      <LeaveGuard />
      <Toaster />
      <Suspense fallback={loading}>
        <Routes>
          <Route path="/" element={<Root />} />
          {hostScreens.map(({ path, layout, Screen, public: isPublic, guestOnly }) => {
            const page = (
              <LayoutFor layout={layout ?? 'main'}>
                <Screen />
              </LayoutFor>
            );
            const guarded = guestOnly ? <GuestOnly>{page}</GuestOnly> : isPublic ? page : <RequireSession>{page}</RequireSession>;
            return <Route key={path} path={path} element={guarded} />;
          })}
          <Route
            path="*"
            element={
              <RequireSession>
                {/* If the shell cannot even start loading remotes (its own chunk failed), say so; Retry reloads. */}
                <RemoteErrorBoundary onFailure={(error) => console.error('[remotes] the remote loader failed', error)} onRetry={() => window.location.reload()}>
                  <Suspense
                    fallback={
                      <LayoutFor layout="main">
                        <ScreenLoading />
                      </LayoutFor>
                    }
                  >
                    <RemoteScreen />
                  </Suspense>
                </RemoteErrorBoundary>
              </RequireSession>
            }
          />
        </Routes>
      </Suspense>
    </>
  );
}

/** The shell in the browser. */
export function App({ remotes }: { remotes: RemoteLoading }) {
  useEffect(() => remotes.prefetchWhenIdle(), [remotes]);
  return (
    <ShellProviders remotes={remotes}>
      <BrowserRouter>
        <ShellRoutes />
      </BrowserRouter>
    </ShellProviders>
  );
}
