import type { RawAnswer } from '@matka/shared-kernel/api';
import { BUILT_APP_KEY } from '@matka/shared-kernel/app-key';
import type { ApiCallName, ApiResponse } from '@matka/shared-kernel/contract';
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

/** The first calls' answers, for the player whose session the page opened with. */
export interface FirstCalls {
  detail?: Promise<Timed<Detail>>;
  dashboard?: Promise<Timed<DashboardPoll>>;
}
let early: FirstCalls & { mobile?: string } = {};
/** Set the moment the entry script starts the first calls; settles once it knows whether a player is signed in. */
let starting: Promise<void> | null = null;

// The body every call carries, as the kernel's client sends it (api/app-client.ts): set at build time.
const ENVELOPE = {
  env_type: 'Prod',
  app_key: BUILT_APP_KEY,
};

/** One call sent with fetch(), so it need not wait for the client's code; the client checks the answer after. */
async function sendEarly(name: ApiCallName): Promise<{ raw: RawAnswer; sentAt: number }> {
  const sentAt = Date.now();
  const response = await fetch(`/api/${name}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(ENVELOPE),
  });
  return { raw: { status: response.status, etag: response.headers.get('etag'), data: await response.json().catch(() => null) }, sentAt };
}

/**
 * A signed-in page's first two calls, sent by the entry script (index.ts) while React and the API client are still
 * on their way, so the market list can be in the first render. The client checks each answer against the contract
 * when it has arrived; SessionSync takes each once, and later calls are its own. A call the network lost is simply
 * made again by the client.
 */
export function startFirstCalls(): Promise<void> {
  starting ??= (async () => {
    // The client's code, which checks the answers, loads meanwhile.
    api().catch(() => undefined);
    const { SESSION_STORAGE_KEY } = await import('@matka/shared-kernel/session');
    const mobile = storedMobile(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY));
    if (!mobile) return;
    const detail = sendEarly('api-get-user-details');
    const dashboard = sendEarly('api-get-dashboard-data');
    early = {
      mobile,
      detail: detail.then(
        async ({ raw, sentAt }) => ({ answer: (await api()).receive('api-get-user-details', raw), sentAt }),
        () => fetchDetail(),
      ),
      dashboard: dashboard.then(
        async ({ raw, sentAt }) => ({ answer: { changed: true, answer: (await api()).receive('api-get-dashboard-data', raw) }, sentAt }),
        () => pollDashboard(),
      ),
    };
    // Failures are SessionSync's to handle when it takes the answer (a 401 signs out).
    early.detail?.catch(() => undefined);
    early.dashboard?.catch(() => undefined);
  })();
  return starting;
}

/** The number of the session the page opened with (what the session atom will read), or null. */
function storedMobile(stored: string | null | undefined): string | null {
  try {
    const mobile = (JSON.parse(stored ?? 'null') as { mobile?: unknown } | null)?.mobile;
    return typeof mobile === 'string' && mobile ? mobile : null;
  } catch {
    return null;
  }
}

/**
 * The first calls' answers if the entry script sent them for this player; empty otherwise (the caller makes its own).
 * Taken once: a later session (another sign-in on the same page) never gets them.
 */
export async function takeFirstCalls(mobile: string): Promise<FirstCalls> {
  await starting?.catch(() => undefined);
  const taken = early.mobile === mobile ? { detail: early.detail, dashboard: early.dashboard } : {};
  early = {};
  return taken;
}
