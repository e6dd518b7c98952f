import type { Page } from 'playwright-core';
import { ServerClock } from '../support/app-server';
import { headerWallet, openPhonePage, saveScreenshot, seriousA11yViolations, signIn, waitForHeaderWallet } from '../support/browser';
import { addMainMarket, appAndBrowser } from '../support/app-and-browser';

// Stake limits as a player meets them (docs/game-rules.md, "Limits"): an outcome's cap refuses a bid and offers what
// fits, placed only when the player taps it; and a break the player takes, which then refuses every bid, saying until
// when. The server's clock is 11:00 IST: the market (11:30 AM to 01:30 PM) takes Open bids.
const clock = new ServerClock('11:00');
const { server, browser } = appAndBrowser({ clock });
let marketId: number;
let page: Page;

beforeAll(async () => {
  marketId = await addMainMarket(server, 'E2E LIMITS');
  // 10 pays 95: a cap of 1,900 is what 200 points on one digit would pay.
  await server.operator('rates', 'set', '--kind', 'main', '--type', 'single_digit', '--val1', '10', '--val2', '95');
  await server.operator('limits', 'set', '--kind', 'main', '--type', 'Single Digit', '--max', '1000', '--cap', '1900');
  ({ page } = await openPhonePage(browser));
  await signIn(page, server.url);
});
afterAll(() => page.context().close());

/** A red toast (a refusal) is an alert; a green one (done) is a status. */
const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });
const done = (text: string) => page.getByRole('status').filter({ hasText: text });

async function bidSingleDigit(digit: string, points: string): Promise<void> {
  await page.goto(`${server.url}/game?game=${marketId}`);
  await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
  await page.getByRole('heading', { name: 'E2E LIMITS — Single Digit' }).waitFor();
  await page.locator('form input:not([type=radio])').first().fill(digit);
  await page.getByRole('textbox', { name: 'Points' }).fill(points);
  await page.getByRole('button', { name: 'Proceed' }).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'SUBMIT' }).click();
}

test('an outcome’s cap: the board says the most per bid, the refusal names what fits, and one tap places it', async () => {
  const start = await headerWallet(page);
  await page.goto(`${server.url}/game?game=${marketId}`);
  await page.getByRole('button', { name: 'Single Digit', exact: true }).click();
  await page.getByTestId('bid-range').filter({ hasText: '10 to 1,000 pts a bid' }).waitFor();

  await bidSingleDigit('5', '500');
  const offer = page.getByRole('alert', { name: 'What fits' });
  await offer.getByText('Only 200 pts more can be placed on 5 for E2E LIMITS Open').waitFor();
  // Nothing was placed or cut yet: the list still holds the 500, marked, and the wallet is as it was.
  await page.getByRole('table', { name: 'Bids added' }).getByText('Refused: Only 200 pts more').waitFor();
  expect(await headerWallet(page)).toBe(start);
  await saveScreenshot(page, 'stake-limit-what-fits');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await offer.getByRole('button', { name: 'Place 200 pts on 5' }).click();
  await done('Bid placed successfully!').waitFor();
  await waitForHeaderWallet(page, start - 200);
  // The cap is full: the next bid on 5 is refused with nothing to offer.
  await bidSingleDigit('5', '10');
  await toast('No more bids can be placed on 5 for E2E LIMITS Open').first().waitFor();
  await expect(offer.count()).resolves.toBe(0);
});

test('a break: taken on My limits, asked once more, and every bid is refused saying until when', async () => {
  await page.goto(`${server.url}/profile`);
  await page.getByRole('link', { name: 'My limits' }).click();
  await page.getByRole('heading', { name: 'My limits' }).waitFor();
  await page.getByRole('button', { name: '24 hours' }).click();
  const dialog = page.getByRole('dialog', { name: 'A break of 24 hours?' });
  await dialog.getByRole('button', { name: 'Take the break' }).click();
  await done('Your break from betting has begun. You can bid again on').waitFor();
  const status = page.getByRole('status').filter({ hasText: 'On a break from betting until' });
  await status.waitFor();
  const until = ((await status.textContent()) ?? '').replace('On a break from betting until ', '');
  expect(until).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
  await saveScreenshot(page, 'my-limits-on-break');
  expect(await seriousA11yViolations(page)).toEqual([]);

  await bidSingleDigit('7', '10');
  await toast(`You are on a break from betting until ${until}. You can bid again then`).first().waitFor();
});
