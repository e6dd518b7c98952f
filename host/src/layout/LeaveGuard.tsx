import { useCallback, useEffect, useRef } from 'react';
import { atom, useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLocation } from 'react-router-dom';
import { Button, Dialog, DialogActions, leaveGuardAtom } from '@matka/shared-kernel/ui';
import { hostTexts } from '../host-texts';

/** A way out the player took while the screen had a guard: held until they answer its question. */
const pendingLeaveAtom = atom<{ go: () => void } | null>(null);

/** Goes at once, or — while the screen has a guard (kernel `useLeaveGuard`) — once the player agrees to leave. */
export function useLeave(): (go: () => void) => void {
  const store = useStore();
  const setPending = useSetAtom(pendingLeaveAtom);
  return useCallback(
    (go: () => void) => {
      if (store.get(leaveGuardAtom) === null) go();
      else setPending({ go });
    },
    [store, setPending],
  );
}

/**
 * The browser's back or forward, seen before React Router sees it: this listener is added when the module loads,
 * before the router's own (listeners on `window` run in the order they were added), and hands the event to the guard
 * of the screen on show, if any.
 */
const popGuard: { current: ((event: PopStateEvent) => void) | null } = { current: null };
if (typeof window !== 'undefined') window.addEventListener('popstate', (event) => popGuard.current?.(event));

/** Where this tab's history is, as React Router numbers its entries. */
const historyIndex = (state: unknown): number => (state as { idx?: number } | null)?.idx ?? 0;

/**
 * Asks the screen's question ("Discard 3 bids?") before the player leaves it: by a link (footer, side menu), the
 * header's back button (`useLeave`), the browser's back or forward, or a reload (the browser's own prompt). Stay keeps
 * everything; Discard goes where the player was going.
 */
export function LeaveGuard() {
  const store = useStore();
  const question = useAtomValue(leaveGuardAtom);
  const [pending, setPending] = useAtom(pendingLeaveAtom);
  const { key } = useLocation();
  const here = useRef(0);
  const restoring = useRef(false);
  useEffect(() => {
    here.current = historyIndex(window.history.state);
  }, [key]);

  useEffect(() => {
    if (question === null) return;
    // A link of the app: held before React Router's handler sees the click (capture, on the document), and clicked
    // again once the player agrees (the guard is cleared by then).
    const onClick = (event: MouseEvent) => {
      if (store.get(leaveGuardAtom) === null || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.origin !== window.location.origin) return;
      if (link.pathname + link.search === window.location.pathname + window.location.search) return;
      event.preventDefault();
      event.stopPropagation();
      setPending({ go: () => link.click() });
    };
    // The browser's back or forward has already moved when this is told: it is moved back at once (that move's own
    // event is swallowed), and moved again once the player agrees (popGuard: before React Router's listener).
    const onPopState = (event: PopStateEvent) => {
      if (restoring.current) {
        restoring.current = false;
        event.stopImmediatePropagation();
        return;
      }
      if (store.get(leaveGuardAtom) === null) return;
      event.stopImmediatePropagation();
      const steps = here.current - historyIndex(event.state);
      if (steps === 0) return;
      restoring.current = true;
      window.history.go(steps);
      setPending({ go: () => window.history.go(-steps) });
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    document.addEventListener('click', onClick, true);
    popGuard.current = onPopState;
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      if (popGuard.current === onPopState) popGuard.current = null;
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [question, store, setPending]);

  const t = hostTexts.useTexts();
  if (!pending || question === null) return null;
  const stay = () => setPending(null);
  const discard = () => {
    setPending(null);
    store.set(leaveGuardAtom, null);
    pending.go();
  };
  return (
    <Dialog title={question} onClose={stay}>
      <p>{t('nothingSent')}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={stay}>
          {t('stay')}
        </Button>
        <Button type="button" $variant="danger" onClick={discard}>
          {t('discard')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
