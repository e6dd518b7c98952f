import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.dialog`
  width: min(calc(100% - 32px), 420px);
  padding: ${({ theme }) => theme.space(5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop {
    background: rgb(0 0 0 / 0.5);
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.brand};
    font-size: ${({ theme }) => theme.font.large};
  }
`;

export const DialogActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * A modal dialog on the native `<dialog>`: the browser keeps focus inside it and the page behind inert; it closes on
 * Escape and on a backdrop tap (unless busy), and focus goes back to what had it before.
 */
export function Dialog({ title, children, onClose, busy = false }: { title: string; children: ReactNode; onClose: () => void; busy?: boolean }) {
  const titleId = useId();
  const box = useRef<HTMLDialogElement>(null);
  const state = useRef({ busy, onClose });
  useLayoutEffect(() => {
    state.current = { busy, onClose };
  });
  useEffect(() => {
    const dialog = box.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('button')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      before?.focus();
    };
  }, []);
  return (
    <Box
      ref={box}
      aria-labelledby={titleId}
      data-testid="dialog"
      // Escape: the browser would close the dialog itself; the screen decides instead.
      onCancel={(event) => {
        event.preventDefault();
        if (!state.current.busy) state.current.onClose();
      }}
      // A tap on the backdrop lands on the dialog element itself, outside its content box.
      onClick={(event) => {
        if (event.target !== event.currentTarget || state.current.busy) return;
        const rect = event.currentTarget.getBoundingClientRect();
        const inside = event.clientX >= rect.left && event.clientX <= rect.right && event.clientY >= rect.top && event.clientY <= rect.bottom;
        if (!inside) state.current.onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </Box>
  );
}
