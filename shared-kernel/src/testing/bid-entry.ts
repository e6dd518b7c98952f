import { fireEvent, screen } from '@testing-library/react';

/** Enters one bid on a bid board as a player does: the number, the points, Proceed. */
export function enterBid(number: string, points: string): void {
  fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: number } });
  fireEvent.change(screen.getByRole('textbox', { name: 'Points' }), { target: { value: points } });
  fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
}
