/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
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

  test('none yet: No withdrawal history available; a failed call: NO DATA FOUND', async () => {
    api.reply('api-user-withdraw-transaction-history', { json: { status: true, msg: '', withdrawdata: [] } });
    const first = renderAt(<WithdrawHistory />, '/withdrawhistory');
    expect(await screen.findByText('No withdrawal history available')).toBeTruthy();
    first.unmount();
    clearCallCache();
    api.reply('api-user-withdraw-transaction-history', { status: 500, json: {} });
    renderAt(<WithdrawHistory />, '/withdrawhistory');
    expect(await screen.findByText('NO DATA FOUND')).toBeTruthy();
  });
});

describe('Deposit History', () => {
  const request = (request_id: string, request_status: string, request_amount: number) => ({ request_id, request_status, request_amount, insert_date: '22/11/2026 10:00 AM' });

  test('the approved deposits and the pending requests, each marked; rejected ones are not listed', async () => {
    api.reply('api-fund-request-history', {
      json: { status: true, msg: '', fund_requests: [request('3', 'pending', 777), request('2', 'rejected', 300), request('1', 'approved', 500)] },
    });
    renderAt(<DepositHistory />, '/addfundhistory');
    expect((await screen.findByTestId('deposit-3')).textContent).toContain('777 pts — Pending');
    expect(screen.getByTestId('deposit-1').textContent).toContain('500 pts — Approved');
    expect(screen.queryByTestId('deposit-2')).toBeNull();
    expect(screen.getByText('Pending requests are added to your wallet once approved.')).toBeTruthy();
  });

  test('none: No add fund transactions found.', async () => {
    api.reply('api-fund-request-history', { json: { status: true, msg: '', fund_requests: [request('2', 'rejected', 300)] } });
    renderAt(<DepositHistory />, '/addfundhistory');
    expect(await screen.findByText('No add fund transactions found.')).toBeTruthy();
  });
});
