import { useEffect, useEffectEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  clockOffsetFrom,
  dashboardAtom,
  offlineAtom,
  readLastDetail,
  serverClockOffsetAtom,
  sessionAtom,
  signOutAtom,
  storeLastDetail,
  userDetailAtom,
  userDetailFrom,
  userDetailStaleAtom,
} from '@matka/shared-kernel/session';
import { ApiError } from '@matka/shared-kernel/errors';
import { PATHS } from '@matka/shared-kernel/paths';
import { appStore } from '../app-store';
import { isSignedOut } from './api';
import { fetchDetail, pollDashboard, takeFirstCalls } from './first-calls';

/** How often the dashboard is asked again (docs/screens.md § Calls every signed-in page makes). */
export const DASHBOARD_POLL_MS = 5000;
/** While the server cannot be reached: the first retry, doubled after each failure up to the last. */
export const RETRY_MS = { first: 2000, max: 30_000 } as const;

/** When to ask again after `failures` calls in a row found no server (0: the normal poll). */
export function nextPollIn(failures: number): number {
  return failures === 0 ? DASHBOARD_POLL_MS : Math.min(RETRY_MS.first * 2 ** (failures - 1), RETRY_MS.max);
}

/**
 * What this browser knew of the signed-in player (last-detail.ts), shown until the server says, marked stale: run
 * before the first render, so a page opened without a connection — or before the first answer — has the header
 * wallet, the footer and Home's rows of this player at once.
 */
export function restoreLastDetail(store: typeof appStore = appStore): void {
  const mobile = store.get(sessionAtom)?.mobile;
  if (!mobile || store.get(userDetailAtom) !== null) return;
  const kept = readLastDetail(mobile);
  if (!kept) return;
  store.set(userDetailAtom, kept);
  store.set(userDetailStaleAtom, true);
}

/** No server to answer: the network is down, no answer came in time, or a proxy answered for it (or a chunk of the app could not come). */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return error.isUnreachable;
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/**
 * While a player is signed in: loads their detail once, then polls the dashboard every 5 s while the page is
 * visible (paused when hidden) and keeps the dashboard, wallet, betting flag and server clock atoms current for
 * every remote (the markets remote reads its list from here: one poll for the whole app).
 * An expired session signs the player out.
 *
 * The poll is also the app's word on the connection: while the server cannot be reached `offlineAtom` is set (the
 * shell's bar says "No connection — retrying"), the poll retries with backoff (at once when the browser says it is
 * back online), and the first answer clears it. Until the server has answered, the detail this browser kept last
 * (last-detail.ts) stands in, marked stale: the header wallet, the footer and the contact numbers stay as they were.
 */
export function SessionSync() {
  const session = useAtomValue(sessionAtom);
  const setDetail = useSetAtom(userDetailAtom);
  const setOffset = useSetAtom(serverClockOffsetAtom);
  const signOut = useSetAtom(signOutAtom);
  const setDashboard = useSetAtom(dashboardAtom);
  const setOffline = useSetAtom(offlineAtom);
  const setStale = useSetAtom(userDetailStaleAtom);
  const detail = useAtomValue(userDetailAtom);
  const stale = useAtomValue(userDetailStaleAtom);
  const navigate = useNavigate();
  // The effect must run once per session, not again each time the router hands out a new navigate function.
  const toLogin = useEffectEvent(() => navigate(PATHS.login, { replace: true }));

  // Keyed by the number, not the object: a storage re-read hands the same player over as a new object.
  const mobile = session?.mobile;
  useEffect(() => {
    if (!mobile) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const signOutHere = () => {
      signOut();
      toLogin();
    };

    /** Both calls carry the server's time: correct the clock from the round trip. */
    const correctClock = (serverTime: string, sentAt: number) => {
      const offset = clockOffsetFrom(serverTime, sentAt, Date.now());
      if (offset !== null) setOffset(offset);
    };

    // The first detail and dashboard answers the entry script may have asked for already (first-calls.ts).
    const first = takeFirstCalls(mobile);

    let detailLoaded = false;
    let firstDetail = true;
    async function loadDetail() {
      // Only the first try may take the early answer: once that failed (a page opened offline), a retry that took it
      // again would fail again with the same answer and set the bar each time the poll had cleared it.
      const early = firstDetail ? (await first).detail : undefined;
      firstDetail = false;
      const { answer, sentAt } = await (early ?? fetchDetail());
      correctClock(answer.server_time, sentAt);
      setDetail(userDetailFrom(answer));
      setStale(false);
      setOffline(false);
      detailLoaded = true;
    }
    let detailAsked = false;
    const tryDetail = () => {
      detailAsked = true;
      loadDetail().catch(async (error: unknown) => {
        detailAsked = false;
        if (await isSignedOut(error)) signOutHere();
        else if (isUnreachable(error)) setOffline(true);
      });
    };

    let firstPoll = true;
    /** One poll; false when the page is hidden and nothing was asked. */
    async function poll(): Promise<boolean> {
      // Only the very first poll may use the early answer; a hidden page drops it (it would be stale when shown).
      const early = firstPoll ? (await first).dashboard : undefined;
      firstPoll = false;
      if (document.visibilityState === 'hidden') return false;
      const {
        answer: { changed, answer },
        sentAt,
      } = await (early ?? pollDashboard());
      if (changed) {
        setDashboard(answer);
        setDetail((detail) =>
          detail
            ? { ...detail, walletAmount: answer.wallet_amt ?? detail.walletAmount, bettingEnabled: answer.betting_status ?? detail.bettingEnabled }
            : detail,
        );
        setStale(false);
        correctClock(answer.server_time, sentAt);
      }
      return true;
    }

    let failures = 0;
    async function tick() {
      try {
        if (await poll()) {
          failures = 0;
          setOffline(false);
          // Back from a time without a connection: the detail that could not come is asked again.
          if (!detailLoaded && !detailAsked) tryDetail();
        }
      } catch (error) {
        if (await isSignedOut(error)) return signOutHere();
        if (isUnreachable(error)) {
          failures += 1;
          setOffline(true);
        }
        // Anything else stays silent: the next tick tries again.
      }
      if (!stopped) timer = setTimeout(() => void tick(), nextPollIn(failures));
    }
    const tickNow = () => {
      if (stopped) return;
      clearTimeout(timer);
      void tick();
    };

    const onVisible = () => {
      if (document.visibilityState === 'visible') tickNow();
    };
    // The browser knows before any call fails; and when it is back, the next try need not wait out the backoff.
    const onOffline = () => setOffline(true);

    // The markets list is wanted at once on Home: the first poll runs alongside the detail.
    tryDetail();
    void tick();
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', tickNow);
    window.addEventListener('offline', onOffline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', tickNow);
      window.removeEventListener('offline', onOffline);
      setOffline(false);
    };
  }, [mobile, setDetail, setOffset, setOffline, setStale, signOut, setDashboard]);

  // What the server last said of the player is kept for a page opened without a connection (last-detail.ts).
  useEffect(() => {
    if (mobile && detail && !stale) storeLastDetail(mobile, detail);
  }, [mobile, detail, stale]);

  return null;
}
