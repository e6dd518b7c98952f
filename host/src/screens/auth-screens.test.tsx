/** @jest-environment jsdom */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { sessionAtom } from '@matka/shared-kernel/session';
import { REGISTER_STEP_KEY, RESET_STEP_KEY, registerDraftAtom, resetDraftAtom } from '../session/drafts';
import { renderScreen, startFakeApi } from '@matka/shared-kernel/testing';
import ForgotPassword from './ForgotPassword';
import Login from './Login';
import Register from './Register';
import RegisterOtp from './RegisterOtp';
import ResetOtp from './ResetOtp';
import ResetPassword from './ResetPassword';

let api: Awaited<ReturnType<typeof startFakeApi>>;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  sessionStorage.clear();
  api.calls.length = 0;
  api.reply('api-get-social-data', { json: { status: true, mobile_no: '9123456780', mobile_1: '9123456780', telegram_no: '', app_link: '' } });
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const sent = (name: string) => api.calls.filter((call) => call.name === name);

describe('Login', () => {
  test('an empty form shows both fields\' messages and sends nothing', async () => {
    renderScreen(<Login />, '/login');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Phone No is required!')).toBeTruthy();
    expect(screen.getByText('Password is required!')).toBeTruthy();
    expect(sent('api-user-login')).toEqual([]);
  });

  test('a bad number: "Phone No is not valid!"; the field keeps digits only', () => {
    renderScreen(<Login />, '/login');
    type('Phone Number', '12a34');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Phone No is not valid!')).toBeTruthy();
  });

  test('shows "Submitting..." while busy, then signs in and goes to /imp', async () => {
    api.reply('api-user-login', { json: { status: true, msg: '', user_name: 'Ravi', unique_token: '', mobile: '9876543210' }, held: true });
    const { store } = renderScreen(<Login />, '/login', createStore());
    type('Phone Number', '9876543210');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(busy);
    await waitFor(() => expect(sent('api-user-login')).toHaveLength(1));
    act(() => api.release());
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/imp'));
    expect(store.get(sessionAtom)).toEqual({ username: 'Ravi', mobile: '9876543210' });
    expect(sent('api-user-login')[0]?.body).toMatchObject({ mobile: '9876543210', password: 'secret', app_key: 'test-app-key', env_type: 'Prod' });
  });

  test("a refusal shows the server's text in a toast", async () => {
    api.reply('api-user-login', { status: 404, json: { status: false, msg: 'User Not Registered' } });
    renderScreen(<Login />, '/login');
    type('Phone Number', '9876543210');
    type('Password', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe('User Not Registered');
  });

  test('the password toggle shows and hides it', () => {
    renderScreen(<Login />, '/login');
    const field = screen.getByLabelText('Password', { exact: true }) as HTMLInputElement;
    expect(field.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(field.type).toBe('text');
  });
});

describe('Register', () => {
  test('each empty field has its message', () => {
    renderScreen(<Register />, '/r');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Phone No is required!')).toBeTruthy();
    expect(screen.getByText('Password is required!')).toBeTruthy();
  });

  test('a password under 6 characters is refused before any code is sent', () => {
    renderScreen(<Register />, '/r');
    type('Username', 'Asha');
    type('Phone Number', '9000000001');
    type('Password', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(sent('api-check-mobile')).toHaveLength(0);
  });

  test('"Registering..." while the number is checked, then the OTP screen with the draft in memory', async () => {
    api.reply('api-check-mobile', { json: { status: true, msg: 'OTP sent successfully' }, held: true });
    const store = createStore();
    renderScreen(<Register />, '/r', store);
    type('Username', 'Asha');
    type('Phone Number', '9000000001');
    type('Password', 'pass123');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('button', { name: 'Registering...' });
    await waitFor(() => expect(sent('api-check-mobile')).toHaveLength(1));
    act(() => api.release());
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/otpregister'));
    expect(store.get(registerDraftAtom)).toEqual({ username: 'Asha', phone: '9000000001', password: 'pass123' });
  });
});

describe('Registration OTP', () => {
  test('without a draft it goes back to /r', async () => {
    renderScreen(<RegisterOtp />, '/otpregister');
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/r'));
  });

  test('a short code is "Enter Valid OTP"; Resend Code appears after 30 s', async () => {
    jest.useFakeTimers();
    try {
      const store = createStore();
      store.set(registerDraftAtom, { username: 'Asha', phone: '9000000001', password: 'pass123' });
      renderScreen(<RegisterOtp />, '/otpregister', store);
      expect(screen.getByText('Enter the code sent to +91 9000000001')).toBeTruthy();
      fireEvent.change(screen.getByLabelText('OTP digit 1'), { target: { value: '1' } });
      fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
      expect(screen.getByRole('alert').textContent).toBe('Enter Valid OTP');
      expect(screen.getByText('Resend code in 30 s')).toBeTruthy();
      for (let second = 0; second < 30; second += 1) act(() => jest.advanceTimersByTime(1000));
      expect(screen.getByRole('button', { name: 'Resend Code' })).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });

  test("as many boxes as the server's codes have digits (it says so with every code it sends)", async () => {
    api.reply('api-check-mobile', { json: { status: true, msg: 'OTP sent successfully', otp_length: 6 } });
    const store = createStore();
    renderScreen(<Register />, '/r', store);
    type('Username', 'Asha');
    type('Phone Number', '9000000001');
    type('Password', 'pass123');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.get(registerDraftAtom)?.otpLength).toBe(6));
    cleanup();
    renderScreen(<RegisterOtp />, '/otpregister', store);
    expect(screen.getByLabelText('OTP digit 6')).toBeTruthy();
    expect(screen.queryByLabelText('OTP digit 7')).toBeNull();
  });

  test('a wrong code the server refuses is "Enter Valid OTP", under the boxes and in the toast', async () => {
    api.reply('api-user-registration', { status: 400, json: { status: false, msg: 'Invalid OTP. Please try again.' } });
    const store = createStore();
    store.set(registerDraftAtom, { username: 'Asha', phone: '9000000001', password: 'pass123', otpLength: 4 });
    renderScreen(<RegisterOtp />, '/otpregister', store);
    for (const [index, digit] of [...'1234'].entries()) fireEvent.change(screen.getByLabelText(`OTP digit ${index + 1}`), { target: { value: digit } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(screen.getAllByText('Enter Valid OTP')).toHaveLength(2));
    expect(screen.queryByText(/Error registering/)).toBeNull();
  });

  test('another refusal says "Error registering: …"', async () => {
    api.reply('api-user-registration', { status: 409, json: { status: false, msg: 'User Already Registered' } });
    const store = createStore();
    store.set(registerDraftAtom, { username: 'Asha', phone: '9000000001', password: 'pass123', otpLength: 4 });
    renderScreen(<RegisterOtp />, '/otpregister', store);
    for (const [index, digit] of [...'1234'].entries()) fireEvent.change(screen.getByLabelText(`OTP digit ${index + 1}`), { target: { value: digit } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText('Error registering: User Already Registered')).toBeTruthy();
  });

  test('Back to Previous Page keeps the register form as it was', async () => {
    api.reply('api-check-mobile', { json: { status: true, msg: 'OTP sent successfully', otp_length: 4 } });
    const store = createStore();
    renderScreen(<Register />, '/r', store);
    type('Username', 'Asha');
    type('Phone Number', '9000000001');
    type('Password', 'pass123');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(store.get(registerDraftAtom)).not.toBeNull());
    cleanup();
    renderScreen(<RegisterOtp />, '/otpregister', store);
    fireEvent.click(screen.getByRole('button', { name: 'Back to Previous Page' }));
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/r'));
    cleanup();
    renderScreen(<Register />, '/r', store);
    expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText('Phone Number') as HTMLInputElement).value).toBe('9000000001');
    expect((screen.getByLabelText('Password', { exact: true }) as HTMLInputElement).value).toBe('pass123');
    // Taken back into the form, the draft (with the password) is gone from memory.
    await waitFor(() => expect(store.get(registerDraftAtom)).toBeNull());
  });

  test('the OTP boxes take digits only', () => {
    const store = createStore();
    store.set(registerDraftAtom, { username: 'Asha', phone: '9000000001', password: 'pass123' });
    renderScreen(<RegisterOtp />, '/otpregister', store);
    fireEvent.change(screen.getByLabelText('OTP digit 1'), { target: { value: 'a' } });
    expect((screen.getByLabelText('OTP digit 1') as HTMLInputElement).value).toBe('');
  });
});

describe('Forgot password', () => {
  test.each([
    ['', 'Phone number is required!'],
    ['12345', 'Phone number is not valid!'],
  ])('%p: %s', (phone, message) => {
    renderScreen(<ForgotPassword />, '/forgotpass');
    type('Phone Number', phone);
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    expect(screen.getByText(message)).toBeTruthy();
  });

  test('"Sending..." while busy; the server message shows under the field', async () => {
    api.reply('api-forget-check-mobile', { status: 404, json: { status: false, msg: 'User Not Registered' }, held: true });
    renderScreen(<ForgotPassword />, '/forgotpass');
    type('Phone Number', '9000000009');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await screen.findByRole('button', { name: 'Sending...' });
    await waitFor(() => expect(sent('api-forget-check-mobile')).toHaveLength(1));
    act(() => api.release());
    expect((await screen.findByRole('alert')).textContent).toBe('User Not Registered');
  });
});

describe('Password reset code', () => {
  const typeCode = (code: string) => [...code].forEach((digit, i) => fireEvent.change(screen.getByLabelText(`OTP digit ${i + 1}`), { target: { value: digit } }));

  test('a wrong code is refused on this screen with Invalid OTP, and the player stays to try again', async () => {
    api.reply('api-verify-reset-otp', { status: 400, json: { status: false, msg: 'Invalid OTP. Please try again.' } });
    const store = createStore();
    store.set(resetDraftAtom, { phone: '9000000001' });
    renderScreen(<ResetOtp />, '/otpforgotpass', store);
    typeCode('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid OTP. Please try again.');
    expect(sent('api-verify-reset-otp')[0]?.body).toMatchObject({ mobile: '9000000001', otp: '1234' });
    expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/otpforgotpass');
  });

  test('the right code keeps the ticket and moves on to the new password', async () => {
    api.reply('api-verify-reset-otp', { json: { status: true, msg: 'OTP verified', reset_ticket: 'ticket-from-the-server-0123456789' } });
    const store = createStore();
    store.set(resetDraftAtom, { phone: '9000000001' });
    renderScreen(<ResetOtp />, '/otpforgotpass', store);
    typeCode('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/change-password'));
    expect(store.get(resetDraftAtom)).toEqual({ phone: '9000000001', resetTicket: 'ticket-from-the-server-0123456789' });
  });
});

