/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createStore } from 'jotai';
import { dashboardAtom, serverClockOffsetAtom, userDetailAtom, type Dashboard } from '@matka/shared-kernel/session';
import { leaveGuardAtom } from '@matka/shared-kernel/ui';
import { istTimeToday } from '@matka/shared-kernel/domain';
import { renderScreen, startFakeApi, userDetailFixture } from '@matka/shared-kernel/testing';
import { BidScreen } from './bid-screens';
import GameTypes from './GameTypes';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => (api.calls.length = 0));

const market = {
  game_id: 7,
  game_name: 'KALYAN',
  open_time: '03:45 PM',
  close_time: '05:45 PM',
  open_result: '',
  close_result: '',
  msg_status: true,
  web_chart_url: '/charts/main/7',
};

/** A store as the shell leaves it: the market list, 1,000 points, the clock at `hhmm` IST today. */
function storeAt(hhmm: string, wallet = 1000) {
  const store = createStore();
  store.set(dashboardAtom, { status: true, msg: '', result: [market], wallet_amt: wallet, betting_status: true, web_chart: [], mobile_1: '', mobile_no: '', telegram_no: '', server_time: '' });
  store.set(userDetailAtom, userDetailFixture({ walletAmount: wallet }));
  store.set(serverClockOffsetAtom, istTimeToday(hhmm).getTime() - Date.now());
  return store;
}

const field = (name: string) => screen.getByRole(name === 'Points' ? 'textbox' : 'combobox', { name });
const enter = (number: string, points: string, second?: [string, string]) => {
  fireEvent.change(screen.getAllByRole('combobox')[0]!, { target: { value: number } });
  if (second) fireEvent.change(field(second[0]), { target: { value: second[1] } });
  fireEvent.change(field('Points'), { target: { value: points } });
  fireEvent.click(screen.getByRole('button', { name: 'Proceed' }));
};
const wallet = () => screen.getByTestId('screen-wallet').textContent;

function open(type: Parameters<typeof BidScreen>[0]['type'], store = storeAt('12:00')) {
  return renderScreen(<BidScreen type={type} />, '/single?game=7', store);
}

