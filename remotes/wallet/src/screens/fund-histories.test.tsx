/** @jest-environment jsdom */
import { fireEvent, screen, within } from '@testing-library/react';
import { clearCallCache } from '@matka/shared-kernel/data';
import { serveFakeApi } from '@matka/shared-kernel/testing';
import { renderAt } from '../test-support';
import DepositHistory from './DepositHistory';
import WithdrawHistory from './WithdrawHistory';

const api = serveFakeApi();

const withdrawal = (request_number: string, request_status: string, payment_receipt = '') => ({
  request_number,
  request_status,
  request_amount: 600,
  insert_date: '22/11/2026 11:05 AM',
  payment_receipt,
  google_pay_number: '9111111111',
  phone_pay_number: '',
  paytm_number: '',
});

describe('Withdraw History', () => {
  test('each request: number, amount in points, date, status; the receipt link once paid', async () => {
    api.reply('api-user-withdraw-transaction-history', {
      json: { status: true, msg: '', withdrawdata: [withdrawal('4', '0'), withdrawal('3', '1'), withdrawal('2', '2', 'https://pay.example/r/2'), withdrawal('1', '7')] },
    });
    renderAt(<WithdrawHistory />, '/withdrawhistory');
    const card = async (id: string) => within(await screen.findByTestId(`withdraw-${id}`));
    const statusOf = async (id: string) => (await card(id)).getByText(/^Status:/).textContent;
    expect([await statusOf('4'), await statusOf('3'), await statusOf('2'), await statusOf('1')]).toEqual([
      'Status: Pending',
      'Status: Cancelled',
      'Status: Approved',
      'Status: Unknown',
    ]);
    const paid = await card('2');
    expect(paid.getByText('Request #2')).toBeTruthy();
    expect(paid.getByText('Amount: 600 pts')).toBeTruthy();
    expect(paid.getByText('Date: 22/11/2026 11:05 AM')).toBeTruthy();
    expect(paid.getByRole('link', { name: 'View Receipt' }).getAttribute('href')).toBe('https://pay.example/r/2');
    expect(screen.getAllByRole('link', { name: 'View Receipt' })).toHaveLength(1);
    expect(api.calls.find((call) => call.name === 'api-user-withdraw-transaction-history')?.body.mobile_no).toBe('9876543210');
  });

  test('a cancelled request says why; a payout by UTR shows the reference instead of a receipt link', async () => {
    const row = { request_amount: 500, insert_date: '22/11/2026 10:00 AM', payment_receipt: '', google_pay_number: '', paytm_number: '', phone_pay_number: '9222233333' };
    api.reply('api-user-withdraw-transaction-history', {
      json: {
        status: true,
        msg: '',
        withdrawdata: [
          { ...row, request_number: '8', request_status: '1', cancel_reason: 'The PhonePe number is not yours', payment_reference: '' },
          { ...row, request_number: '7', request_status: '2', cancel_reason: '', payment_reference: '412345678901' },
        ],
      },
    });
    renderAt(<WithdrawHistory />, '/withdrawhistory');
    expect((await screen.findByTestId('withdraw-8')).textContent).toContain('Reason: The PhonePe number is not yours');
    expect(screen.getByTestId('withdraw-7').textContent).toContain('UTR: 412345678901');
    expect(screen.queryByRole('link', { name: 'View Receipt' })).toBeNull();
  });

  test('none yet: No withdrawal history available; a refused call: NO DATA FOUND; a failed one: could not load, with Retry', async () => {
    api.reply('api-user-withdraw-transaction-history', { json: { status: true, msg: '', withdrawdata: [] } });
    const first = renderAt(<WithdrawHistory />, '/withdrawhistory');
    expect(await screen.findByText('No withdrawal history available')).toBeTruthy();
    first.unmount();
    clearCallCache();
    api.reply('api-user-withdraw-transaction-history', { status: 400, json: { status: false, msg: 'nope' } });
    const second = renderAt(<WithdrawHistory />, '/withdrawhistory');
    expect(await screen.findByText('NO DATA FOUND')).toBeTruthy();
    second.unmount();
    clearCallCache();
    api.reply('api-user-withdraw-transaction-history', { status: 500, json: {} });
    renderAt(<WithdrawHistory />, '/withdrawhistory');
    expect(await screen.findByText('Could not load your history. Check your connection and try again.')).toBeTruthy();
    expect(screen.queryByText('NO DATA FOUND')).toBeNull();
    api.reply('api-user-withdraw-transaction-history', { json: { status: true, msg: '', withdrawdata: [] } });
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No withdrawal history available')).toBeTruthy();
  });
});

describe('Deposit History', () => {
  const request = (request_id: string, request_status: string, request_amount: number) => ({ request_id, request_status, request_amount, insert_date: '22/11/2026 10:00 AM' });

  test('every request, each marked: pending, approved, and rejected with the operator’s reason; the UTR given', async () => {
    api.reply('api-fund-request-history', {
      json: {
        status: true,
        msg: '',
        fund_requests: [
          { ...request('3', 'pending', 777), utr: '412345678901', reject_reason: '' },
          { ...request('2', 'rejected', 300), utr: '', reject_reason: 'No payment with this amount reached us' },
          request('1', 'approved', 500),
        ],
      },
    });
    renderAt(<DepositHistory />, '/addfundhistory');
    expect((await screen.findByTestId('deposit-3')).textContent).toContain('777 pts — Pending');
    expect(screen.getByTestId('deposit-3').textContent).toContain('UTR: 412345678901');
    expect(screen.getByTestId('deposit-1').textContent).toContain('500 pts — Approved');
    expect(screen.getByTestId('deposit-2').textContent).toContain('300 pts — Rejected');
    expect(screen.getByTestId('deposit-2').textContent).toContain('Reason: No payment with this amount reached us');
    expect(screen.getByTestId('deposit-3').textContent).toContain('Waiting for the payment: approved automatically when it arrives.');
    expect(screen.getAllByText('Waiting for the payment: approved automatically when it arrives.')).toHaveLength(1);
  });

  test('a request the payment approved says so, with when; a cashier’s approval does not', async () => {
    api.reply('api-fund-request-history', {
      json: {
        status: true,
        msg: '',
        fund_requests: [
          { ...request('5', 'approved', 750), utr: '433112345678', decided_at: '27/11/2026 10:16 AM', approved_automatically: true },
          { ...request('4', 'approved', 500), utr: '', decided_at: '26/11/2026 06:00 PM', approved_automatically: false },
        ],
      },
    });
    renderAt(<DepositHistory />, '/addfundhistory');
    expect((await screen.findByTestId('deposit-5')).textContent).toContain('Approved automatically: 27/11/2026 10:16 AM');
    expect(screen.getByTestId('deposit-4').textContent).toContain('500 pts — Approved');
    expect(screen.getByTestId('deposit-4').textContent).not.toContain('automatically');
    expect(screen.queryByText(/Waiting for the payment/)).toBeNull();
  });

  test('none: No add fund transactions found.', async () => {
    api.reply('api-fund-request-history', { json: { status: true, msg: '', fund_requests: [] } });
    renderAt(<DepositHistory />, '/addfundhistory');
    expect(await screen.findByText('No add fund transactions found.')).toBeTruthy();
  });
});
