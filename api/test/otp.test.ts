import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

describe.each(testDatabases())('one-time codes on $mode', (kind) => {
  const { api } = testWorld(kind);

  const register = (mobile: string, otp: string) =>
    api.call('api-user-registration', { name: 'Otp Tester', mobile, password: 'pass123', otp });

  test('every answer that sends a code says how many digits it has', async () => {
    const first = await api.call('api-check-mobile', { mobile: '9000000209' });
    api.clock.advance(31_000);
    const answers = [first, await api.call('api-resend-otp', { mobile: '9000000209', purpose: 'register' })];
    expect(answers.map((answer) => answer.body.otp_length)).toEqual([4, 4]);
    expect(api.sms.lastCode('9000000209')).toMatch(/^\d{4}$/);
  });

  test('five wrong codes lock the code: the right one is refused after', async () => {
    await api.call('api-check-mobile', { mobile: '9000000201' });
    const right = api.sms.lastCode('9000000201');
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i += 1) {
      expect((await register('9000000201', wrong)).body.msg).toBe('Invalid OTP. Please try again.');
    }
    expect((await register('9000000201', right)).body.msg).toBe('Too many wrong attempts. Please request a new OTP.');
  });

  test('an expired code is refused; a fresh one works', async () => {
    await api.call('api-check-mobile', { mobile: '9000000202' });
    const code = api.sms.lastCode('9000000202');
    api.clock.advance(10 * 60_000);
    expect((await register('9000000202', code)).body.msg).toBe('This OTP has expired. Please request a new one.');
    await api.call('api-resend-otp', { mobile: '9000000202', purpose: 'register' });
    expect((await register('9000000202', api.sms.lastCode('9000000202'))).statusCode).toBe(200);
  });

  test('a code works once', async () => {
    await api.call('api-check-mobile', { mobile: '9000000203' });
    const code = api.sms.lastCode('9000000203');
    expect((await register('9000000203', code)).statusCode).toBe(200);
    const token = await api.register('9000000204');
    expect(token).toBeTruthy();
    await api.call('api-forget-check-mobile', { mobile: '9000000204' });
    const reset = api.sms.lastCode('9000000204');
    expect((await api.call('api-verify-reset-otp', { mobile: '9000000204', otp: reset })).statusCode).toBe(200);
    expect((await api.call('api-verify-reset-otp', { mobile: '9000000204', otp: reset })).body.msg).toBe(
      'Invalid OTP. Please try again.',
    );
  });

  test('a resend within 30 s is refused; after 30 s it goes', async () => {
    await api.call('api-check-mobile', { mobile: '9000000205' });
    api.clock.advance(29_000);
    expect(await api.call('api-resend-otp', { mobile: '9000000205' })).toMatchObject({
      statusCode: 429,
      body: { msg: 'Please wait 30 seconds before requesting a new OTP.' },
    });
    api.clock.advance(1_000);
    expect((await api.call('api-resend-otp', { mobile: '9000000205' })).statusCode).toBe(200);
  });

  test('the 30 s wait is per flow: a reset code may follow a registration code at once', async () => {
    const token = await api.register('9000000208');
    expect(token).toBeTruthy();
    await api.call('api-add-user-upi-details', { upi_type: '2', google_pay_no: '9555555555' }, token);
    expect((await api.call('api-forget-check-mobile', { mobile: '9000000208' })).statusCode).toBe(200);
  });

  test('at most five codes an hour per number', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await api.call('api-resend-otp', { mobile: '9000000206' })).statusCode).toBe(200);
      api.clock.advance(31_000);
    }
    expect(await api.call('api-resend-otp', { mobile: '9000000206' })).toMatchObject({
      statusCode: 429,
      body: { msg: 'Too many OTP requests for this number. Please try again later.' },
    });
  });

  test('only the newest code counts', async () => {
    await api.call('api-check-mobile', { mobile: '9000000207' });
    const first = api.sms.lastCode('9000000207');
    api.clock.advance(31_000);
    await api.call('api-resend-otp', { mobile: '9000000207' });
    const second = api.sms.lastCode('9000000207');
    if (first !== second) expect((await register('9000000207', first)).statusCode).toBe(400);
    expect((await register('9000000207', second)).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('an operator who sets OTP_LENGTH on $mode', (kind) => {
  const { api } = testWorld(kind).withEnv({ OTP_LENGTH: '6' });

  test('sends six-digit codes and tells the screens so', async () => {
    await api.register('9000000210');
    const answer = await api.call('api-forget-check-mobile', { mobile: '9000000210' });
    expect(answer.body).toMatchObject({ otp_length: 6 });
    expect(api.sms.lastCode('9000000210')).toMatch(/^\d{6}$/);
  });
});
