import { useCallback } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import styled, { keyframes } from 'styled-components';

/** How long a toast shows: errors 3 s, others 5 s. */
export const TOAST_MS = { error: 3000, info: 5000 } as const;

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  text: string;
}

export const toastsAtom = atom<Toast[]>([]);
let nextId = 1;

/**
 * Shows a toast: `toast.error(text)` (red, 3 s, top right, under the header), `toast.success(text)`, `toast.info(text)` (5 s). One toast
 * of each kind at a time: a new one replaces the last of its kind (five quick mistakes never cover the form).
 */
export function useToast() {
  const setToasts = useSetAtom(toastsAtom);
  const show = useCallback(
    (kind: Toast['kind'], text: string) => {
      const id = nextId++;
      setToasts((toasts) => [...toasts.filter((t) => t.kind !== kind), { id, kind, text }]);
      setTimeout(() => setToasts((toasts) => toasts.filter((t) => t.id !== id)), kind === 'error' ? TOAST_MS.error : TOAST_MS.info);
    },
    [setToasts],
  );
  return {
    error: useCallback((text: string) => show('error', text), [show]),
    success: useCallback((text: string) => show('success', text), [show]),
    info: useCallback((text: string) => show('info', text), [show]),
  };
}

const slideIn = keyframes`from { transform: translateX(24px); opacity: 0; } to { transform: none; opacity: 1; }`;

// Below the header: a toast never covers the wallet (or the menu) it may be about.
const Stack = styled.div`
  position: fixed;
  top: calc(${({ theme }) => theme.headerHeight} + ${({ theme }) => theme.space(2)});
  right: ${({ theme }) => theme.space(3)};
  left: ${({ theme }) => theme.space(3)};
  z-index: 1000;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  pointer-events: none;
`;

const Item = styled.div<{ $kind: Toast['kind'] }>`
  max-width: 360px;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $kind }) => ($kind === 'error' ? theme.colors.danger : $kind === 'success' ? theme.colors.success : theme.colors.text)};
  color: #fff;
  box-shadow: 0 4px 16px rgb(0 0 0 / 0.2);
  animation: ${slideIn} 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/** Where toasts appear: rendered once, by the host (or a standalone remote). */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <Stack aria-live="assertive">
      {toasts.map((toast) => (
        <Item key={toast.id} role={toast.kind === 'error' ? 'alert' : 'status'} $kind={toast.kind}>
          {toast.text}
        </Item>
      ))}
    </Stack>
  );
}
