import type { ReactNode } from 'react';

/**
 * A table that may scroll sideways on a phone. The scrolling box takes the
 * keyboard focus (arrow keys scroll it) and is a named region, so a keyboard
 * or screen-reader user can reach the columns off-screen. `stack`: a list a
 * cashier acts on (each row ends in its actions): on a phone each row is a card
 * instead, its cells wrapped one after another and its actions on a line of
 * their own, so nothing sits off-screen (a cell's `data-label` names it there).
 */
export function TableWrap({ label, stack = false, children }: { label: string; stack?: boolean; children: ReactNode }) {
  return (
    <div className={stack ? 'table-wrap stack' : 'table-wrap'} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
