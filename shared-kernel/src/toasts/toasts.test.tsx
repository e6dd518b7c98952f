/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { theme } from '../ui/theme';
import { TOAST_MS, Toaster, useToast } from './index';

function Mistakes() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => ['Please enter the number', 'Number 12 is not valid', 'Please enter point'].forEach((text) => toast.error(text))}>
        three mistakes
      </button>
      <button type="button" onClick={() => toast.success('Bid placed successfully!')}>
        success
      </button>
    </>
  );
}

test('one toast of each kind at a time: the newest replaces the last, and goes after its 3 s', () => {
  jest.useFakeTimers();
  render(
    <Provider store={createStore()}>
      <ThemeProvider theme={theme}>
        <Toaster />
        <Mistakes />
      </ThemeProvider>
    </Provider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'three mistakes' }));
  fireEvent.click(screen.getByRole('button', { name: 'success' }));
  expect(screen.getAllByRole('alert').map((toast) => toast.textContent)).toEqual(['Please enter point']);
  expect(screen.getByRole('status').textContent).toBe('Bid placed successfully!');
  act(() => jest.advanceTimersByTime(TOAST_MS.error));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.getByRole('status')).toBeTruthy();
  act(() => jest.advanceTimersByTime(TOAST_MS.info - TOAST_MS.error));
  expect(screen.queryByRole('status')).toBeNull();
  jest.useRealTimers();
});
