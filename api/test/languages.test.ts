import { APP_KEY, startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';

describe.each(testDatabases())("a player's language on $mode", (kind) => {
  let api: Harness;
  beforeAll(async () => {
    api = await startHarness(kind);
  });
  afterAll(() => api.close());

  /** A call as the app sends it (under /api/), or as a field client (at the root), with these headers. */
  const call = async (name: string, body: Record<string, unknown>, headers: Record<string, string> = {}, at = '/api/') => {
    const response = await api.app.inject({ method: 'POST', url: `${at}${name}`, headers, payload: { app_key: APP_KEY, ...body } });
    return { statusCode: response.statusCode, body: response.json<Record<string, unknown>>() };
  };
  const lastText = (mobile: string) => [...api.sms.sent].reverse().find((sent) => sent.to === mobile)?.text;

  test("a visitor is answered in their browser's language, the device's choice (cookie) first", async () => {
    const login = { mobile: '9000004401', password: 'whatever' };
    expect((await call('api-user-login', login)).body.msg).toBe('User Not Registered');
    expect((await call('api-user-login', login, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' })).body.msg).toBe('यह नंबर रजिस्टर नहीं है');
    expect((await call('api-user-login', login, { 'accept-language': 'hi', cookie: 'matka_lang=mr' })).body.msg).toBe('हा नंबर नोंदणीकृत नाही');
    // The contract's own messages too (the kernel's catalog).
    expect((await call('api-user-login', { mobile: '12345', password: 'x' }, { cookie: 'matka_lang=hi' })).body.msg).toBe('यह फ़ोन नंबर सही नहीं है!');
  });

  test('the field clients at the root keep English whatever their headers say', async () => {
    const answer = await call('api-user-login', { mobile: '9000004401', password: 'whatever' }, { 'accept-language': 'mr' }, '/');
    expect(answer.body.msg).toBe('User Not Registered');
  });

  test('registering in Marathi: the OTP text is Marathi, the account keeps Marathi, and login says so', async () => {
    const mobile = '9000004402';
    const marathi = { cookie: 'matka_lang=mr' };
    expect((await call('api-check-mobile', { mobile }, marathi)).body.msg).toBe('OTP पाठवला आहे');
    expect(lastText(mobile)).toMatch(/^\d{4} हा तुमचा मटका बाजार नोंदणी OTP आहे\./);
    const registered = await call('api-user-registration', { name: 'Sunita', mobile, password: 'secret-pass', otp: api.sms.lastCode(mobile) }, marathi);
    expect(registered.body).toMatchObject({ msg: 'नोंदणी झाली', language: 'mr' });
    // From another device, in English: the account still reads Marathi.
    expect((await call('api-user-login', { mobile, password: 'secret-pass' })).body).toMatchObject({ msg: 'Login successful', language: 'mr' });
  });

  test('a wrong code is said with the kernel text the screens compare with', async () => {
    const mobile = '9000004403';
    await call('api-check-mobile', { mobile }, { cookie: 'matka_lang=hi' });
    const code = api.sms.lastCode(mobile);
    const wrong = code === '0000' ? '1111' : '0000';
    const answer = await call('api-user-registration', { name: 'Ravi', mobile, password: 'secret-pass', otp: wrong }, { cookie: 'matka_lang=hi' });
    expect(answer.body.msg).toBe('OTP गलत है। कृपया फिर से कोशिश करें।');
  });

  test("the switch stores the account's language; the password-reset text goes in it, whoever asks", async () => {
    const mobile = '9000004404';
    const token = await api.register(mobile);
    expect((await api.call('api-user-language', { language: 'hi' }, token)).body).toMatchObject({ status: true, msg: 'Language saved' });
    expect((await api.call('api-user-language', { language: 'fr' }, token)).statusCode).toBe(400);
    api.clock.advance(31_000);
    await call('api-forget-check-mobile', { mobile }, { 'accept-language': 'en' });
    expect(lastText(mobile)).toMatch(/^\d{4} आपका मटका बाज़ार पासवर्ड रीसेट OTP है।/);
  });
});
