/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matka/shared-kernel/ui';
import { PullToRefresh } from './PullToRefresh';

function pull(by: number) {
  const target = screen.getByText('Page');
  fireEvent.touchStart(target, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(target, { touches: [{ clientY: 100 + by }] });
  fireEvent.touchEnd(target, { touches: [] });
}

describe('pull to refresh', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const setUp = () => {
    const onRefresh = jest.fn();
    render(
      <ThemeProvider theme={theme}>
        <PullToRefresh onRefresh={onRefresh}>
          <p>Page</p>
        </PullToRefresh>
      </ThemeProvider>,
    );
    return onRefresh;
  };

  test('a pull past 60 px, let go, reloads after 500 ms', () => {
    const onRefresh = setUp();
    pull(70);
    expect(screen.getByText('Refreshing…')).toBeTruthy();
    act(() => jest.advanceTimersByTime(499));
    expect(onRefresh).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  test('a shorter pull springs back and reloads nothing', () => {
    const onRefresh = setUp();
    pull(50);
    act(() => jest.advanceTimersByTime(1000));
    expect(onRefresh).not.toHaveBeenCalled();
  });
});
