/** @jest-environment jsdom */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { clearCallCache } from '@matka/shared-kernel/data';
import { PUSH_MOMENT_EVENT } from '@matka/shared-kernel/push';
import { walletAmountAtom } from '@matka/shared-kernel/session';
import { startFakeApi } from '@matka/shared-kernel/testing';
import { navigatedTo, renderAt, walletStore } from '../test-support';
import AddFunds from './AddFunds';
import PayViaUpi from './PayViaUpi';
import QrPay from './QrPay';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());

const bank = { upi_payment_id: 'matka@upi', google_upi_payment_id: 'matka@okaxis', phonepay_upi_payment_id: 'matka@ybl', paytm_upi_payment_id: '' };
const opened: string[] = [];
beforeEach(() => {
  api.calls.length = 0;
  clearCallCache();
  opened.length = 0;
  window.open = jest.fn((url?: string | URL) => {
    opened.push(String(url));
    return null;
  });
  api.reply('api-get-headline', { json: { status: true, data: [{ id: 2, status: '1', notes: 'Deposits approved in minutes' }] } });
  api.reply('api-last-fund-request-detail', { json: { status: true, msg: '', min_amt: 100 } });
  api.reply('api-admin-bank-details', { json: { status: true, msg: '', bank_details: [bank] } });
  api.reply('api-fund-request-add', { json: { status: true, msg: 'Fund request submitted. Points are added once it is approved.', request_status: 'pending' } });
  api.reply('api-get-qr-pay', { json: { status: true, msg: '', qrdata: [{ upi_id: 'matka@upi', qr_image: '/qr.png' }] } });
});

const callsOf = (name: string) => api.calls.filter((call) => call.name === name);
/** The server's answers to a fund request (api/src/features/wallet/messages.ts): credited as filed, or the UTR asked for. */
const credited = (walletAmt: number) => ({ json: { status: true, msg: 'Payment received: the points are in your wallet.', request_status: 'approved', wallet_amt: walletAmt } });
const utrAsked = {
  json: { status: true, msg: 'Fund request submitted. If it is not approved within a few minutes, add the 12-digit UTR your payment app shows.', request_status: 'pending', request_id: 41 },
};
const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('Add Funds', () => {
  test('Via UPI Apps, Via QR Pay, Deposit History, the add-funds headline (id 2) and the help box', async () => {
    renderAt(<AddFunds />, '/imp9');
    expect(await screen.findByRole('marquee', { name: 'Deposits approved in minutes' })).toBeTruthy();
    expect(callsOf('api-get-headline')[0]?.body.ids).toEqual([2]);
    expect([link('Via UPI Apps'), link('Via QR Pay'), link('Deposit History')]).toEqual(['/payviaupi', '/qrpay', '/addfundhistory']);
    expect(link('Call Now')).toBe('tel:+919123456780');
    expect(link('WhatsApp')).toBe('https://wa.me/919123456781');
  });

  test('with betting off the screen says so: no way to pay, no headline asked for', () => {
    renderAt(<AddFunds />, '/imp9', { store: walletStore({ betting: false }) });
    expect(screen.getByRole('alert').textContent).toBe('Betting is not enabled for your account');
    expect(screen.queryByRole('link', { name: 'Via UPI Apps' })).toBeNull();
    expect(callsOf('api-get-headline')).toHaveLength(0);
  });
});

