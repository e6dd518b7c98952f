import type { ComponentType } from 'react';
import type { RemoteRoute } from '@matka/shared-kernel/ui';
import { track, type Tracked } from './tracked';

/** The attempt number of a screen's first load (a Retry counts up from it). */
export const FIRST_ATTEMPT = 0;

type ScreenModule = { default: ComponentType };

// One load per route object, so a re-render never re-suspends a screen that already loaded; a Retry (a new attempt)
// loads again, since a failed load stays failed. The page's first screen may have started loading before React
// rendered anything (start-remote-loading.ts): the screen then picks up that same load, and since the load is
// tracked, it shows at once once in. A failure is the error boundary's to show, when the screen asks for it.
const screenLoads = new WeakMap<RemoteRoute, { attempt: number; load: Tracked<ScreenModule> }>();

export function loadScreen(route: RemoteRoute, attempt: number): Promise<ScreenModule> {
  const known = screenLoads.get(route);
  if (known && known.attempt === attempt) return known.load;
  const load = track(route.load());
  screenLoads.set(route, { attempt, load });
  return load;
}
