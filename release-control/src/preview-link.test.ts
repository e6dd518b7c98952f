import { readPreview, signPreview } from './preview-link';

const NOW = new Date('2026-11-27T10:00:00Z');
const preview = { name: 'markets', release: '0.2.0-abc', expiresAt: NOW.getTime() + 3_600_000 };

test('a signed preview reads back until it expires', () => {
  const token = signPreview('secret', preview);
  expect(readPreview('secret', token, NOW)).toEqual(preview);
  expect(readPreview('secret', token, new Date(preview.expiresAt))).toBeNull();
});

test('a token signed with another secret, changed, or not one is refused', () => {
  const token = signPreview('secret', preview);
  expect(readPreview('other secret', token, NOW)).toBeNull();
  const [, signed] = token.split('.');
  const forged = `${Buffer.from(JSON.stringify(['markets', '9.9.9-evil', preview.expiresAt])).toString('base64url')}.${signed}`;
  expect(readPreview('secret', forged, NOW)).toBeNull();
  for (const junk of [undefined, '', 'x', 'a.b.c', `${token}x`]) expect(readPreview('secret', junk, NOW)).toBeNull();
});
