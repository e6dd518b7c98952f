import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setSetting } from '../src/features/content/settings';
import { startHarness, type Harness } from './support/api-harness';
import { testDatabases } from './support/test-databases';

const SLOT = 'matka-headline-slot-test';

/** A host build's pages as render-pages.tsx writes them: Home's frame with and without its headline, and the listing. */
function builtHost(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'matka-frame-'));
  const dist = path.join(root, 'host', 'dist');
  fs.mkdirSync(dist, { recursive: true });
  const page = (main: string) => `<!doctype html><html><head><title>Matka Bazar</title></head><body><div id="root" data-prerendered="home-frame"><header>MATKA BAZAR</header><main>${main}</main></div></body></html>`;
  fs.writeFileSync(path.join(dist, 'index.html'), page(''));
  fs.writeFileSync(path.join(dist, 'home-frame.html'), page('<!--frame-->'));
  fs.writeFileSync(
    path.join(dist, 'home-frame-headline.html'),
    page(`<div role="marquee" aria-label="${SLOT}"><span aria-hidden="true">${SLOT}  •  <!-- -->${SLOT}  •  </span></div>`),
  );
  fs.writeFileSync(path.join(dist, 'remotes.json'), '{"remotes":[]}');
  fs.writeFileSync(
    path.join(dist, 'prerendered.json'),
    JSON.stringify({
      visitor: {},
      player: { '/': 'home-frame.html', '/imp': 'home-frame.html' },
      playerWithHeadline: { '/': 'home-frame-headline.html', '/imp': 'home-frame-headline.html' },
      headlineSlot: SLOT,
    }),
  );
  return root;
}

// An operator's text that would be markup, a script's end and a replacement pattern if it were pasted in as it is.
const NASTY = `Results <b>daily</b> & "fast" </script><img src=x onerror=alert(1)> $& $' it's`;
const NASTY_AS_HTML = 'Results &lt;b&gt;daily&lt;/b&gt; &amp; &quot;fast&quot; &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; $&amp; $&#39; it&#39;s';

describe.each(testDatabases())("Home's frame with its headline, on $mode", (kind) => {
  let api: Harness;
  let webRoot: string;
  let player: string;
  const mobile = '9000000101';

  beforeAll(async () => {
    webRoot = builtHost();
    api = await startHarness(kind, { SERVE_WEB: 'true', WEB_ROOT: webRoot });
    player = await api.register(mobile);
  });
  afterAll(async () => {
    await api?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await api.operator('POST', '/operator/users/betting', { mobile, enabled: true });
    await setSetting(api.db, 'headlines', [
      { id: 1, status: true, notes: NASTY },
      { id: 2, status: true, notes: 'Add funds by UPI' },
    ]);
  });

  const page = async (url: string, token?: string) => {
    const response = await api.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(token ? { cookie: `matka_session=${token}` } : {}) } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const broughtHeadlines = (html: string) => {
    const inline = /<script type="application\/json" id="matka-headlines">(.*?)<\/script>/.exec(html)?.[1];
    return inline === undefined ? undefined : (JSON.parse(inline) as unknown);
  };

  test('a player whose betting is on gets the headline drawn in the page, escaped in the label and both copies, on / and /imp', async () => {
    for (const url of ['/imp', '/', '/imp/']) {
      const html = await page(url, player);
      expect(html).not.toContain(SLOT);
      expect(html).toContain(`aria-label="${NASTY_AS_HTML}"`);
      expect(html.split(NASTY_AS_HTML)).toHaveLength(4);
      // Nothing of the text became markup: no element, attribute or script end of the operator's.
      expect(html).not.toMatch(/<img|<b>|<\/script><img/);
      expect(html.match(/<\/script>/g)?.length).toBe(1);
      // The same text rides in the page's data, for Home to draw the same headline.
      expect(broughtHeadlines(html)).toEqual([
        { id: 1, notes: NASTY },
        { id: 2, notes: 'Add funds by UPI' },
      ]);
    }
  });

  test('a player whose betting is off gets the frame without a headline, and no headlines in the page', async () => {
    await api.operator('POST', '/operator/users/betting', { mobile, enabled: false });
    const html = await page('/imp', player);
    expect(html).toContain('<!--frame-->');
    expect(html).not.toContain('marquee');
    expect(html).not.toContain(SLOT);
    expect(broughtHeadlines(html)).toBeUndefined();
    // Switched on again: the next page has it (each instance hears of the change: sessions.ts).
    await api.operator('POST', '/operator/users/betting', { mobile, enabled: true });
    expect(await page('/imp', player)).toContain(`aria-label="${NASTY_AS_HTML}"`);
  });

  test("Home's headline off or blank: the frame without it; the headlines that are on still come with the page", async () => {
    const addFunds = { id: 2, status: true, notes: 'Add funds by UPI' };
    for (const home of [{ id: 1, status: false, notes: 'Off for now' }, { id: 1, status: true, notes: '   ' }]) {
      await setSetting(api.db, 'headlines', [home, addFunds]);
      const html = await page('/imp', player);
      expect(html).toContain('<!--frame-->');
      expect(html).not.toContain(SLOT);
      expect(html).not.toContain('marquee');
      expect(broughtHeadlines(html)).toEqual([...(home.status ? [{ id: 1, notes: home.notes }] : []), { id: 2, notes: addFunds.notes }]);
    }
  });

  test('a visitor, or a cookie with no session behind it, gets no headline', async () => {
    for (const token of [undefined, 'not-a-session']) {
      const html = await page('/imp', token);
      expect(html).not.toContain('marquee');
      expect(html).not.toContain(SLOT);
      expect(broughtHeadlines(html)).toBeUndefined();
    }
  });

  test("another screen's page is not Home's frame: no headline drawn, the headlines only as data", async () => {
    const html = await page('/wallet', player);
    expect(html).not.toContain('marquee');
    expect(html).not.toContain(SLOT);
    expect(broughtHeadlines(html)).toEqual([
      { id: 1, notes: NASTY },
      { id: 2, notes: 'Add funds by UPI' },
    ]);
  });
});