describe('Pay via UPI', () => {
  const enterAmount = (value: string) => fireEvent.change(screen.getByLabelText('Amount (INR)'), { target: { value } });
  const addMoneyReady = () => waitFor(() => expect((screen.getByRole('button', { name: 'Add Money' }) as HTMLButtonElement).disabled).toBe(false));

  test('Loading payment options... until the UPI ids come; the minimum from the server; Add Money waits for both choices', async () => {
    api.reply('api-admin-bank-details', { json: { status: true, msg: '', bank_details: [bank] }, held: true });
    renderAt(<PayViaUpi />, '/payviaupi');
    expect(screen.getByRole('status').textContent).toBe('Loading payment options...');
    await waitFor(() => expect(callsOf('api-admin-bank-details')).toHaveLength(1));
    api.release();
    const addMoney = screen.getByRole('button', { name: 'Add Money' }) as HTMLButtonElement;
    expect(await screen.findByText('Minimum amount to add is 100')).toBeTruthy();
    expect((await screen.findAllByRole('radio')).map((radio) => radio.parentElement?.textContent)).toEqual(['PhonePe', 'Google Pay', 'Paytm', 'Other UPI Gateway']);
    expect(addMoney.disabled).toBe(true);
    enterAmount('50');
    expect(addMoney.disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Google Pay' }));
    await addMoneyReady();
    fireEvent.click(addMoney);
    expect(screen.getByRole('alert').textContent).toBe('Minimum amount to add is 100');
    enterAmount('600.75');
    fireEvent.click(addMoney);
    expect(await screen.findByText('Enter whole points only')).toBeTruthy();
    expect((screen.getByLabelText('Amount (INR)') as HTMLInputElement).value).toBe('600.75');
    expect(opened).toEqual([]);
  });

  test('says to pay the exact amount and that it is approved automatically once the payment arrives', async () => {
    renderAt(<PayViaUpi />, '/payviaupi');
    expect(await screen.findByText('Pay this exact amount in your UPI app.')).toBeTruthy();
    expect(screen.getByText('Your deposit is approved automatically once the payment arrives.')).toBeTruthy();
  });

  test('opens the UPI intent in a new tab and files one fund request 2 s later; credited as filed: the wallet rises, then Deposit History', async () => {
    api.reply('api-fund-request-add', credited(1777));
    const { store } = renderAt(<PayViaUpi />, '/payviaupi');
    fireEvent.click(await screen.findByRole('radio', { name: 'PhonePe' }));
    enterAmount('777');
    await addMoneyReady();
    const tapped = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Add Money' }));
    fireEvent.click(screen.getByRole('button', { name: 'Processing...' }));
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatch(/^upi:\/\/pay\?pa=matka%40ybl&pn=Asha&am=777\.00&cu=INR&tn=Add%20Funds&tr=txn\d{13}$/);
    expect(callsOf('api-fund-request-add')).toHaveLength(0);
    await waitFor(() => expect(navigatedTo().path).toBe('/addfundhistory'), { timeout: 4000 });
    const requests = callsOf('api-fund-request-add');
    expect(requests.map((call) => [call.body.request_amount, call.body.payment_method])).toEqual([[777, 'phonepe']]);
    expect(typeof requests[0]?.body.idempotency_key).toBe('string');
    expect(Date.now() - tapped).toBeGreaterThanOrEqual(1900);
    expect(screen.getByText('Payment received: the points are in your wallet.')).toBeTruthy();
    expect(store.get(walletAmountAtom)).toBe(1777);
  });

  test('no payment matched it: the server asks for the UTR, which is put on that same request', async () => {
    api.reply('api-fund-request-add', utrAsked);
    const { store } = renderAt(<PayViaUpi />, '/payviaupi');
    fireEvent.click(await screen.findByRole('radio', { name: 'Google Pay' }));
    enterAmount('650');
    await addMoneyReady();
    const moments = jest.fn();
    window.addEventListener(PUSH_MOMENT_EVENT, moments);
    fireEvent.click(screen.getByRole('button', { name: 'Add Money' }));
    expect((await screen.findByRole('alert', {}, { timeout: 4000 })).textContent).toBe(utrAsked.json.msg);
    expect(navigatedTo().path).toBeNull();
    // Not filed yet: not the moment to offer pushes (docs/screens.md § The shell, the push offer).
    expect(moments).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('UTR reference (12 digits)'), { target: { value: '4123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit UTR' }));
    expect(await screen.findByText('The UTR reference is the 12 digits your payment app shows')).toBeTruthy();
    expect(callsOf('api-fund-request-add')).toHaveLength(1);
    api.reply('api-fund-request-add', credited(1650));
    fireEvent.change(screen.getByLabelText('UTR reference (12 digits)'), { target: { value: '4123 4567 8901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit UTR' }));
    await waitFor(() => expect(navigatedTo().path).toBe('/addfundhistory'));
    expect(callsOf('api-fund-request-add').map((call) => [call.body.request_amount, call.body.payment_method, call.body.utr, call.body.request_id])).toEqual([
      [650, 'gpay', undefined, undefined],
      [650, 'gpay', '412345678901', 41],
    ]);
    expect(store.get(walletAmountAtom)).toBe(1650);
    expect(moments).toHaveBeenCalledTimes(1);
    window.removeEventListener(PUSH_MOMENT_EVENT, moments);
  });

  test('more than the server takes says the maximum, and opens nothing', async () => {
    api.reply('api-last-fund-request-detail', { json: { status: true, msg: '', min_amt: 100, max_amt: 1_000_000 } });
    renderAt(<PayViaUpi />, '/payviaupi');
    fireEvent.click(await screen.findByRole('radio', { name: 'PhonePe' }));
    enterAmount('99999999999');
    await addMoneyReady();
    fireEvent.click(screen.getByRole('button', { name: 'Add Money' }));
    expect(screen.getByRole('alert').textContent).toBe('Maximum amount to add is 10,00,000');
    expect(opened).toEqual([]);
  });

  test('no UPI id for the chosen app: its text, nothing opened', async () => {
    renderAt(<PayViaUpi />, '/payviaupi');
    fireEvent.click(await screen.findByRole('radio', { name: 'Paytm' }));
    enterAmount('500');
    await addMoneyReady();
    fireEvent.click(screen.getByRole('button', { name: 'Add Money' }));
    expect(screen.getByRole('alert').textContent).toBe('UPI ID not found for the selected payment method.');
    expect(opened).toEqual([]);
  });

  test("failures to load: their texts (the minimum falls back to 0)", async () => {
    api.reply('api-admin-bank-details', { status: 500, json: {} });
    api.reply('api-last-fund-request-detail', { status: 500, json: {} });
    renderAt(<PayViaUpi />, '/payviaupi');
    expect(await screen.findByText('Failed to load payment options. Please try again later.')).toBeTruthy();
    expect(await screen.findByText('An error occurred while fetching minimum deposit amount.')).toBeTruthy();
  });
});

