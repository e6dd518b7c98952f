import { testDatabases } from './support/test-databases';
import { testWorld } from './support/world';

// Issue 29, item 9: contact numbers are phone numbers ("abc" was saved and players got a stranger's WhatsApp link), and
// a refused setting says what fits in words, never zod's own report.
describe.each(testDatabases())('content is checked before it reaches players ($mode)', (kind) => {
  const { api } = testWorld(kind);

  const contacts = async () => (await api.operator('GET', '/operator/content')).body.contacts as Record<string, string>;

  test('a contact number that is not a phone number is refused, naming the field; the stored ones stay', async () => {
    expect((await api.operator('POST', '/operator/content/contacts', { mobile_1: '9123456789', mobile_no: '+91 98765 43210', telegram_no: '' })).statusCode).toBe(200);
    expect(await api.operator('POST', '/operator/content/contacts', { mobile_no: 'abc' })).toEqual({
      statusCode: 400,
      body: { error: 'contacts.mobile_no: abc is not a phone number: use digits only, e.g. 9876543210' },
    });
    expect((await api.operator('POST', '/operator/content/contacts', { telegram_no: '12345' })).body.error).toBe(
      'contacts.telegram_no: 12345 is not a phone number: 10 digits, or a country code and the number, or a Telegram username',
    );
    // Telegram also takes a username (the legacy web client links t.me/<name>).
    expect((await api.operator('POST', '/operator/content/contacts', { telegram_no: 'matka_help' })).statusCode).toBe(200);
    expect((await api.operator('POST', '/operator/content/contacts', { telegram_no: '' })).statusCode).toBe(200);
    expect((await api.operator('POST', '/operator/content/contacts', { mobile_1: 9123456789 })).body.error).toBe('contacts.mobile_1: a phone number as text');
    expect(await contacts()).toMatchObject({ mobile_1: '9123456789', mobile_no: '+91 98765 43210', telegram_no: '' });
    const seen = await api.call('api-get-social-data', {});
    expect(JSON.stringify(seen.body)).not.toContain('abc');
  });

  test('withdrawal times and minimum are checked in words', async () => {
    expect((await api.operator('POST', '/operator/content/withdraw', { open_time: '25:00' })).body.error).toBe('withdraw.open_time: a time such as 09:00 AM');
    expect((await api.operator('POST', '/operator/content/withdraw', { min_withdrawal: 'ten' })).body.error).toBe('withdraw.min_withdrawal: a whole number of points');
    expect((await api.operator('POST', '/operator/content/withdraw', { open_time: '10:00 AM', close_time: '08:00 PM' })).statusCode).toBe(200);
    for (const bad of [{ open_time: '25:00' }, { min_withdrawal: 'ten' }, { mobile_no: 'abc' }]) {
      const answer = await api.operator('POST', `/operator/content/${'mobile_no' in bad ? 'contacts' : 'withdraw'}`, bad);
      expect(String(answer.body.error)).not.toMatch(/✖|Invalid input|expected (string|number)/);
    }
  });
});
