import { Suspense, use, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Screen, type RemoteRoute } from '@matka/shared-kernel/ui';
import { useRemoteLoader } from './remote-loader-context';
import type { RouteLookup } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { SectionUnavailable } from './SectionUnavailable';
import { LayoutFor } from '../layout/LayoutFor';
import { FIRST_ATTEMPT, loadScreen } from './screen-loads';

/** Suspends until the screen's code is in, then shows it; a failed load throws to the error boundary. */
function RouteScreen({ route, attempt }: { route: RemoteRoute; attempt: number }) {
  const { default: LoadedScreen } = use(loadScreen(route, attempt));
  return <LoadedScreen />;
}

const Loading = () => <p role="status">Loading…</p>;

interface Lookup {
  pathname: string;
  attempt: number;
  result: RouteLookup;
}

/** Whether two lookups show the same thing (then the screen is not rendered again). */
function sameLookup(a: Lookup, b: Lookup): boolean {
  if (a.pathname !== b.pathname || a.attempt !== b.attempt || a.result.kind !== b.result.kind) return false;
  if (a.result.kind === 'found' && b.result.kind === 'found') return a.result.route === b.result.route;
  return a.result.kind === 'not-found' || (a.result.kind === 'unavailable' && b.result.kind === 'unavailable' && a.result.remote === b.result.remote);
}

/** Every path the host does not own: finds the remote that serves it and shows its screen, contained. */
export function RemoteScreen() {
  const { pathname } = useLocation();
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(FIRST_ATTEMPT);
  // The page's first screen is usually known at once (its route table was loaded ahead): shown in the first render.
  const [lookup, setLookup] = useState<Lookup | null>(() => {
    const known = loader.knownLookup(pathname);
    return known ? { pathname, attempt, result: known } : null;
  });

  useEffect(() => {
    let current = true;
    void loader.lookup(pathname).then((result) => {
      const next = { pathname, attempt, result };
      if (current) setLookup((shown) => (shown && sameLookup(shown, next) ? shown : next));
    });
    return () => {
      current = false;
    };
  }, [loader, pathname, attempt]);

  const retry = useCallback(
    (remote: string) => {
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
  return (
    <LayoutFor layout={result.route.layout ?? 'main'}>
      <RemoteErrorBoundary key={`${result.remote}:${attempt}`} remote={result.remote} onRetry={() => retry(result.remote)}>
        <Suspense fallback={<Loading />}>
          <RouteScreen route={result.route} attempt={attempt} />
        </Suspense>
      </RemoteErrorBoundary>
    </LayoutFor>
  );
}
