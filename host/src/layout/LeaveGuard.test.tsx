/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { renderScreen } from '@matka/shared-kernel/testing';
import { useLeaveGuard } from '@matka/shared-kernel/ui';
import { LeaveGuard, useLeave } from './LeaveGuard';

const location = () => screen.getAllByTestId('location').at(-1)?.textContent;

/** A screen with unsent work (or none), a link away and a button that leaves through `useLeave`. */
function Guarded({ question }: { question: string | null }) {
  useLeaveGuard(question);
  const leave = useLeave();
  return (
    <>
      <LeaveGuard />
      <Link to="/imp4">Bids</Link>
      <button type="button" onClick={() => leave(() => window.dispatchEvent(new Event('left')))}>
        Back
      </button>
    </>
  );
}

describe('leaving a screen with unsent work', () => {
  test('a link asks the question first: Stay keeps the screen, Discard goes where the link points', () => {
    renderScreen(<Guarded question="Discard 2 bids?" />, '/single');
    fireEvent.click(screen.getByRole('link', { name: 'Bids' }));
    const dialog = screen.getByRole('dialog', { name: 'Discard 2 bids?' });
    expect(location()).toBe('/single');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/single');
    fireEvent.click(screen.getByRole('link', { name: 'Bids' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Discard' }));
    expect(location()).toBe('/imp4');
  });

  test('the back button asks too, and goes once the player agrees', () => {
    const left = jest.fn();
    window.addEventListener('left', left);
    renderScreen(<Guarded question="Discard 1 bid?" />, '/single');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(left).not.toHaveBeenCalled();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Discard 1 bid?' })).getByRole('button', { name: 'Discard' }));
    expect(left).toHaveBeenCalledTimes(1);
    window.removeEventListener('left', left);
  });

  test('nothing unsent: no question, the link and the button go at once', () => {
    const left = jest.fn();
    window.addEventListener('left', left);
    renderScreen(<Guarded question={null} />, '/single');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(left).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Bids' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location()).toBe('/imp4');
    window.removeEventListener('left', left);
  });

  test('a reload or a closed tab gets the browser\'s own prompt while the work is unsent', () => {
    renderScreen(<Guarded question="Discard 2 bids?" />, '/single');
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
  });
});
