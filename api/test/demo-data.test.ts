import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { demoRandom, seedDemoMarkets } from '../src/demo/seed-markets';
import { DEMO_UPI_ID, seedDemoData, upiPayLink } from '../src/demo/seed-demo';
import { getSetting } from '../src/features/content/settings';
import { PasswordHasher } from '../src/platform/passwords';
import { testDatabases } from './support/test-databases';

/** Reads the QR in a PNG data URL, as a phone's camera would: pixels in, text out (null when there is none). */
function readQr(dataUrl: string): string | null {
  const [head, base64] = dataUrl.split(',');
  expect(head).toBe('data:image/png;base64');
  const png = PNG.sync.read(Buffer.from(base64 ?? '', 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

describe('the demo sequence', () => {
  test('is the same for the same seed, and stays below its bound', () => {
    const a = demoRandom(7);
    const b = demoRandom(7);
    const draws = Array.from({ length: 1000 }, () => a(220));
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b(220)));
    expect(Math.min(...draws)).toBe(0);
    expect(Math.max(...draws)).toBe(219);
  });

  test('its low digits spread evenly (no residue is skipped: the old jodis were all multiples of 4)', () => {
    const random = demoRandom(20_261_122);
    const byResidue = [0, 0, 0, 0];
    for (let i = 0; i < 8000; i += 1) byResidue[random(100) % 4]! += 1;
    for (const count of byResidue) expect(count).toBeGreaterThan(1700);
  });
});

describe.each(testDatabases())('the demo data on $mode', (kind) => {
  let handle: Awaited<ReturnType<typeof kind.create>>;
  // The cheapest scrypt: the demo players' passwords are not what this tests.
  const passwords = new PasswordHasher({ threads: 1, queue: 16, logN: 4 });
  beforeAll(async () => {
    handle = await kind.create();
    await seedDemoData(handle.db, passwords, new Date('2026-11-24T06:30:00Z'));
  });
  afterAll(async () => {
    await passwords.close();
    await handle?.drop();
  });

  test('Gali jodis look drawn: every last digit and every residue of 4 appears', async () => {
    const rows = await handle.db.query<{ jodi: string }>('SELECT jodi FROM results WHERE jodi IS NOT NULL');
    expect(rows.length).toBeGreaterThan(50);
    const jodis = rows.map((row) => Number(row.jodi));
    expect(new Set(jodis.map((jodi) => jodi % 4)).size).toBe(4);
    expect(new Set(jodis.map((jodi) => jodi % 10)).size).toBe(10);
    expect(new Set(jodis).size).toBeGreaterThan(rows.length / 3);
  });

  test('a market does not repeat its result on the next day', async () => {
    const rows = await handle.db.query<{ market_id: number; open_pana: string; close_pana: string | null }>(
      'SELECT market_id, open_pana, close_pana FROM results WHERE open_pana IS NOT NULL ORDER BY market_id, result_date',
    );
    let pairs = 0;
    let repeats = 0;
    rows.forEach((row, i) => {
      const before = rows[i - 1];
      if (before?.market_id !== row.market_id) return;
      pairs += 1;
      if (before.open_pana === row.open_pana && before.close_pana === row.close_pana) repeats += 1;
    });
    expect(pairs).toBeGreaterThan(200);
    // One pana in 220 may come again by chance; a whole result (open and close) never should.
    expect(repeats).toBe(0);
  });

  test("the QR on the QR Payment screen is a real one: a camera reads a UPI payment to the demo's UPI id", async () => {
    const payment = await getSetting(handle.db, 'payment');
    expect(payment.upi_id).toBe(DEMO_UPI_ID);
    expect(readQr(payment.qr_image)).toBe(upiPayLink(DEMO_UPI_ID, 'Matka Bazar'));
    expect(readQr(payment.qr_image)).toBe('upi://pay?pa=matkabazar@upi&pn=Matka%20Bazar&cu=INR');
  });

  test('seeding markets again adds no second result for a day', async () => {
    const [before] = await handle.db.query<{ n: number }>('SELECT count(*)::int AS n FROM results');
    await seedDemoMarkets(handle.db, new Date('2026-11-24T06:30:00Z'));
    const [after] = await handle.db.query<{ n: number }>('SELECT count(*)::int AS n FROM results');
    expect(after?.n).toBe(before?.n);
  });
});
