import type { ComponentType } from 'react';
import type { RemoteRoute } from '@matka/shared-kernel/ui';

/** The attempt number of a screen's first load (a Retry counts up from it). */
export const FIRST_ATTEMPT = 0;

type ScreenModule = { default: ComponentType };
/** A promise as React's `use()` reads it: once marked fulfilled, it hands over the value without suspending. */
type TrackedLoad = Promise<ScreenModule> & { status?: 'fulfilled'; value?: ScreenModule };

// One load per route object, so a re-render never re-suspends a screen that already loaded; a Retry (a new attempt)
// loads again, since a failed load stays failed. The page's first screen may have started loading before React
// rendered anything (start-remote-loading.ts): the screen then picks up that same load, and since the load is
// marked fulfilled the moment it is in, it shows at once instead of suspending and waiting out Suspense's reveal.
const screenLoads = new WeakMap<RemoteRoute, { attempt: number; load: TrackedLoad }>();

export function loadScreen(route: RemoteRoute, attempt: number): Promise<ScreenModule> {
  const known = screenLoads.get(route);
  if (known && known.attempt === attempt) return known.load;
  const load: TrackedLoad = route.load();
  load.then(
    (module) => Object.assign(load, { status: 'fulfilled', value: module }),
    // A failure is the error boundary's to show, when the screen asks for it; not an unhandled rejection before.
    () => undefined,
  );
  screenLoads.set(route, { attempt, load });
  return load;
}