describe('a bid screen', () => {
  test("shows today's date and the wallet; no Submit while the list is empty", () => {
    open('Single Digit');
    expect(screen.getByLabelText('Bid date').textContent).toMatch(/^\d{1,2}-[A-Z][a-z]+-\d{4}$/);
    expect(wallet()).toBe('Wallet: 1,000 pts');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  test.each([
    ['', '10', 'Please enter the number'],
    ['12', '10', 'Number 12 is not valid'],
    ['5', '', 'Please enter point'],
    ['5', '10.5', 'Enter whole points only'],
    ['5', '1,000', 'Enter whole points only'],
    ['5', '9', 'Required minimum bid amount is 10'],
    ['5', '1001', 'Insufficient balance please refill your account'],
  ])('%p with %p points: a red toast "%s"', async (number, points, message) => {
    open('Single Digit');
    enter(number, points);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByRole('table', { name: 'Bids added' })).toBeNull();
    // What was typed stays as typed: nothing is dropped to make a number of it.
    expect((field('Points') as HTMLInputElement).value).toBe(points);
  });

  test('each bid lowers the wallet shown; deleting gives the points back; the last delete hides Submit', () => {
    open('Single Digit');
    enter('5', '100');
    enter('6', '250');
    expect(wallet()).toBe('Wallet: 650 pts');
    const table = screen.getByRole('table', { name: 'Bids added' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.click(screen.getByRole('button', { name: 'Delete 5 Open' }));
    expect(wallet()).toBe('Wallet: 750 pts');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 6 Open' }));
    expect(wallet()).toBe('Wallet: 1,000 pts');
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });

  test('the wallet shown is what later entries are checked against', async () => {
    open('Single Digit', storeAt('12:00', 100));
    enter('5', '60');
    enter('6', '50');
    expect((await screen.findByRole('alert')).textContent).toBe('Insufficient balance please refill your account');
  });

  test('SP Motor costs points × panas; SP DP TP adds 22 bids', () => {
    open('SP Motor');
    enter('1234', '10');
    expect(wallet()).toBe('Wallet: 960 pts');
    expect(within(screen.getByRole('table')).getAllByText('Single Pana')).toHaveLength(4);
  });

  test('Half Sangam asks for a digit and a pana; the labels follow the session', () => {
    open('Half Sangam');
    expect(field('Open Digit')).toBeTruthy();
    expect(field('Close Pana')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Close' }));
    expect(field('Close Digit')).toBeTruthy();
    expect(field('Open Pana')).toBeTruthy();
  });

  test('after the open time Open is disabled and Close selected', () => {
    open('Single Digit', storeAt('16:00'));
    expect((screen.getByRole('radio', { name: 'Open' }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('radio', { name: 'Close' }) as HTMLInputElement).checked).toBe(true);
  });

  test('each row shows its session, and a sangam its close digits', () => {
    open('Single Digit');
    enter('5', '100');
    fireEvent.click(screen.getByRole('radio', { name: 'Close' }));
    enter('7', '50');
    const rows = within(screen.getByRole('table', { name: 'Bids added' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').slice(0, 3).map((cell) => cell.textContent))).toEqual([
      ['5', '100', 'Open'],
      ['7', '50', 'Close'],
    ]);
  });

  test('DP Motor with one digit shows its alert beside the toast', async () => {
    open('DP Motor');
    enter('1', '10');
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(expect.arrayContaining(['Number 1 is not valid', 'Please enter a valid Pana (at least 2 digits)']));
  });

  test('a market whose day is over (msg_status 2) is closed whatever the clock says', () => {
    const store = storeAt('09:00');
    store.set(dashboardAtom, { ...(store.get(dashboardAtom) as Dashboard), result: [{ ...market, msg_status: false }] });
    open('Single Digit', store);
    expect(screen.getByRole('alert').textContent).toBe('Bidding is closed for Single Digit');
  });

  test('a screen opened after its window closed says so instead of taking input', () => {
    open('Jodi Digit', storeAt('15:45'));
    expect(screen.getByRole('alert').textContent).toBe('Bidding is closed for Jodi Digit');
    expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
  });
});

describe('the confirm dialog', () => {
  test('shows the warning, the type, Total Bid and Total Point; CANCEL closes it and keeps the list', () => {
    open('Single Digit');
    enter('5', '100');
    enter('6', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Once you place a bid, it cannot be cancelled in any situation.');
    expect(within(dialog).getByTestId('total-bid').textContent).toBe('2');
    expect(within(dialog).getByTestId('total-point').textContent).toBe('150');
    fireEvent.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(wallet()).toBe('Wallet: 850 pts');
  });

  test('is a native modal dialog: focus goes in and comes back; Escape and a backdrop tap close it', () => {
    open('Single Digit');
    enter('5', '100');
    const submit = screen.getByRole('button', { name: 'Submit' });
    submit.focus();
    fireEvent.click(submit);
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(submit);
    fireEvent.click(submit);
    fireEvent.click(screen.getByRole('dialog'), { clientX: 300, clientY: 700 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  test('SUBMIT: "Submitting...", one call with a batch per session, a second tap ignored; then the toast, an empty list and the new wallet', async () => {
    api.reply('api-submit-bids', { json: { status: true, msg: 'Bid placed successfully!', wallet_amt: 850 }, held: true });
    const store = storeAt('12:00');
    open('Single Digit', store);
    enter('5', '100');
    fireEvent.click(screen.getByRole('radio', { name: 'Close' }));
    enter('6', '50');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // The game type is the list's sessions, not "-".
    expect(within(screen.getByRole('dialog')).getByTestId('game-type').textContent).toBe('Open, Close');
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'SUBMIT' }));
    const busy = await within(screen.getByRole('dialog')).findByRole('button', { name: 'Submitting...' });
    fireEvent.click(busy);
    await waitFor(() => expect(api.calls.filter((c) => c.name === 'api-submit-bids')).toHaveLength(1));
    act(() => api.release());
    await screen.findByText('Bid placed successfully!');
    expect(api.calls.filter((c) => c.name === 'api-submit-bids')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Bids added' })).toBeNull();
    expect(store.get(userDetailAtom)?.walletAmount).toBe(850);
    const [call] = api.calls.filter((c) => c.name === 'api-submit-bids');
    const batches = call?.body.batches as Array<Record<string, unknown>>;
    expect(batches.map((b) => [b.pana, b.session, b.totalbit])).toEqual([
      ['Single Digit', 'Open', 100],
      ['Single Digit', 'Close', 50],
    ]);
  });

  test('SP DP TP: one confirm of three types is one call carrying the three batches', async () => {
    api.reply('api-submit-bids', { json: { status: true, msg: 'Bid placed successfully!', wallet_amt: 780 } });
    open('SP DP TP');
    enter('2', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('dialog');
    const count = Number(within(dialog).getByTestId('total-bid').textContent);
    expect(within(dialog).getByTestId('game-type').textContent).toBe('Open');
    fireEvent.click(within(dialog).getByRole('button', { name: 'SUBMIT' }));
    await screen.findByText('Bid placed successfully!');
    const calls = api.calls.filter((c) => c.name === 'api-submit-bids');
    expect(calls).toHaveLength(1);
    const batches = calls[0]?.body.batches as Array<{ pana: string; gametype: string; result: unknown[] }>;
    expect(batches.map((b) => [b.pana, b.gametype])).toEqual([
      ['Single Pana', 'SP DP TP'],
      ['Double Pana', 'SP DP TP'],
      ['Triple Pana', 'SP DP TP'],
    ]);
    expect(batches.reduce((sum, b) => sum + b.result.length, 0)).toBe(count);
  });

  test('a submission that got no answer keeps the list and the dialog, and a retry reuses the same idempotency keys', async () => {
    api.reply('api-submit-bids', { status: 502, json: {} });
    open('Single Digit');
    enter('5', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'SUBMIT' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to place bid. Please try again.');
    expect(screen.getByRole('table', { name: 'Bids added' })).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'SUBMIT' }));
    await waitFor(() => expect(api.calls.filter((c) => c.name === 'api-submit-bids')).toHaveLength(2));
    const [first, second] = api.calls.filter((c) => c.name === 'api-submit-bids');
    expect(second?.body.idempotency_key).toBe(first?.body.idempotency_key);
  });
});

describe('a refused submission', () => {
  test('closes the dialog and keeps every row, each marked with the reason: nothing of the confirm was placed', async () => {
    const store = storeAt('12:00');
    open('Single Digit', store);
    enter('5', '100');
    fireEvent.click(screen.getByRole('radio', { name: 'Close' }));
    enter('6', '50');
    // The Close session closed while the screen was open: the server refuses the whole confirm.
    api.reply('api-submit-bids', { status: 400, json: { status: false, msg: 'Bidding is closed for Single Digit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'SUBMIT' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidding is closed for Single Digit');
    expect(screen.queryByRole('dialog')).toBeNull();
    const table = screen.getByRole('table', { name: 'Bids added' });
    expect(within(table).getAllByRole('row').map((row) => row.textContent)).toEqual([
      'DigitsPointsSessionDelete',
      '5100Open✕',
      'Refused: Bidding is closed for Single Digit',
      '650Close✕',
      'Refused: Bidding is closed for Single Digit',
    ]);
    expect(store.get(userDetailAtom)?.walletAmount).toBe(1000);
    expect(wallet()).toBe('Wallet: 850 pts');
  });
});

describe('leaving a bid screen', () => {
  test('a non-empty list sets the question the shell asks ("Discard 2 bids?"); an empty one none', () => {
    const store = storeAt('12:00');
    open('Single Digit', store);
    expect(store.get(leaveGuardAtom)).toBeNull();
    enter('5', '100');
    expect(store.get(leaveGuardAtom)).toBe('Discard 1 bid?');
    enter('6', '50');
    expect(store.get(leaveGuardAtom)).toBe('Discard 2 bids?');
    fireEvent.click(screen.getByRole('button', { name: 'Delete 5 Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete 6 Open' }));
    expect(store.get(leaveGuardAtom)).toBeNull();
  });

  test('the header wallet stays at the server\'s value while bids are only in the list', () => {
    const store = storeAt('12:00');
    open('Single Digit', store);
    enter('5', '300');
    expect(wallet()).toBe('Wallet: 700 pts');
    expect(store.get(userDetailAtom)?.walletAmount).toBe(1000);
  });
});

describe('a market switched off while the player is on it', () => {
  test('"This market is closed now", then Home', async () => {
    const store = storeAt('12:00');
    open('Single Digit', store);
    enter('5', '100');
    act(() => store.set(dashboardAtom, { ...(store.get(dashboardAtom) as Dashboard), result: [] }));
    expect(screen.getByRole('alert').textContent).toBe('This market is closed now');
    expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/single');
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/imp'), { timeout: 5000 });
  });
});

test('with betting switched off a bid screen opened by its address says so and takes nothing', () => {
  const store = storeAt('12:00');
  store.set(userDetailAtom, userDetailFixture({ bettingEnabled: false }));
  open('Single Digit', store);
  expect(screen.getByRole('alert').textContent).toBe('Betting is not enabled for your account');
  expect(screen.queryByRole('button', { name: 'Proceed' })).toBeNull();
});

describe('the game types of a market (/game)', () => {
  const tiles = () => screen.getAllByRole('button').filter((tile) => tile.textContent !== '');
  const disabled = () => tiles().filter((tile) => tile.getAttribute('aria-disabled') === 'true').map((tile) => tile.textContent);

  test('before the open time every type is playable and a tap opens its screen', () => {
    renderScreen(<GameTypes />, '/game?game=7', storeAt('12:00'));
    expect(tiles()).toHaveLength(10);
    expect(disabled()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Jodi Digit' }));
    expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/jodi');
  });

  test('after the open time Jodi and the sangams look disabled, and a tap says why and stays', async () => {
    renderScreen(<GameTypes />, '/game?game=7', storeAt('16:00'));
    expect(disabled()).toEqual(['Jodi Digit', 'Half Sangam', 'Full Sangam']);
    fireEvent.click(screen.getByRole('button', { name: 'Half Sangam' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidding is closed for Half Sangam');
    expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/game');
    fireEvent.click(screen.getByRole('button', { name: 'Single Digit' }));
    expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/single');
  });

  test('a market closed for today: every tile looks disabled and a tap says why', async () => {
    renderScreen(<GameTypes />, '/game?game=7', storeAt('18:00'));
    expect(disabled()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Single Pana' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Bidding is closed for Single Pana');
    expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/game');
  });
});
