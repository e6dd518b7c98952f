/** @jest-environment jsdom */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { serveFakeApi } from '@matka/shared-kernel/testing';
import { navigatedTo, renderAt } from '../test-support';
import { VERIFY_UPI_STEP_KEY, verifyUpiStep } from '../model/verify-state';
import VerifyUpi from './VerifyUpi';

const api = serveFakeApi();
beforeEach(() => {
  sessionStorage.clear();
  api.reply('api-add-user-upi-details', { json: { status: true, msg: 'UPI Number Added Successfully!' } });
});
afterEach(() => jest.useRealTimers());

const state = { phoneNumber: '9876543210', option: '2', upiNumber: '9222222222' };
const callsOf = (name: string) => api.calls.filter((call) => call.name === name);
const typeCode = (code: string) =>
  [...code].forEach((digit, index) => fireEvent.change(screen.getByLabelText(`OTP digit ${index + 1}`), { target: { value: digit } }));

describe('Verify UPI', () => {
  test('opened without its navigation state: Invalid navigation and a way to start over', () => {
    renderAt(<VerifyUpi />, '/otpwithdraw');
    expect(screen.getByRole('alert').textContent).toBe('Invalid navigation. Please start over.');
    fireEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(navigatedTo().path).toBe('/mymodel');
  });

  test('Secure Transaction: a short code is refused here; the texted code saves the number, then the wallet with a toast', async () => {
    renderAt(<VerifyUpi />, '/otpwithdraw', { state });
    expect(screen.getByRole('heading', { level: 1, name: 'Verify UPI' })).toBeTruthy();
    expect(screen.getByText('Secure Transaction')).toBeTruthy();
    expect(screen.getByText(/sent to \+91 9876543210 to save GPay number 9222222222/)).toBeTruthy();
    typeCode('12');
    fireEvent.click(screen.getByRole('button', { name: 'Verify UPI' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter Valid OTP');
    expect(callsOf('api-add-user-upi-details')).toHaveLength(0);

    typeCode('4821');
    fireEvent.click(screen.getByRole('button', { name: 'Verify UPI' }));
    await waitFor(() => expect(navigatedTo().path).toBe('/imp7'));
    expect(navigatedTo().state).toEqual({ showToast: 'UPI Number Added Successfully!' });
    expect(callsOf('api-add-user-upi-details').map((call) => call.body)).toEqual([expect.objectContaining({ upi_type: '2', otp: '4821' })]);
  });

  test("a wrong code shows the server's message and stays", async () => {
    api.reply('api-add-user-upi-details', { status: 400, json: { status: false, msg: 'Invalid OTP. Please try again.' } });
    renderAt(<VerifyUpi />, '/otpwithdraw', { state });
    typeCode('0000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify UPI' }));
    await waitFor(() => expect(screen.getAllByText('Invalid OTP. Please try again.').length).toBeGreaterThan(0));
    expect(navigatedTo().path).toBeNull();
  });

  test('Resend shows after 30 s and asks for a new code for the same number', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    renderAt(<VerifyUpi />, '/otpwithdraw', { state });
    expect(screen.getByText('Resend in 30 s')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend' })).toBeNull();
    for (let second = 0; second < 30; second += 1) act(() => jest.advanceTimersByTime(1000));
    jest.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(callsOf('api-add-user-upi-details')).toHaveLength(1));
    expect(callsOf('api-add-user-upi-details')[0]?.body).toMatchObject({ upi_type: '2', google_pay_no: '9222222222' });
    expect(callsOf('api-add-user-upi-details')[0]?.body.otp).toBeUndefined();
    expect(await screen.findByText('Resend in 30 s')).toBeTruthy();
  });

  test('reloaded, it goes on with the step this tab kept: the code already sent saves the number, and the step is forgotten', async () => {
    verifyUpiStep.write({ phoneNumber: '9876543210', option: '2', upiNumber: '9222222222' });
    renderAt(<VerifyUpi />, '/otpwithdraw');
    expect(screen.getByText(/sent to \+91 9876543210 to save GPay number 9222222222/)).toBeTruthy();
    typeCode('4821');
    fireEvent.click(screen.getByRole('button', { name: 'Verify UPI' }));
    await waitFor(() => expect(navigatedTo().path).toBe('/imp7'));
    expect(callsOf('api-add-user-upi-details').map((call) => call.body)).toEqual([expect.objectContaining({ upi_type: '2', otp: '4821' })]);
    expect(sessionStorage.getItem(VERIFY_UPI_STEP_KEY)).toBeNull();
  });

  test("another player's step in this tab is never taken", () => {
    verifyUpiStep.write({ phoneNumber: '9123456789', option: '2', upiNumber: '9222222222' });
    renderAt(<VerifyUpi />, '/otpwithdraw');
    expect(screen.getByRole('alert').textContent).toBe('Invalid navigation. Please start over.');
  });
});
