/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { serveFakeApi } from '@matka/shared-kernel/testing';
import { navigatedTo, renderAt } from '../test-support';
import UpiNumbers from './UpiNumbers';
import Wallet from './Wallet';

const api = serveFakeApi();
beforeEach(() => {
  api.reply('api-get-user-payment-details', {
    json: { status: true, msg: '', payment_details: { google_pay_number: '9111111111', paytm_number: '', phone_pay_number: '' } },
  });
  api.reply('api-add-user-upi-details', { json: { status: true, msg: 'OTP sent to your registered mobile number' } });
});

const callsOf = (name: string) => api.calls.filter((call) => call.name === name);

describe('Wallet', () => {
  test('shows the balance in points and links to Add Fund, Withdraw Fund, Wallet History and Transfer Points', () => {
    renderAt(<Wallet />, '/imp7');
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeTruthy();
    expect(screen.getByTestId('wallet-balance').textContent).toContain('1,000 pts');
    const target = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect([target('Add Fund'), target('Withdraw Fund'), target('Wallet History'), target('Transfer Points')]).toEqual([
      '/imp9',
      '/withdraw',
      '/transaction',
      '/transfer',
    ]);
  });

  test('Withdraw Methods opens to show the saved Paytm, GPay and PhonePe numbers', async () => {
    renderAt(<Wallet />, '/imp7');
    const toggle = screen.getByRole('button', { name: /Withdraw Methods/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('GPay')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await screen.findByText('9111111111');
    const panel = screen.getByRole('region', { name: 'Withdraw Methods' });
    expect(within(panel).getAllByRole('term').map((term) => term.textContent)).toEqual(['Paytm', 'GPay', 'PhonePe']);
    expect(within(panel).getAllByRole('definition').map((value) => value.textContent)).toEqual(['Not added', '9111111111', 'Not added']);
    fireEvent.click(toggle);
    expect(screen.queryByText('9111111111')).toBeNull();
  });

  test('with no saved number the panel says "No payment methods available", with no list of methods under it', async () => {
    api.reply('api-get-user-payment-details', {
      json: { status: true, msg: '', payment_details: { google_pay_number: '', paytm_number: '', phone_pay_number: '' } },
    });
    renderAt(<Wallet />, '/imp7');
    fireEvent.click(screen.getByRole('button', { name: /Withdraw Methods/ }));
    const panel = screen.getByRole('region', { name: 'Withdraw Methods' });
    await within(panel).findByText('No payment methods available');
    expect(within(panel).queryAllByRole('term')).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'Add UPI Number' })).toBeTruthy();
  });

  test('the toast it was sent here with (showToast) shows once', async () => {
    renderAt(<Wallet />, '/imp7', { state: { showToast: 'UPI Number Added Successfully!' } });
    expect((await screen.findByRole('status')).textContent).toBe('UPI Number Added Successfully!');
    expect(screen.getAllByText('UPI Number Added Successfully!')).toHaveLength(1);
  });

  test('the add-UPI modal checks the number, asks for a code and opens Verify UPI with the number by navigation state', async () => {
    renderAt(<Wallet />, '/imp7');
    fireEvent.click(screen.getByRole('button', { name: /Withdraw Methods/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Add UPI Number' }));
    const dialog = screen.getByRole('dialog', { name: 'Add UPI Number' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'GPay' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByText('Phone No is required!')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Phone Number'), { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(within(dialog).getByText('Phone No is not Valid!')).toBeTruthy();
    expect(callsOf('api-add-user-upi-details')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Phone Number'), { target: { value: '9222222222' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(navigatedTo().path).toBe('/otpwithdraw'));
    expect(navigatedTo().state).toEqual({ phoneNumber: '9876543210', option: '2', upiNumber: '9222222222' });
    expect(callsOf('api-add-user-upi-details').map((call) => [call.body.upi_type, call.body.google_pay_no, call.body.otp])).toEqual([['2', '9222222222', undefined]]);
  });

  test("a refused number shows the server's message and stays", async () => {
    api.reply('api-add-user-upi-details', { status: 429, json: { status: false, msg: 'Please wait 30 seconds before requesting a new OTP.' } });
    renderAt(<UpiNumbers />, '/mymodel');
    fireEvent.click(screen.getByRole('radio', { name: 'PhonePe' }));
    fireEvent.change(screen.getByLabelText('Phone Number'), { target: { value: '9333333333' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please wait 30 seconds before requesting a new OTP.');
    expect(callsOf('api-add-user-upi-details')[0]?.body).toMatchObject({ upi_type: '3', phon_pay_no: '9333333333' });
    expect(navigatedTo().path).toBeNull();
  });
});
