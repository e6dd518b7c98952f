import { Suspense, lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { Screen, type RemoteRoute } from '@matka/shared-kernel/ui';
import { useRemoteLoader } from './remote-loader-context';
import type { RouteLookup } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { SectionUnavailable } from './SectionUnavailable';
import { LayoutFor } from '../layout/LayoutFor';

// One lazy component per route object, so a re-render never re-suspends a screen that already loaded; a Retry
// (a new attempt) makes a new one, as React.lazy remembers a failed load for good.
const lazyScreens = new WeakMap<RemoteRoute, { attempt: number; screen: ComponentType }>();
function screenOf(route: RemoteRoute, attempt: number): ComponentType {
  const known = lazyScreens.get(route);
  if (known && known.attempt === attempt) return known.screen;
  const screen = lazy(route.load);
  lazyScreens.set(route, { attempt, screen });
  return screen;
}

const Loading = () => <p role="status">Loading…</p>;

/** Every path the host does not own: finds the remote that serves it and shows its screen, contained. */
export function RemoteScreen() {
  const { pathname } = useLocation();
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  const [lookup, setLookup] = useState<{ pathname: string; attempt: number; result: RouteLookup } | null>(null);

  useEffect(() => {
    let current = true;
    void loader.lookup(pathname).then((result) => {
      if (current) setLookup({ pathname, attempt, result });
    });
    return () => {
      current = false;
    };
  }, [loader, pathname, attempt]);

  const retry = useMemo(
    () => (remote: string) => {
      loader.retry(remote);
      setAttempt((n) => n + 1);
    },
    [loader],
  );

  const result = lookup && lookup.pathname === pathname && lookup.attempt === attempt ? lookup.result : null;
  if (!result) {
    return (
      <LayoutFor layout="main">
        <Loading />
      </LayoutFor>
    );
  }
  if (result.kind === 'not-found') {
    return (
      <LayoutFor layout="main">
        <Screen title="Page not found">
          <p>There is no page at {pathname}.</p>
        </Screen>
      </LayoutFor>
    );
  }
  if (result.kind === 'unavailable') {
    return (
      <LayoutFor layout="main">
        <SectionUnavailable onRetry={() => retry(result.remote)} />
      </LayoutFor>
    );
  }
  const RouteScreen = screenOf(result.route, attempt);
  return (
    <LayoutFor layout={result.route.layout ?? 'main'}>
      <RemoteErrorBoundary key={`${result.remote}:${attempt}`} remote={result.remote} onRetry={() => retry(result.remote)}>
        <Suspense fallback={<Loading />}>
          <RouteScreen />
        </Suspense>
      </RemoteErrorBoundary>
    </LayoutFor>
  );
}
