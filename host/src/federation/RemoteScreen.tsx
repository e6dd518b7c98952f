import { Suspense, use, useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { Screen, type RemoteRoute } from '@matka/shared-kernel/ui';
import { useRemoteLoader } from './remote-loader-context';
import type { RemoteLoader, RouteLookup } from './remote-loader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { SectionUnavailable } from './SectionUnavailable';
import { LayoutFor } from '../layout/LayoutFor';
import { ScreenLoading } from '../layout/ScreenLoading';
import { hostTexts } from '../host-texts';

interface RouteScreenProps {
  route: RemoteRoute;
  loader: RemoteLoader;
  remote: string;
  release: string | undefined;
}

/**
 * Suspends until the screen's code is in, then shows it; a failed load throws to the error boundary. Once it has been
 * shown (committed without throwing), the shell reports that its release loaded.
 */
function RouteScreen({ route, loader, remote, release }: RouteScreenProps) {
  const { default: LoadedScreen } = use(loader.loadScreen(route));
  useEffect(() => loader.screenShown(remote, release), [loader, remote, release]);
  return <LoadedScreen />;
}

/** The preview notice: a band above the screen, in the warning colours of a notice. */
const PREVIEW_NOTICE = { margin: 0, padding: '6px 12px', background: '#fff3cd', color: '#5c4400', fontSize: 13 } as const;

/** Every path the host does not own: finds the remote that serves it and shows its screen, contained. */
export function RemoteScreen() {
  const { pathname } = useLocation();
  const loader = useRemoteLoader();
  const t = hostTexts.useTexts();
  // Counts the Retries (and the fallbacks taken): each looks the path up again, with a fresh error boundary.
  const [attempt, setAttempt] = useState(0);
  // Shown again when this path's remote is switched off or on while the page is open (remotes.json is polled). A new
  // release of it does not re-render the screen shown: it is taken at the next navigation.
  useSyncExternalStore(loader.subscribe, () => loader.isSwitchedOff(pathname));
  // Known without waiting (a switched-off remote, or a route table already in — the page's first screen, loaded
  // ahead): shown in this very render. Otherwise the lookup is asked for and its answer kept for this path and attempt.
  const known = loader.knownLookup(pathname);
  const isKnown = known !== null;
  const [lookup, setLookup] = useState<{ pathname: string; attempt: number; result: RouteLookup } | null>(null);

  useEffect(() => {
    if (isKnown) return;
    let current = true;
    void loader.lookup(pathname).then((result) => {
      if (current) setLookup({ pathname, attempt, result });
    });
    return () => {
      current = false;
    };
  }, [loader, pathname, attempt, isKnown]);

  const retry = useCallback(
    (remote: string) => {
      loader.retry(remote);
      setAttempt((n) => n + 1);
    },
    [loader],
  );

  const result = known ?? (lookup && lookup.pathname === pathname && lookup.attempt === attempt ? lookup.result : null);
  if (!result) {
    return (
      <LayoutFor layout="main">
        <ScreenLoading />
      </LayoutFor>
    );
  }
  if (result.kind === 'not-found') {
    return (
      <LayoutFor layout="main">
        <Screen title={t('pageNotFound')}>
          <p>{t('noPageAt', { path: pathname })}</p>
        </Screen>
      </LayoutFor>
    );
  }
  if (result.kind === 'unavailable' || result.kind === 'manifest-unusable') {
    // Without remotes.json nothing here can be retried: Retry loads the page again.
    const onRetry = result.kind === 'unavailable' ? () => retry(result.remote) : () => window.location.reload();
    return (
      <LayoutFor layout="main">
        <SectionUnavailable onRetry={onRetry} />
      </LayoutFor>
    );
  }
  const { remote, release } = result;
  return (
    <LayoutFor layout={result.route.layout ?? 'main'}>
      {release && loader.isPreview(remote, release) && (
        <p role="status" style={PREVIEW_NOTICE}>
          {t('previewOf', { remote, release })}
        </p>
      )}
      <RemoteErrorBoundary
        key={`${remote}:${release ?? ''}:${attempt}`}
        // A failed screen is a failed load of its release: with a fallback release to take, look the path up again.
        onFailure={(error) => loader.screenFailed(remote, release, error) && setAttempt((n) => n + 1)}
        onRetry={() => retry(remote)}
      >
        <Suspense fallback={<ScreenLoading />}>
          <RouteScreen route={result.route} loader={loader} remote={remote} release={release} />
        </Suspense>
      </RemoteErrorBoundary>
    </LayoutFor>
  );
}
