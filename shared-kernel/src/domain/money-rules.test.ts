import { depositProblem, isWithinWithdrawWindow, receiptProblem, transferProblem, withdrawProblem, type WithdrawRequest } from './money-rules';

const ist = (hhmm: string) => new Date(`2026-11-22T${hhmm}:00+05:30`);

describe('the withdraw window', () => {
  test.each([
    ['09:00 AM', '06:00 PM', '08:59', false],
    ['09:00 AM', '06:00 PM', '09:00', true],
    ['09:00 AM', '06:00 PM', '18:00', true],
    ['09:00 AM', '06:00 PM', '18:01', false],
    ['10:00 PM', '02:00 AM', '23:30', true],
    ['10:00 PM', '02:00 AM', '01:00', true],
    ['10:00 PM', '02:00 AM', '12:00', false],
    ['soon', '06:00 PM', '12:00', false],
  ])('%s to %s at %s IST: %p', (open, close, time, inside) => {
    expect(isWithinWithdrawWindow(open, close, ist(time))).toBe(inside);
  });
});

describe('a withdraw request', () => {
  const request = (change: Partial<WithdrawRequest>): WithdrawRequest => ({
    amount: '1000',
    walletBalance: 5000,
    minWithdrawal: 500,
    method: '2',
    window: { openTime: '09:00 AM', closeTime: '06:00 PM' },
    now: ist('12:00'),
    ...change,
  });

  test.each<[string, Partial<WithdrawRequest>, string | null]>([
    ['a good request', {}, null],
    ['no amount', { amount: '' }, 'Amount is required!'],
    ['a fraction, as typed', { amount: '600.75' }, 'Enter whole points only'],
    ['a thousands separator', { amount: '1,000' }, 'Enter whole points only'],
    ['more than the wallet', { amount: '5001' }, 'Wallet Limit Exceeded'],
    ['under the minimum', { amount: '499' }, 'Min amt is 500'],
    ['no method', { method: null }, 'Please select a payment method'],
    ['outside the window', { now: ist('20:00') }, 'Withdrawals are only allowed during specified hours'],
  ])('%s: %p', (_case, change, message) => {
    expect(withdrawProblem(request(change))).toBe(message);
  });
});

describe('a transfer', () => {
  const base = { phone: '9876543210', ownPhone: '9123456789', points: '100', walletBalance: 1000 };
  test.each<[string, Partial<typeof base>, string | null]>([
    ['100 points to another player', {}, null],
    ['no phone', { phone: '' }, 'Phone No is required!'],
    ['a bad phone', { phone: '12345' }, 'Phone.No is not Valid!'],
    ['to oneself', { phone: '9123456789' }, "Don't Use Your Own Phone No."],
    ['no points', { points: '' }, 'Points is required!'],
    ['a fraction', { points: '100.5' }, 'Enter whole points only'],
    ['a thousands separator', { points: '1,000' }, 'Enter whole points only'],
    ['99 points', { points: '99' }, 'Points Must be More than 100'],
    ['more than the wallet', { points: '1001' }, 'Not Enough Points'],
  ])('%s: %p', (_case, change, message) => {
    expect(transferProblem({ ...base, ...change })).toBe(message);
  });
});

describe('adding funds', () => {
  test.each([
    ['500', 500, 'gpay', null],
    ['499', 500, 'gpay', 'Minimum amount to add is 500'],
    ['', 500, 'gpay', 'Minimum amount to add is 500'],
    ['600.75', 500, 'gpay', 'Enter whole points only'],
    ['1,000', 500, 'gpay', 'Enter whole points only'],
    ['500', 500, null, 'Please select a payment method'],
  ])('%p with minimum %i and method %p: %p', (amount, minDeposit, method, message) => {
    expect(depositProblem({ amount, minDeposit, method })).toBe(message);
  });

  test.each([
    ['1000000', null],
    ['1000001', 'Maximum amount to add is 10,00,000'],
    ['99999999999', 'Maximum amount to add is 10,00,000'],
    ['99999999999999999999999', 'Maximum amount to add is 10,00,000'],
    ['99999999999.5', 'Enter whole points only'],
  ])('%p with the maximum 10,00,000: %p', (amount, message) => {
    expect(depositProblem({ amount, minDeposit: 100, maxDeposit: 1_000_000, method: 'gpay' })).toBe(message);
  });
});

describe('a withdrawal receipt', () => {
  test('is an https link or a 12-digit UTR; anything else says what fits', () => {
    expect(receiptProblem('https://pay.example/r/9')).toBeNull();
    expect(receiptProblem(' 412345678901 ')).toBeNull();
    expect(receiptProblem('')).toBe('Give the payment’s receipt: its https link or its 12-digit UTR reference');
    expect(receiptProblem('http://pay.example/r/9')).toBe('http://pay.example/r/9 is neither an https link nor a 12-digit UTR reference');
    expect(receiptProblem('12345')).toBe('12345 is neither an https link nor a 12-digit UTR reference');
    expect(receiptProblem('javascript:alert(1)')).not.toBeNull();
    expect(receiptProblem('https://')).not.toBeNull();
  });
});
