/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderScreen } from '../testing/index';
import { Headline } from './headline';

test('a headline is read out once, as its text', () => {
  renderScreen(<Headline text="Result at 9 PM" />);
  expect(screen.getByRole('marquee', { name: 'Result at 9 PM' })).toBeTruthy();
  expect(screen.queryByTestId('headline-placeholder')).toBeNull();
});

test('one still on its way keeps its place, hidden from screen readers', () => {
  renderScreen(<Headline text={null} />);
  const placeholder = screen.getByTestId('headline-placeholder');
  expect(placeholder.getAttribute('aria-hidden')).toBe('true');
  expect(placeholder.textContent).toBe('\u00a0');
  expect(screen.queryByRole('marquee')).toBeNull();
});
