/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { POLL_MS, useLoad } from './use-load';

function List() {
  const { data } = useLoad<{ items: string[] }>('/operator/deposits?status=pending', { poll: POLL_MS });
  return <p data-testid="items">{data?.items.join(',') ?? 'none'}</p>;
}

test('a polled list asks with its ETag: a 304 keeps what it shows, a 200 replaces it', async () => {
  jest.useFakeTimers();
  const asked: Array<string | null> = [];
  const answers = [
    { status: 200, etag: '"a"', body: { items: ['#7'] } },
    { status: 304, etag: '"a"', body: null },
    { status: 200, etag: '"b"', body: { items: ['#7', '#8'] } },
  ];
  global.fetch = jest.fn(async (_url: string, init?: RequestInit) => {
    asked.push(((init?.headers ?? {}) as Record<string, string>)['if-none-match'] ?? null);
    const answer = answers.shift()!;
    return { ok: answer.status < 400, status: answer.status, headers: new Headers({ etag: answer.etag }), json: async () => answer.body } as Response;
  }) as unknown as typeof fetch;
  render(<List />);
  await act(async () => undefined);
  expect(screen.getByTestId('items').textContent).toBe('#7');
  await act(async () => jest.advanceTimersByTime(POLL_MS));
  expect(screen.getByTestId('items').textContent).toBe('#7');
  await act(async () => jest.advanceTimersByTime(POLL_MS));
  expect(screen.getByTestId('items').textContent).toBe('#7,#8');
  expect(asked).toEqual([null, '"a"', '"a"']);
  jest.useRealTimers();
});
