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

const failures: unknown[] = [];

function Harness() {
  const [fail, setFail] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      <header>MATKA BAZAR</header>
      <RemoteErrorBoundary onFailure={(error) => failures.push(error)} onRetry={() => setFail(false)}>
        <Flaky fail={fail} />
      </RemoteErrorBoundary>
    </ThemeProvider>
  );
}

describe('RemoteErrorBoundary', () => {
  test('a remote screen that throws is told to the shell and shows the unavailable page inside it; Retry renders it again', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<Harness />);
    expect(screen.getByRole('heading', { name: 'This section is unavailable right now' })).toBeTruthy();
    expect(screen.getByText('MATKA BAZAR')).toBeTruthy();
    expect(failures).toEqual([new Error('remote screen crashed')]);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByRole('heading', { name: 'Remote screen' })).toBeTruthy();
    quiet.mockRestore();
  });
});
