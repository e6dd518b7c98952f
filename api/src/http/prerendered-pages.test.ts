import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { prerenderedPage } from './prerendered-pages';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prerendered-'));
fs.writeFileSync(
  path.join(dist, 'prerendered.json'),
  JSON.stringify({
    visitor: { '/login': 'login.html' },
    player: { '/imp': 'home-frame.html' },
    playerWithHeadline: { '/imp': 'home-frame-headline.html' },
    headlineSlot: 'matka-headline-slot',
    languages: {
      hi: { visitor: { '/login': 'login.hi.html' }, player: { '/imp': 'home-frame.hi.html' }, playerWithHeadline: { '/imp': 'home-frame-headline.hi.html' } },
      mr: { visitor: { '/login': '../secret.html' }, player: {}, playerWithHeadline: {} },
    },
  }),
);
const fileOf = async (...args: Parameters<typeof prerenderedPage> extends [string, ...infer Rest] ? Rest : never) =>
  path.basename((await prerenderedPage(dist, ...args)).file);

test("a page comes drawn in the language asked for, each kind of page in it", async () => {
  expect(await fileOf('/login', false, false, 'hi')).toBe('login.hi.html');
  expect(await fileOf('/imp', true, false, 'hi')).toBe('home-frame.hi.html');
  expect(await fileOf('/imp', true, true, 'hi')).toBe('home-frame-headline.hi.html');
});

test('English gets the English page; a page a language lacks, or a path out of the build, gets index.html', async () => {
  expect(await fileOf('/login', false, false, 'en')).toBe('login.html');
  expect(await fileOf('/login', false, false)).toBe('login.html');
  expect(await fileOf('/imp', true, false, 'mr')).toBe('index.html');
  expect(await fileOf('/login', false, false, 'mr')).toBe('index.html');
});
