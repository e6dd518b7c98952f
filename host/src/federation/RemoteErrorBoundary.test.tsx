/** @jest-environment jsdom */
import { useState } from 'react';
import { render, screen, fireEvent } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@matka/shared-kernel/ui';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function Flaky({ fail }: { fail: boolean }) {
  if (fail) throw new Error('remote screen crashed');
  return <h1>Remote screen</h1>;
}

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      <header>MATKA BAZAR</header>
      <RemoteErrorBoundary remote="markets" onRetry={() => setFail(false)}>
        <Flaky fail={fail} />
      </RemoteErrorBoundary>
    </ThemeProvider>
  );
}

describe('RemoteErrorBoundary', () => {
  test('a remote screen that throws shows the unavailable page inside the shell, and Retry renders it again', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'This section is unavailable right now' })).toBeTruthy();
    expect(screen.getByText('MATKA BAZAR')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Remote screen' })).toBeTruthy();
    quiet.mockRestore();
  });
});
