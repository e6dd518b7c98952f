import { useRef, useState, type ReactNode } from 'react';

/**
 * A button for one operator action: while it runs the button is disabled and says so, and a second click (or a
 * double tap) does nothing. The server call itself is repeatable too (same decision → same answer).
 */
export function ActionButton(props: {
  onAction: () => Promise<unknown>;
  children: ReactNode;
  busy?: string;
  kind?: 'primary' | 'secondary' | 'danger';
  disabled?: boolean;
  label?: string;
}) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await props.onAction();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <button type="button" className={props.kind ?? 'primary'} disabled={busy || props.disabled} aria-label={props.label} onClick={() => void run()}>
      {busy ? (props.busy ?? 'Working…') : props.children}
    </button>
  );
}