describe('QR Payment', () => {
  test("shows the operator's QR and UPI id; Copy copies it", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt(<QrPay />, '/qrpay');
    expect((await screen.findByRole('img', { name: 'QR code to pay matka@upi' })).getAttribute('src')).toBe('/qr.png');
    fireEvent.click(screen.getByRole('button', { name: 'Copy UPI ID' }));
    expect((await screen.findByRole('status')).textContent).toBe('UPI ID Copied!');
    expect(writeText).toHaveBeenCalledWith('matka@upi');
  });

  test('says what to enter, and that the deposit is approved automatically once the payment arrives', async () => {
    renderAt(<QrPay />, '/qrpay');
    expect(await screen.findByText('Enter the exact amount you paid and the 12-digit UTR your payment app shows.')).toBeTruthy();
    expect(screen.getByText('Your deposit is approved automatically once the payment arrives.')).toBeTruthy();
  });

  test('after paying, the player files the request for the amount paid; credited as filed, the wallet shows it at once', async () => {
    api.reply('api-fund-request-add', credited(1500));
    const { store } = renderAt(<QrPay />, '/qrpay');
    fireEvent.change(await screen.findByLabelText('Amount Paid (INR)'), { target: { value: '40' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Minimum amount to add is 100')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount Paid (INR)'), { target: { value: '1,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Enter whole points only')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Amount Paid (INR)'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(navigatedTo().path).toBe('/addfundhistory'));
    expect(callsOf('api-fund-request-add').map((call) => [call.body.request_amount, call.body.payment_method])).toEqual([[500, 'qr']]);
    expect(screen.getByText('Payment received: the points are in your wallet.')).toBeTruthy();
    expect(store.get(walletAmountAtom)).toBe(1500);
  });

  test('filed without a UTR and not matched: the server’s request for it shows, and the player files it with the UTR', async () => {
    api.reply('api-fund-request-add', utrAsked);
    const { store } = renderAt(<QrPay />, '/qrpay');
    fireEvent.change(await screen.findByLabelText('Amount Paid (INR)'), { target: { value: '500' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(utrAsked.json.msg);
    expect(navigatedTo().path).toBeNull();
    api.reply('api-fund-request-add', { json: { status: true, msg: 'Fund request submitted. Points are added once it is approved.', request_status: 'pending' } });
    fireEvent.change(screen.getByLabelText('UTR reference (optional)'), { target: { value: '412345678901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(navigatedTo().path).toBe('/addfundhistory'));
    expect(screen.getByText('Fund request submitted. Points are added once it is approved.')).toBeTruthy();
    expect(callsOf('api-fund-request-add').map((call) => call.body.utr)).toEqual([undefined, '412345678901']);
    expect(store.get(walletAmountAtom)).toBe(1000);
  });

  test('the payment’s UTR reference goes with the request when given: 12 digits, or it says what fits', async () => {
    renderAt(<QrPay />, '/qrpay');
    fireEvent.change(await screen.findByLabelText('Amount Paid (INR)'), { target: { value: '500' } });
    fireEvent.change(screen.getByLabelText('UTR reference (optional)'), { target: { value: '41234' } });
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit Request' }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('The UTR reference is the 12 digits your payment app shows')).toBeTruthy();
    expect(callsOf('api-fund-request-add')).toEqual([]);
    fireEvent.change(screen.getByLabelText('UTR reference (optional)'), { target: { value: '4123 4567 8901' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    await waitFor(() => expect(navigatedTo().path).toBe('/addfundhistory'));
    expect(callsOf('api-fund-request-add').map((call) => call.body.utr)).toEqual(['412345678901']);
  });

  test.each([
    ['no QR image', { status: true, msg: '', qrdata: [{ upi_id: 'matka@upi', qr_image: '' }] }, 'QR code not available'],
    ['no UPI id', { status: true, msg: '', qrdata: [{ upi_id: '', qr_image: '/qr.png' }] }, 'Failed to retrieve payment details'],
    ['no payment details', { status: true, msg: '', qrdata: [] }, 'Something went wrong. Please try again later.'],
  ])('%s: its text', async (_, json, text) => {
    api.reply('api-get-qr-pay', { json });
    renderAt(<QrPay />, '/qrpay');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  test('the call fails: its text', async () => {
    api.reply('api-get-qr-pay', { status: 500, json: {} });
    renderAt(<QrPay />, '/qrpay');
    expect(await screen.findByText('Failed to load payment details. Please try again later.')).toBeTruthy();
  });
});
