/** @jest-environment jsdom */
import { setTimeout as realSleep } from 'node:timers/promises';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { sessionAtom } from '../session/session-atoms';
import { renderScreen, serveFakeApi, untilUnderFakeTimers as until } from '../testing/index';
import { POLL_MS } from '@matka/shared-kernel/call-cache';
import { useCall } from './use-call';
import { useSend } from './use-send';

const api = serveFakeApi();
afterEach(() => jest.useRealTimers());

const market = { game_id: 1, game_name: 'STARLINE 10 AM', open_time: '10:00 AM', close_time: '', open_result: '', close_result: '', msg_status: true, web_chart_url: '' };
const slots = (names: string[]) => ({ status: true, msg: '', server_time: '', web_starline_chart_url: '', result: names.map((game_name, i) => ({ ...market, game_id: i + 1, game_name })) });
const callsOf = (name: string) => api.calls.filter((call) => call.name === name);

function Slots({ poll = false }: { poll?: boolean }) {
  const { data, error, loading } = useCall('api-starline-game', {}, { poll });
  if (loading) return <p role="status">Loading…</p>;
  if (error) return <p>failed</p>;
  return <ul>{data?.result.map((slot) => <li key={slot.game_id}>{slot.game_name}</li>)}</ul>;
}

function storeFor(mobile: string) {
  const store = createStore();
  store.set(sessionAtom, { username: 'Asha', mobile });
  return store;
}

describe('useCall', () => {
  test('draws the loading state, then the answer; two screens asking the same share one request', async () => {
    api.reply('api-starline-game', { json: slots(['A', 'B']) });
    renderScreen(
      <>
        <Slots />
        <Slots />
      </>,
      '/',
      storeFor('9876543210'),
    );
    expect(screen.getAllByText('Loading…')).toHaveLength(2);
    expect(await screen.findAllByText('A')).toHaveLength(2);
    expect(callsOf('api-starline-game')).toHaveLength(1);
  });

  test('a screen shown again draws the cached answer at once and refreshes it behind', async () => {
    api.reply('api-starline-game', { json: slots(['A']) });
    const store = storeFor('9876543210');
    const first = renderScreen(<Slots />, '/', store);
    await screen.findByText('A');
    first.unmount();
    api.reply('api-starline-game', { json: slots(['A', 'C']) });
    renderScreen(<Slots />, '/', store);
    expect(screen.getByText('A')).toBeTruthy();
    expect(await screen.findByText('C')).toBeTruthy();
  });

  test("another player's cached answer is never shown", async () => {
    api.reply('api-starline-game', { json: slots(['A']) });
    const first = renderScreen(<Slots />, '/', storeFor('9876543210'));
    await screen.findByText('A');
    first.unmount();
    api.reply('api-starline-game', { json: slots(['B']), held: true });
    renderScreen(<Slots />, '/', storeFor('9123456789'));
    expect(screen.getByText('Loading…')).toBeTruthy();
    await waitFor(() => expect(callsOf('api-starline-game')).toHaveLength(2));
    act(() => api.release());
    expect(await screen.findByText('B')).toBeTruthy();
  });

  test('a failed call gives the error state', async () => {
    api.reply('api-starline-game', { status: 500, json: { status: false, msg: 'boom' } });
    renderScreen(<Slots />, '/', storeFor('9876543210'));
    expect(await screen.findByText('failed')).toBeTruthy();
  });

  test('polls every 5 s with the ETag (304 keeps the answer), pauses while the page is hidden, asks at once when it shows again', async () => {
    // Fake intervals, real I/O: `until` waits with node's own timer, never on the faked clock.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const settled = () => screen.queryByText('Loading…') === null;
    api.reply('api-starline-game', { json: slots(['A']), etag: '"v1"' });
    renderScreen(<Slots poll />, '/', storeFor('9876543210'));
    await until(() => callsOf('api-starline-game').length === 1 && settled());
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS));
    await until(() => callsOf('api-starline-game').length === 2);
    expect(callsOf('api-starline-game')[1]?.ifNoneMatch).toBe('"v1"');
    expect(screen.getByText('A')).toBeTruthy();

    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(async () => jest.advanceTimersByTimeAsync(POLL_MS * 3));
    await act(() => realSleep(100));
    expect(callsOf('api-starline-game')).toHaveLength(2);

    visibility.mockReturnValue('visible');
    api.reply('api-starline-game', { json: slots(['A', 'D']), etag: '"v2"' });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await until(() => screen.queryByText('D') !== null);
    expect(callsOf('api-starline-game')).toHaveLength(3);
    visibility.mockRestore();
  });
});

function Transfer({ mobile = '9123456789' }: { mobile?: string }) {
  const { send, busy } = useSend('api-user-transfer-wallet-balance', {
    success: 'Points transferred',
    failure: 'An error occurred. Please try again.',
  });
  return (
    <button type="button" onClick={() => void send({ amount: 150, mobile_no: mobile, transfer_note: '' })}>
      {busy ? 'Sending...' : 'Send'}
    </button>
  );
}

describe('useSend', () => {
  test('shows the busy label, ignores a second tap, then the success toast', async () => {
    api.reply('api-user-transfer-wallet-balance', { json: { status: true, msg: 'ok' }, held: true });
    renderScreen(<Transfer />, '/', storeFor('9876543210'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const busy = await screen.findByRole('button', { name: 'Sending...' });
    fireEvent.click(busy);
    await waitFor(() => expect(callsOf('api-user-transfer-wallet-balance')).toHaveLength(1));
    act(() => api.release());
    expect(await screen.findByText('Points transferred')).toBeTruthy();
    expect(callsOf('api-user-transfer-wallet-balance')).toHaveLength(1);
  });

  test("a failure shows the server's message, else the screen's own text; a retry keeps the idempotency key", async () => {
    api.reply('api-user-transfer-wallet-balance', { status: 409, json: { status: false, msg: 'Not Enough Points' } });
    renderScreen(<Transfer />, '/', storeFor('9876543210'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not Enough Points');
    api.reply('api-user-transfer-wallet-balance', { status: 503, json: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
    const [first, second] = callsOf('api-user-transfer-wallet-balance');
    expect(typeof first?.body.idempotency_key).toBe('string');
    expect(second?.body.idempotency_key).toBe(first?.body.idempotency_key);
  });

  test('a new body after a success gets a new idempotency key', async () => {
    api.reply('api-user-transfer-wallet-balance', { json: { status: true, msg: 'ok' } });
    const view = renderScreen(<Transfer />, '/', storeFor('9876543210'));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Points transferred');
    view.rerender(<Transfer mobile="9123456788" />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(callsOf('api-user-transfer-wallet-balance')).toHaveLength(2));
    const [first, second] = callsOf('api-user-transfer-wallet-balance');
    expect(second?.body.idempotency_key).not.toBe(first?.body.idempotency_key);
  });
});
