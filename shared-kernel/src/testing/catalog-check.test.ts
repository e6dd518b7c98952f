import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineCatalog, type Catalog } from '../languages/catalog';
import { catalogProblems } from './catalog-check';

const english = { bids: '{count, plural, one {# bid} other {# bids}}', title: 'Passbook' } as const;
type Key = keyof typeof english;

/** A source folder whose one file uses `used`, with the catalogs' folder inside it. */
function sourceUsing(used: string[]): { src: string; catalogs: string } {
  const src = fs.mkdtempSync(path.join(os.tmpdir(), 'catalog-check-'));
  const catalogs = path.join(src, 'texts');
  fs.mkdirSync(catalogs);
  fs.writeFileSync(path.join(src, 'Screen.tsx'), used.map((key) => `t('${key}');`).join('\n'));
  // A catalog file names every key: it does not count as a use.
  fs.writeFileSync(path.join(catalogs, 'en.ts'), "export default { bids: '', title: '' };");
  return { src, catalogs };
}

const app = (hindi: Record<string, string>, marathi: Catalog<Key>) =>
  defineCatalog(english, { hi: async () => ({ default: hindi as Catalog<Key> }), mr: async () => ({ default: marathi }) });
const marathi: Catalog<Key> = { bids: '{count, plural, one {# बोली} other {# बोली}}', title: 'पासबुक' };

test('complete catalogs whose keys are all used have no problem', async () => {
  const { src, catalogs } = sourceUsing(['bids', 'title']);
  expect(await catalogProblems(app({ bids: '{count, plural, one {# बोली} other {# बोलियाँ}}', title: 'पासबुक' }, marathi), [src], catalogs)).toEqual([]);
});

test('names a key missing in a language, one English lacks, a value left out, and a key nobody uses', async () => {
  const { src, catalogs } = sourceUsing(['bids']);
  expect(await catalogProblems(app({ bids: '# बोलियाँ', extra: 'x' }, marathi), [src], catalogs)).toEqual([
    'hi: bids names other values than English',
    'hi: missing title',
    'hi: extra is not an English key',
    'title is used nowhere',
  ]);
});

test("a plural case's own one-word text is no value (`=0 {Inbox}` beside `=0 {इनबॉक्स}`)", async () => {
  const inbox = { bell: '{unread, plural, =0 {Inbox} other {Inbox, # unread}}' } as const;
  const catalogs = (text: string) => defineCatalog(inbox, { hi: async () => ({ default: { bell: text } }), mr: async () => ({ default: { bell: text } }) });
  const { src, catalogs: dir } = sourceUsing(['bell']);
  expect(await catalogProblems(catalogs('{unread, plural, =0 {इनबॉक्स} other {इनबॉक्स, # नए}}'), [src], dir)).toEqual([]);
  expect(await catalogProblems(catalogs('{count, plural, =0 {इनबॉक्स} other {इनबॉक्स, # नए}}'), [src], dir)).toEqual([
    'hi: bell names other values than English',
    'mr: bell names other values than English',
  ]);
});