describe('Change password after reset', () => {
  test('without the flow behind it: "Invalid navigation. Please start over."', () => {
    renderScreen(<ResetPassword />, '/change-password');
    expect(screen.getByRole('alert').textContent).toBe('Invalid navigation. Please start over.');
  });

  test('checks both fields, then "Updating Password...", the success text, and /login after 1.5 s', async () => {
    api.reply('api-forgot-password', { json: { status: true, msg: 'Successfully updated password' }, held: true });
    const store = createStore();
    store.set(resetDraftAtom, { phone: '9000000001', resetTicket: 'ticket-from-the-server-0123456789' });
    renderScreen(<ResetPassword />, '/change-password', store);
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('New Password is required!')).toBeTruthy();
    expect(screen.getByText('Confirm Password is required!')).toBeTruthy();
    type('New Password', 'short');
    type('Confirm New Password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(sent('api-forgot-password')).toHaveLength(0);
    type('New Password', 'new-pass');
    type('Confirm New Password', 'other');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(screen.getByText('Passwords do not match!')).toBeTruthy();
    type('Confirm New Password', 'new-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await screen.findByRole('button', { name: 'Updating Password...' });
    await waitFor(() => expect(sent('api-forgot-password')).toHaveLength(1));
    expect(sent('api-forgot-password')[0]?.body).toMatchObject({ mobile: '9000000001', reset_ticket: 'ticket-from-the-server-0123456789', new_pass: 'new-pass' });
    act(() => api.release());
    expect((await screen.findByText('Successfully updated password')).getAttribute('role')).toBe('status');
    await waitFor(() => expect(screen.getAllByTestId('location').at(-1)?.textContent).toBe('/login'), { timeout: 3000 });
  });
});

describe('a reload on a code screen goes on with the code already sent (issue #38)', () => {
  const typeCode = (code: string) => [...code].forEach((digit, i) => fireEvent.change(screen.getByLabelText(`OTP digit ${i + 1}`), { target: { value: digit } }));
  const at = () => screen.getAllByTestId('location').at(-1)?.textContent;

  test('register: the step is kept for the tab without the password, which the reloaded code screen asks for again', async () => {
    api.reply('api-check-mobile', { json: { status: true, msg: 'OTP sent successfully', otp_length: 4 } });
    renderScreen(<Register />, '/r', createStore());
    type('Username', 'Asha');
    type('Phone Number', '9000000001');
    type('Password', 'pass123');
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(at()).toBe('/otpregister'));
    expect(sessionStorage.getItem(REGISTER_STEP_KEY)).not.toContain('pass123');
    cleanup();

    // The reload: a new page (a new store), this tab's storage.
    api.reply('api-user-registration', { json: { status: true, msg: 'Registered', user_name: 'Asha', mobile: '9000000001' } });
    renderScreen(<RegisterOtp />, '/otpregister', createStore());
    expect(screen.getByText('Enter the code sent to +91 9000000001')).toBeTruthy();
    expect(screen.getByText('Enter your password again to finish registering.')).toBeTruthy();
    typeCode('4821');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(screen.getByText('Password is required!')).toBeTruthy();
    expect(sent('api-user-registration')).toHaveLength(0);
    type('Password', 'pass123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Code' }));
    await waitFor(() => expect(at()).toBe('/imp'));
    expect(sent('api-user-registration')[0]?.body).toMatchObject({ name: 'Asha', mobile: '9000000001', password: 'pass123', otp: '4821' });
    expect(sent('api-check-mobile')).toHaveLength(1);
    expect(sessionStorage.getItem(REGISTER_STEP_KEY)).toBeNull();
  });

  test('reset: the code screen and the new-password screen each survive a reload; done, the step is forgotten', async () => {
    api.reply('api-forget-check-mobile', { json: { status: true, msg: 'OTP sent successfully', otp_length: 4 } });
    renderScreen(<ForgotPassword />, '/forgotpass', createStore());
    type('Phone Number', '9000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' }));
    await waitFor(() => expect(at()).toBe('/otpforgotpass'));
    cleanup();

    api.reply('api-verify-reset-otp', { json: { status: true, msg: 'OTP verified', reset_ticket: 'ticket-from-the-server-0123456789' } });
    renderScreen(<ResetOtp />, '/otpforgotpass', createStore());
    expect(screen.getByText('Enter the code sent to +91 9000000001')).toBeTruthy();
    typeCode('4821');
    fireEvent.click(screen.getByRole('button', { name: 'Verify & Continue' }));
    await waitFor(() => expect(at()).toBe('/change-password'));
    cleanup();

    api.reply('api-forgot-password', { json: { status: true, msg: 'Successfully updated password' } });
    renderScreen(<ResetPassword />, '/change-password', createStore());
    type('New Password', 'new-pass');
    type('Confirm New Password', 'new-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await screen.findByText('Successfully updated password');
    expect(sent('api-forgot-password')[0]?.body).toMatchObject({ mobile: '9000000001', reset_ticket: 'ticket-from-the-server-0123456789', new_pass: 'new-pass' });
    expect(sent('api-forget-check-mobile')).toHaveLength(1);
    expect(sessionStorage.getItem(RESET_STEP_KEY)).toBeNull();
  });
});
