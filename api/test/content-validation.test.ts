import { readMigrations, splitStatements } from '../src/db/migrate';
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

  // Issue 36, item 4: the legacy clients render How To Play as HTML and open the links as they are.
  test('How To Play is plain text: markup is refused in words; the lines reach the legacy clients escaped, with <br>', async () => {
    for (const [bad, tag] of [['Step one<script>alert(1)</script>', '<script>'], ['<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'], ['a <b>bold</b> step', '<b>']]) {
      expect(await api.operator('POST', '/operator/content/how_to_play', { content: bad })).toEqual({
        statusCode: 400,
        body: { error: `how_to_play.content: plain text, one step a line: HTML such as ${tag} is not allowed` },
      });
    }
    const steps = 'Choose a market\nPlace 10 < 100 points & wait\n"Win" it';
    expect((await api.operator('POST', '/operator/content/how_to_play', { content: steps })).statusCode).toBe(200);
    expect((await api.call('api-how-to-play', {})).body.content).toEqual([
      { how_to_play_content: 'Choose a market<br>Place 10 &lt; 100 points &amp; wait<br>&quot;Win&quot; it', video_link: '' },
    ]);
  });

  test('links are https only (the QR image may also be a PNG or JPEG data: image or a path here); nothing else is stored', async () => {
    const refusals: Array<[string, Record<string, string>, string]> = [
      ['how_to_play', { video_link: 'javascript:alert(1)' }, 'how_to_play.video_link: an https:// link (or nothing)'],
      ['how_to_play', { video_link: 'http://video.example/1' }, 'how_to_play.video_link: an https:// link (or nothing)'],
      ['contacts', { app_link: 'javascript:alert(document.cookie)' }, 'contacts.app_link: an https:// link (or nothing)'],
      ['payment', { qr_image: 'javascript:alert(1)' }, 'payment.qr_image: an https:// link, a /path on this server, or a data:image/png or data:image/jpeg base64 image (or nothing)'],
      ['payment', { qr_image: 'data:text/html;base64,PHNjcmlwdD4=' }, 'payment.qr_image: an https:// link, a /path on this server, or a data:image/png or data:image/jpeg base64 image (or nothing)'],
      ['payment', { qr_image: '//evil.example/qr.png' }, 'payment.qr_image: an https:// link, a /path on this server, or a data:image/png or data:image/jpeg base64 image (or nothing)'],
    ];
    for (const [key, body, error] of refusals) expect(await api.operator('POST', `/operator/content/${key}`, body)).toEqual({ statusCode: 400, body: { error } });
    const shown = await api.operator('GET', '/operator/content');
    expect(JSON.stringify(shown.body)).not.toMatch(/javascript:|data:text|evil/);

    const png = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    expect((await api.operator('POST', '/operator/content/payment', { qr_image: png })).statusCode).toBe(200);
    expect((await api.call('api-get-qr-pay', {})).body.qrdata).toEqual([{ upi_id: '', qr_image: png }]);
    expect((await api.operator('POST', '/operator/content/payment', { qr_image: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' })).statusCode).toBe(200);
    expect((await api.operator('POST', '/operator/content/payment', { qr_image: ' https://cdn.example/qr.png ' })).body).toMatchObject({ payment: { qr_image: 'https://cdn.example/qr.png' } });
    expect((await api.operator('POST', '/operator/content/how_to_play', { video_link: 'https://www.youtube.com/watch?v=1' })).statusCode).toBe(200);
    expect((await api.operator('POST', '/operator/content/contacts', { app_link: 'https://play.example/app.apk' })).statusCode).toBe(200);
    expect((await api.call('api-get-social-data', {})).body).toMatchObject({ app_link: 'https://play.example/app.apk' });
  });

  test('content stored before the checks is made to fit by migration 022: HTML becomes lines, unsafe links go', async () => {
    const store = (key: string, value: unknown) =>
      api.db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, JSON.stringify(value)]);
    await store('how_to_play', { content: '<p>Pick a <b>market</b></p><p>Bid &amp; win<br/>Check results</p><script>alert(1)</script><img src=x onerror=alert(1)>', video_link: 'javascript:alert(1)' });
    await store('contacts', { mobile_1: '', mobile_no: '', telegram_no: '', app_link: 'http://play.example/app.apk' });
    await store('payment', { upi_id: 'shop@okaxis', qr_image: 'javascript:alert(1)', google_upi_payment_id: '', phonepay_upi_payment_id: '', paytm_upi_payment_id: '' });
    const migration = readMigrations().find((m) => m.version === '022_safe_content');
    for (const statement of splitStatements(migration?.sql ?? '')) await api.db.query(statement);

    expect((await api.call('api-how-to-play', {})).body.content).toEqual([{ how_to_play_content: 'Pick a market<br>Bid &amp; win<br>Check results', video_link: '' }]);
    expect((await api.call('api-get-social-data', {})).body).toMatchObject({ app_link: 'https://play.example/app.apk' });
    expect((await api.call('api-get-qr-pay', {})).body.qrdata).toEqual([{ upi_id: 'shop@okaxis', qr_image: '' }]);
    // What was made to fit saves again as it is.
    expect((await api.operator('POST', '/operator/content/how_to_play', {})).statusCode).toBe(200);
  });
});
