import { useEffect, useEffectEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import {
  clockOffsetFrom,
  dashboardAtom,
  serverClockOffsetAtom,
  sessionAtom,
  signOutAtom,
  userDetailAtom,
  userDetailFrom,
} from '@matka/shared-kernel/session';
import { PATHS } from '@matka/shared-kernel/paths';
import { isSignedOut } from './api';
import { fetchDetail, pollDashboard, takeFirstCalls } from './first-calls';

/** The seed's polling interval for the dashboard. */
export const DASHBOARD_POLL_MS = 5000;

/**
 * While a player is signed in: loads their detail once, then polls the dashboard every 5 s while the page is
 * visible (paused when hidden) and keeps the dashboard, wallet, betting flag and server clock atoms current for
 * every remote (the markets remote reads its list from here: one poll for the whole app).
 * An expired session signs the player out.
 */
export function SessionSync() {
  const session = useAtomValue(sessionAtom);
  const setDetail = useSetAtom(userDetailAtom);
  const setOffset = useSetAtom(serverClockOffsetAtom);
  const signOut = useSetAtom(signOutAtom);
  const setDashboard = useSetAtom(dashboardAtom);
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

    async function loadDetail() {
      const { answer, sentAt } = await ((await first).detail ?? fetchDetail());
      correctClock(answer.server_time, sentAt);
      setDetail(userDetailFrom(answer));
    }

    let firstPoll = true;
    async function poll() {
      // Only the very first poll may use the early answer; a hidden page drops it (it would be stale when shown).
      const early = firstPoll ? (await first).dashboard : undefined;
      firstPoll = false;
      if (document.visibilityState === 'hidden') return;
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
        correctClock(answer.server_time, sentAt);
      }
    }

    async function tick() {
      try {
        await poll();
      } catch (error) {
        if (await isSignedOut(error)) return signOutHere();
        // Network trouble: the seed keeps dashboard failures silent; the next tick tries again.
      }
      if (!stopped) timer = setTimeout(() => void tick(), DASHBOARD_POLL_MS);
    }

    const onVisible = () => {
      if (document.visibilityState === 'visible' && !stopped) {
        clearTimeout(timer);
        void tick();
      }
    };

    // The markets list is wanted at once on Home: the first poll runs alongside the detail.
    loadDetail().catch(async (error: unknown) => {
      if (await isSignedOut(error)) signOutHere();
    });
    void tick();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [mobile, setDetail, setOffset, signOut, setDashboard]);

  return null;
}
