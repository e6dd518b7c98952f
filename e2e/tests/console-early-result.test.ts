import { PHONE_VIEWPORT } from '../support/browser';
import { ServerClock } from '../support/app-server';
import { newConsoleOperator, openSection, sidewaysOverflow } from '../support/console';
import { appAndBrowser } from '../support/app-and-browser';

// Issue 43, item 6: a result declared from the console before its market's time, only as early, by a choice that
// names the time. The server's clock reads 10:00 IST (the phone's is its own: the server's preview decides); the
// market opens at 11:30 AM.
const clock = new ServerClock('10:00');
const { server, browser } = appAndBrowser({ clock });

test('before the market opens, the result is declared only once "Declare early, before its time" is ticked', async () => {
  await server.operator('market', 'add', '--kind', 'main', '--name', 'EARLY BIRD', '--open', '11:30 AM', '--close', '01:30 PM');
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await newConsoleOperator(page, server, 'early-results', 'results');

  await openSection(page, 'Results');
  await page.getByLabel('Market').selectOption({ label: 'EARLY BIRD' });
  await page.getByRole('textbox', { name: 'Pana' }).fill('123');
  await page.getByRole('button', { name: 'Preview result' }).click();
  await page.getByRole('alert').filter({ hasText: 'EARLY BIRD opens at 11:30 AM today: a result declared now settles bids still being placed.' }).waitFor();
  const declare = page.getByRole('button', { name: 'Confirm and declare 123-6 early (before 11:30 AM)' });
  await expect(declare.isDisabled()).resolves.toBe(true);
  await expect(sidewaysOverflow(page)).resolves.toBe(0);

  await page.getByRole('checkbox', { name: "Declare early, before EARLY BIRD's time (11:30 AM)" }).check();
  await declare.click();
  await page.getByText(/^Declared 123-6: 0 winning bids paid/).waitFor();
  const { actions } = (await (await fetch(`${server.url}/operator/audit?limit=5`, { headers: { authorization: `Bearer ${server.app.operatorToken}` } })).json()) as {
    actions: Array<{ action: string; actor: string; target: string }>;
  };
  expect(actions.find((row) => row.action === 'result open')).toMatchObject({ actor: 'early-results', target: expect.stringContaining('EARLY BIRD') });
  expect(errors).toEqual([]);
  await context.close();
});
