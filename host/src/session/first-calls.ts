import type { ApiResponse } from '@matka/shared-kernel/contract';
import { api } from './api';

/** An answer and when its call was sent (the server's time in it corrects the clock by the round trip). */
export interface Timed<T> {
  answer: T;
  sentAt: number;
}
type Detail = ApiResponse<'api-get-user-details'>;
type DashboardPoll = { changed: boolean; answer: ApiResponse<'api-get-dashboard-data'> };

/** The player's detail. */
export async function fetchDetail(): Promise<Timed<Detail>> {
  const client = await api();
  const sentAt = Date.now();
  return { answer: await client.call('api-get-user-details', {}), sentAt };
}

/** One poll of the dashboard (markets, wallet, betting flag): `changed` is false on a 304. */
export async function pollDashboard(): Promise<Timed<DashboardPoll>> {
  const client = await api();
  const sentAt = Date.now();
  return { answer: await client.poll('api-get-dashboard-data', {}), sentAt };
}

let early: { detail?: Promise<Timed<Detail>>; dashboard?: Promise<Timed<DashboardPoll>> } = {};
/** Set the moment the entry script starts the first calls; settles once it knows whether a player is signed in. */
let starting: Promise<void> | null = null;

/**
 * A signed-in page's first two calls, started by the entry script (index.ts) while React is still on its way, so
 * the market list can be in the first render. SessionSync takes each answer once; later calls are its own.
 */
export function startFirstCalls(): Promise<void> {
  starting ??= (async () => {
    // The client's code and the session's storage key load side by side.
    const client = api();
    client.catch(() => undefined);
    const { SESSION_STORAGE_KEY } = await import('@matka/shared-kernel/session');
    if (!globalThis.localStorage?.getItem(SESSION_STORAGE_KEY)) return;
    early = { detail: fetchDetail(), dashboard: pollDashboard() };
    // Failures are SessionSync's to handle when it takes the answer (a 401 signs out).
    early.detail?.catch(() => undefined);
    early.dashboard?.catch(() => undefined);
  })();
  return starting;
}

/** The early detail call if one was started (once), else a new one. */
export async function firstDetail(): Promise<Timed<Detail>> {
  await starting?.catch(() => undefined);
  const started = early.detail;
  early.detail = undefined;
  return started ?? fetchDetail();
}

/** The early dashboard poll if one was started (once), else a new one. */
export async function firstDashboardPoll(): Promise<Timed<DashboardPoll>> {
  await starting?.catch(() => undefined);
  const started = early.dashboard;
  early.dashboard = undefined;
  return started ?? pollDashboard();
}
