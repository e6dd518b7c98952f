import { APP_KEY } from './support/api-harness';
import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

describe.each(testDatabases())('accounts on $mode', (kind) => {
  const { api } = testWorld(kind);

  describe('registration', () => {
    test('a free number gets an OTP by SMS, never in the answer, and registering with it signs in', async () => {
      const check = await api.call('api-check-mobile', { mobile: '9000000101' });
      expect(check).toEqual({ statusCode: 200, body: { status: true, msg: 'OTP sent successfully', otp_length: 4 } });
      const code = api.sms.lastCode('9000000101');
      expect(code).toMatch(/^\d{4}$/);

      const registered = await api.call('api-user-registration', { name: 'Asha', mobile: '9000000101', password: 'pass123', otp: code });
      expect(registered.statusCode).toBe(200);
      expect(registered.body).toMatchObject({ status: true, user_name: 'Asha', mobile: '9000000101' });
      const token = String(registered.body.unique_token);
      expect(token.length).toBeGreaterThanOrEqual(32);
      const details = await api.call('api-get-user-details', {}, token);
      expect(details.body).toMatchObject({ status: true, user_name: 'Asha', wallet_amt: 0, betting_status: '1' });
    });

    test('a registered number is refused: "User Already Registered"', async () => {
      const answer = await api.call('api-check-mobile', { mobile: '9000000101' });
      expect(answer).toEqual({ statusCode: 409, body: { status: false, msg: 'User Already Registered', code: 'already_registered' } });
    });

    test('registering with a wrong code creates nothing', async () => {
      api.clock.advance(31_000);
      await api.call('api-check-mobile', { mobile: '9000000102' });
      const wrong = api.sms.lastCode('9000000102') === '0000' ? '1111' : '0000';
      const answer = await api.call('api-user-registration', { name: 'B', mobile: '9000000102', password: 'pass123', otp: wrong });
      expect(answer).toMatchObject({ statusCode: 400, body: { status: false, msg: 'Invalid OTP. Please try again.' } });
      const login = await api.call('api-user-login', { mobile: '9000000102', password: 'pass123' });
      expect(login.body.msg).toBe('User Not Registered');
    });

    test.each([
      [{ mobile: '12345' }, 'Phone No is not valid!'],
      [{ mobile: '' }, 'Phone No is not valid!'],
      [{}, 'mobile: Invalid input: expected string, received undefined'],
    ])('a bad number %p is a 400: %s', async (body, msg) => {
      await expect(api.call('api-check-mobile', body)).resolves.toEqual({ statusCode: 400, body: { status: false, msg, code: 'invalid_body' } });
    });
  });

  describe('login', () => {
    test('the right password signs in; the session works until logout', async () => {
      const login = await api.call('api-user-login', { mobile: '9000000101', password: 'pass123' });
      expect(login.body).toMatchObject({ status: true, user_name: 'Asha', mobile: '9000000101' });
      const token = String(login.body.unique_token);
      expect((await api.call('api-user-wallet-balance', {}, token)).body).toMatchObject({ status: true, wallet_amt: 0 });
      await api.call('api-user-logout', {}, token);
      expect(await api.call('api-user-wallet-balance', {}, token)).toMatchObject({
        statusCode: 401,
        body: { status: false, msg: 'Your session has expired. Please log in again.' },
      });
    });

    test('an unknown number: "User Not Registered"; a wrong password: 401', async () => {
      expect((await api.call('api-user-login', { mobile: '9000000999', password: 'x' })).body.msg).toBe('User Not Registered');
      expect(await api.call('api-user-login', { mobile: '9000000101', password: 'nope' })).toMatchObject({ statusCode: 401 });
    });

    test('a browser gets the token only as an HttpOnly cookie', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/api-user-login',
        headers: { origin: 'http://localhost', host: 'localhost' },
        payload: { app_key: 'test-app-key-0001', env_type: 'Prod', mobile: '9000000101', password: 'pass123' },
      });
      expect(response.json()).toMatchObject({ status: true, unique_token: '' });
      const [cookie = '', device = ''] = [response.headers['set-cookie'] ?? []].flat();
      expect(cookie).toMatch(/^matka_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
      // The device cookie: this browser is known from now on (its own allowance of wrong passwords).
      expect(device).toMatch(/^matka_device=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=7776000$/);
      const session = cookie.split(';')[0] ?? '';
      const same = await api.app.inject({
        method: 'POST',
        url: '/api/api-user-wallet-balance',
        headers: { cookie: session, origin: 'http://localhost', host: 'localhost' },
        payload: { app_key: 'test-app-key-0001', env_type: 'Prod' },
      });
      expect(same.statusCode).toBe(200);
      const crossSite = await api.app.inject({
        method: 'POST',
        url: '/api/api-user-wallet-balance',
        headers: { cookie: session, origin: 'https://evil.example', host: 'localhost' },
        payload: { app_key: 'test-app-key-0001', env_type: 'Prod' },
      });
      expect(crossSite.statusCode).toBe(403);
    });

    test('ten failed logins for a number lock it for 15 minutes', async () => {
      const mobile = '9000000103';
      await api.register(mobile, 'Locky', 'right-pass');
      for (let i = 0; i < 10; i += 1) await api.call('api-user-login', { mobile, password: 'wrong' });
      const locked = await api.call('api-user-login', { mobile, password: 'right-pass' });
      expect(locked).toMatchObject({ statusCode: 429, body: { msg: 'Too many attempts. Please try again later.' } });
      api.clock.advance(15 * 60_000 + 1000);
      expect((await api.call('api-user-login', { mobile, password: 'right-pass' })).statusCode).toBe(200);
    });

    test('a wrong app_key is refused before anything else', async () => {
      const response = await api.app.inject({
        method: 'POST',
        url: '/api/api-user-login',
        payload: { app_key: 'nope', env_type: 'Prod', mobile: '9000000101', password: 'pass123' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: false, msg: 'Invalid app key' });
    });
  });

  describe('password reset and change', () => {
    test('forgot password: code by SMS, new password works, old does not, old sessions end', async () => {
      const mobile = '9000000104';
      const oldToken = await api.register(mobile, 'Forgetful', 'old-pass');
      expect((await api.call('api-forget-check-mobile', { mobile })).body).toMatchObject({ status: true });
      const otp = api.sms.lastCode(mobile);
      const verified = await api.call('api-verify-reset-otp', { mobile, otp });
      expect(verified.body).toMatchObject({ status: true, reset_ticket: expect.stringMatching(/^[\w-]{43}$/) });
      expect((await api.call('api-forgot-password', { mobile, reset_ticket: verified.body.reset_ticket, new_pass: 'new-pass' })).body).toEqual({
        status: true,
        msg: 'Successfully updated password',
      });
      expect((await api.call('api-user-login', { mobile, password: 'old-pass' })).statusCode).toBe(401);
      expect((await api.call('api-user-login', { mobile, password: 'new-pass' })).statusCode).toBe(200);
      expect((await api.call('api-user-wallet-balance', {}, oldToken)).statusCode).toBe(401);
    });

    test('a wrong reset code is refused on its own step, and buys no ticket; the right one still works after', async () => {
      const mobile = '9000000116';
      await api.register(mobile, 'Unsure', 'old-pass');
      await api.call('api-forget-check-mobile', { mobile });
      const otp = api.sms.lastCode(mobile);
      expect(await api.call('api-verify-reset-otp', { mobile, otp: otp === '0000' ? '1111' : '0000' })).toEqual({
        statusCode: 400,
        body: { status: false, msg: 'Invalid OTP. Please try again.', code: 'otp_invalid' },
      });
      const verified = await api.call('api-verify-reset-otp', { mobile, otp });
      expect(verified.body.status).toBe(true);
      // The code is used up by the ticket: it cannot buy a second one.
      expect((await api.call('api-verify-reset-otp', { mobile, otp })).body.msg).toBe('Invalid OTP. Please try again.');
    });

    test('a reset ticket works once, for its own number, for 10 minutes', async () => {
      const mobile = '9000000117';
      await api.register(mobile, 'Ticket', 'old-pass');
      await api.register('9000000118', 'Someone', 'their-pass');
      const ticketFor = async () => {
        api.clock.advance(31_000);
        await api.call('api-forget-check-mobile', { mobile });
        return String((await api.call('api-verify-reset-otp', { mobile, otp: api.sms.lastCode(mobile) })).body.reset_ticket);
      };
      const expired = { statusCode: 400, body: { status: false, msg: 'This password reset has expired. Please start over.', code: 'reset_expired' } };
      const ticket = await ticketFor();
      expect(await api.call('api-forgot-password', { mobile: '9000000118', reset_ticket: ticket, new_pass: 'stolen' })).toEqual(expired);
      expect((await api.call('api-forgot-password', { mobile, reset_ticket: ticket, new_pass: 'pass-1' })).statusCode).toBe(200);
      expect(await api.call('api-forgot-password', { mobile, reset_ticket: ticket, new_pass: 'pass-2' })).toEqual(expired);
      const late = await ticketFor();
      api.clock.advance(10 * 60_000);
      expect(await api.call('api-forgot-password', { mobile, reset_ticket: late, new_pass: 'pass-3' })).toEqual(expired);
      expect(await api.call('api-forgot-password', { mobile, reset_ticket: 'x'.repeat(43), new_pass: 'pass-3' })).toEqual(expired);
      expect((await api.call('api-user-login', { mobile, password: 'pass-1' })).statusCode).toBe(200);
      expect((await api.call('api-user-login', { mobile: '9000000118', password: 'their-pass' })).statusCode).toBe(200);
    });

    test('forgot password for an unknown number: "User Not Registered"', async () => {
      expect((await api.call('api-forget-check-mobile', { mobile: '9000000998' })).body.msg).toBe('User Not Registered');
    });

    test('change password: checked by the server; the session that asked goes on, every other one ends', async () => {
      const mobile = '9000000105';
      const token = await api.register(mobile, 'Changer', 'first-pass');
      const elsewhere = String((await api.call('api-user-login', { mobile, password: 'first-pass' })).body.unique_token);
      expect((await api.call('api-change-password', { old_pass: 'wrong', new_pass: 'second-pass' }, token)).body).toMatchObject({
        status: false,
        msg: 'Old password is incorrect',
      });
      expect((await api.call('api-user-wallet-balance', {}, elsewhere)).statusCode).toBe(200);
      // As our own page sends it: the session in its cookie.
      const changed = await api.app.inject({
        method: 'POST',
        url: '/api/api-change-password',
        headers: { cookie: `matka_session=${token}` },
        payload: { app_key: APP_KEY, env_type: 'Prod', old_pass: 'first-pass', new_pass: 'second-pass' },
      });
      expect(changed.json()).toEqual({ status: true, msg: 'Successfully changed password' });
      // No cookie is cleared: the caller stays signed in.
      expect(changed.headers['set-cookie']).toBeUndefined();
      expect((await api.call('api-user-wallet-balance', {}, token)).statusCode).toBe(200);
      expect((await api.call('api-user-wallet-balance', {}, elsewhere)).statusCode).toBe(401);
      expect((await api.call('api-user-login', { mobile, password: 'first-pass' })).statusCode).toBe(401);
      expect((await api.call('api-user-login', { mobile, password: 'second-pass' })).statusCode).toBe(200);
    });
  });

  describe('profile and settings', () => {
    test('the name changes; an empty one is refused with Name is required!', async () => {
      const token = await api.register('9000000106', 'Old Name');
      expect((await api.call('api-profile-update', { user_name: 'New Name' }, token)).body).toMatchObject({ status: true, user_name: 'New Name' });
      expect((await api.call('api-get-user-details', {}, token)).body.user_name).toBe('New Name');
      expect((await api.call('api-profile-update', { user_name: ' ' }, token)).body).toMatchObject({ status: false, msg: 'Name is required!' });
    });

    test('social data and user details carry the operator contact numbers', async () => {
      await api.operator('POST', '/operator/content/contacts', { mobile_1: '9123456780', mobile_no: '9123456781', telegram_no: '9123456782' });
      expect((await api.call('api-get-social-data')).body).toMatchObject({ mobile_no: '9123456781' });
      const token = await api.register('9000000107');
      expect((await api.call('api-get-user-details', {}, token)).body).toMatchObject({ mobile_1: '9123456780', telegram_no: '9123456782' });
    });

    test('the betting flag follows the operator switch', async () => {
      const token = await api.register('9000000108');
      await api.operator('POST', '/operator/users/betting', { mobile: '9000000108', enabled: false });
      expect((await api.call('api-get-user-details', {}, token)).body.betting_status).toBe('0');
    });

    test('a call that needs a session says so without one', async () => {
      expect(await api.call('api-get-user-details')).toMatchObject({ statusCode: 401, body: { msg: 'Please log in to continue' } });
    });
  });
});
