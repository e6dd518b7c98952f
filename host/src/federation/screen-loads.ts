import type { ComponentType } from 'react';
import type { RemoteRoute } from '@matka/shared-kernel/ui';

// One load per route object, so a re-render never re-suspends a screen that already loaded; a Retry (a new attempt)
// loads again, since a failed load stays failed. The page's first screen may have started loading before React
// rendered anything (start-remote-loading.ts): the screen then picks up that same load.
/** The attempt number of a screen's first load (a Retry counts up from it). */
export const FIRST_ATTEMPT = 0;

const screenLoads = new WeakMap<RemoteRoute, { attempt: number; load: Promise<{ default: ComponentType }> }>();

export function loadScreen(route: RemoteRoute, attempt: number): Promise<{ default: ComponentType }> {
  const known = screenLoads.get(route);
  if (known && known.attempt === attempt) return known.load;
  const load = route.load();
  // A failure is the error boundary's to show, when the screen asks for it; not an unhandled rejection before.
  load.catch(() => undefined);
  screenLoads.set(route, { attempt, load });
  return load;
}
