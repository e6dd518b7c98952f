/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCallCache } from '@matka/shared-kernel/data';
import { walletAmountAtom } from '@matka/shared-kernel/session';
import { startFakeApi } from '@matka/shared-kernel/testing';
import { navigatedTo, renderAt, walletStore } from '../test-support';
import Withdraw from './Withdraw';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const numbers = (change: Record<string, string> = {}) => ({
  json: { status: true, msg: '', payment_details: { google_pay_number: '9111111111', paytm_number: '', phone_pay_number: '', ...change } },
});
beforeEach(() => {
  api.calls.length = 0;
  clearCallCache();
  api.reply('api-get-user-payment-details', numbers());
  api.reply('api-user-withdraw-fund-request', { json: { status: true, msg: 'Withdraw request sent successfully', wallet_amt: 400 } });
});

const callsOf = (name: string) => api.calls.filter((call) => call.name === name);

async function withdraw(amount: string, method: string | null, store = walletStore()) {
  renderAt(<Withdraw />, '/withdraw', { store });
  if (method) fireEvent.click(await screen.findByRole('radio', { name: new RegExp(method) }));
  else await screen.findByRole('radio', { name: /GPay/ });
  fireEvent.change(screen.getByLabelText('Amount'), { target: { value: amount } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
}

describe('Withdraw Funds', () => {
  test('shows the balance, the window and the minimum; offers only the methods with a saved number', async () => {
    renderAt(<Withdraw />, '/withdraw');
    expect(screen.getByTestId('wallet-balance').textContent).toContain('1,000 pts');
    expect(screen.getByText('Withdraw time: 09:00 AM to 09:00 PM')).toBeTruthy();
    expect(screen.getByText('Minimum withdrawal: 500 pts')).toBeTruthy();
    await screen.findByRole('radio', { name: 'GPay (9111111111)' });
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  test('without a saved number: No payment methods available, and a way to add one', async () => {
    api.reply('api-get-user-payment-details', numbers({ google_pay_number: '' }));
    renderAt(<Withdraw />, '/withdraw');
    expect(await screen.findByText('No payment methods available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add UPI Number' }).getAttribute('href')).toBe('/mymodel');
  });

  test.each([
    ['no amount', '', 'GPay', walletStore(), 'Amount is required!'],
    ['a fraction, kept as typed', '600.75', 'GPay', walletStore(), 'Enter whole points only'],
    ['a thousands separator, kept as typed', '1,000', 'GPay', walletStore(), 'Enter whole points only'],
    ['more than the wallet', '2000', 'GPay', walletStore(), 'Wallet Limit Exceeded'],
    ['under the minimum', '100', 'GPay', walletStore(), 'Min amt is 500'],
    ['no method', '600', null, walletStore(), 'Please select a payment method'],
    ['outside the window', '600', 'GPay', walletStore({ hhmm: '22:30' }), 'Withdrawals are only allowed during specified hours'],
  ])('%s: %p is not sent', async (_, amount, method, store, text) => {
    await withdraw(amount, method, store);
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe(amount);
    expect(callsOf('api-user-withdraw-fund-request')).toHaveLength(0);
  });

  test('a good request is sent once; the header wallet takes the new balance; the toast, then Home', async () => {
    api.reply('api-user-withdraw-fund-request', { json: { status: true, msg: 'Withdraw request sent successfully', wallet_amt: 400 }, held: true });
    const store = walletStore();
    await withdraw('600', 'GPay', store);
    fireEvent.click(await screen.findByRole('button', { name: 'Submitting...' }));
    await waitFor(() => expect(callsOf('api-user-withdraw-fund-request')).toHaveLength(1));
    api.release();
    await waitFor(() => expect(navigatedTo().path).toBe('/imp'));
    expect(screen.getByText('Withdraw request sent successfully')).toBeTruthy();
    expect(store.get(walletAmountAtom)).toBe(400);
    expect(callsOf('api-user-withdraw-fund-request').map((call) => [call.body.request_amount, call.body.payment_method])).toEqual([[600, '2']]);
  });

  test("a refusal shows the server's message, else An error occurred.", async () => {
    api.reply('api-user-withdraw-fund-request', { status: 400, json: { status: false, msg: 'Please add your UPI number for this payment method first' } });
    await withdraw('600', 'GPay');
    expect((await screen.findByRole('alert')).textContent).toBe('Please add your UPI number for this payment method first');
    api.reply('api-user-withdraw-fund-request', { status: 502, json: {} });
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('An error occurred.')).toBeTruthy();
    expect(navigatedTo().path).toBeNull();
  });
});

test('with betting switched off the screen says so and asks for nothing', () => {
  renderAt(<Withdraw />, '/withdraw', { store: walletStore({ betting: false }) });
  expect(screen.getByRole('alert').textContent).toBe('Betting is not enabled for your account');
  expect(screen.queryByLabelText('Amount')).toBeNull();
  expect(callsOf('api-get-user-payment-details')).toHaveLength(0);
});
