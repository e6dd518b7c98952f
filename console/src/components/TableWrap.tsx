import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone. The scrolling box takes the
 * keyboard focus (arrow keys scroll it) and is a named region, so a keyboard
 * or screen-reader user can reach the columns off-screen.
 */
export function TableWrap({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="table-wrap" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
