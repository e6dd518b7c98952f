import crypto from 'node:crypto';
import { entryMismatch } from './entry-integrity';

const ENTRY = 'var markets = {};';
const released = `sha384-${crypto.createHash('sha384').update(ENTRY).digest('base64')}`;
const serving = (status: number, body: string) => (async () => new Response(body, { status })) as typeof fetch;
const URL = 'https://play.example/releases/markets/0.1.0-abc/remoteEntry.js';

test('an entry whose bytes are not the released ones is an integrity failure, named', async () => {
  await expect(entryMismatch(URL, released, serving(200, `${ENTRY}alert(1)`))).resolves.toMatch(/^remoteEntry\.js is not the one released \(its sha384 is .{12}…, the release's .{12}…\)$/);
});

test('the released entry, one that does not arrive, or an integrity of no known kind is not one', async () => {
  await expect(entryMismatch(URL, released, serving(200, ENTRY))).resolves.toBeNull();
  await expect(entryMismatch(URL, released, serving(404, 'no'))).resolves.toBeNull();
  await expect(entryMismatch(URL, released, (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch)).resolves.toBeNull();
  await expect(entryMismatch(URL, 'md5-abc', serving(200, 'x'))).resolves.toBeNull();
});
