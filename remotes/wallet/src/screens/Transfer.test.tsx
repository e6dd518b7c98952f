/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { walletAmountAtom } from '@matka/shared-kernel/session';
import { serveFakeApi } from '@matka/shared-kernel/testing';
import { renderAt, walletStore } from '../test-support';
import Transfer from './Transfer';

const api = serveFakeApi();
beforeEach(() => {
  api.reply('api-check-user-for-transfer-amt', { json: { status: true, msg: '', user_name: 'Ravi Kumar' } });
  api.reply('api-user-transfer-wallet-balance', { json: { status: true, msg: 'Points transferred successfully', wallet_amt: 850 } });
});

const callsOf = (name: string) => api.calls.filter((call) => call.name === name);

function fill(phone: string, points: string, store = walletStore()) {
  const view = renderAt(<Transfer />, '/transfer', { store });
  fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: phone } });
  fireEvent.change(screen.getByLabelText('Points'), { target: { value: points } });
  fireEvent.click(screen.getByRole('button', { name: 'Transfer' }));
  return view;
}

describe('Transfer Points', () => {
  test.each([
    ['no phone', '', '150', 'Phone No is required!'],
    ['a bad phone', '12345', '150', 'Phone.No is not Valid!'],
    ['their own phone', '9876543210', '150', "Don't Use Your Own Phone No."],
    ['no points', '9123456789', '', 'Points is required!'],
    ['a fraction, kept as typed', '9123456789', '150.5', 'Enter whole points only'],
    ['a thousands separator, kept as typed', '9123456789', '1,000', 'Enter whole points only'],
    ['under 100', '9123456789', '99', 'Points Must be More than 100'],
    ['more than the wallet', '9123456789', '1500', 'Not Enough Points'],
  ])('%s: %p', (_, phone, points, text) => {
    fill(phone, points);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect((screen.getByLabelText('Points') as HTMLInputElement).value).toBe(points);
    expect(api.calls).toHaveLength(0);
  });

  test("the recipient's name is looked up and confirmed in a modal; Cancel sends nothing", async () => {
    fill('9123456789', '150');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Transfer' });
    expect(dialog.textContent).toContain('Send 150 pts to Ravi Kumar (+91 9123456789)?');
    expect(callsOf('api-check-user-for-transfer-amt')[0]?.body.mobile_no).toBe('9123456789');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('api-user-transfer-wallet-balance')).toHaveLength(0);
  });

  test('Confirm sends once; the header wallet takes the new balance; the form clears', async () => {
    api.reply('api-user-transfer-wallet-balance', { json: { status: true, msg: 'Points transferred successfully', wallet_amt: 850 }, held: true });
    const { store } = fill('9123456789', '150');
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Transfer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Sending...' }));
    await waitFor(() => expect(callsOf('api-user-transfer-wallet-balance')).toHaveLength(1));
    api.release();
    expect(await screen.findByText('Points transferred successfully')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(walletAmountAtom)).toBe(850);
    expect((screen.getByLabelText('Points') as HTMLInputElement).value).toBe('');
    expect(callsOf('api-user-transfer-wallet-balance').map((call) => [call.body.amount, call.body.mobile_no])).toEqual([[150, '9123456789']]);
  });

  test("an unknown number: the server's message, no modal", async () => {
    api.reply('api-check-user-for-transfer-amt', { status: 404, json: { status: false, msg: 'User Not Registered' } });
    fill('9123456789', '150');
    expect((await screen.findByRole('alert')).textContent).toBe('User Not Registered');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('with betting switched off', () => {
  test('the screen says so and takes nothing (the server refuses transfers too)', () => {
    renderAt(<Transfer />, '/transfer', { store: walletStore({ betting: false }) });
    expect(screen.getByRole('alert').textContent).toBe('Betting is not enabled for your account');
    expect(screen.queryByLabelText('Points')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});
