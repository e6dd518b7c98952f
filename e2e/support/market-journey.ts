import type { Browser, Page } from 'playwright-core';
import { appAndBrowser } from './app-and-browser';
import type { RunningApp, ServerClock } from './app-server';
import { checkScreen, openPhonePage, signIn } from './browser';

/** What a market journey runs on: the app, a browser, the player's page, the market added, the demo's market. */
export interface MarketJourney {
  readonly server: RunningApp;
  readonly browser: Browser;
  /** A phone-sized page, signed in as the demo player. */
  readonly page: Page;
  /** The market the journey added (it takes bids on the journey's clock). */
  readonly marketId: number;
  /** The demo's market named in `demoMarket` (one whose time has passed on the journey's clock). */
  readonly demoMarketId: number;
}

/**
 * Registers the hooks of a Starline or Gali journey: before all, the app on `clock` and a browser, the operator adds
 * the market `name` opening at `open` and looks up the demo's `demoMarket`, and the demo player signs in on a phone;
 * after all, the browser and the app are closed (appAndBrowser), and the page has had no error.
 */
export function marketJourney(clock: ServerClock, kind: 'starline' | 'gali', market: { name: string; open: string; demoMarket: string }): MarketJourney {
  const { server, browser } = appAndBrowser({ clock });
  const journey = { server, browser } as { -readonly [Key in keyof MarketJourney]: MarketJourney[Key] };
  let errors: string[] = [];
  beforeAll(async () => {
    const added = await journey.server.operator('market', 'add', '--kind', kind, '--name', market.name, '--open', market.open);
    journey.marketId = Number(added.game_id);
    const listed = (await journey.server.operator('market', 'list', '--kind', kind)) as { markets: Array<{ id: number; name: string }> };
    journey.demoMarketId = Number(listed.markets.find((row) => row.name === market.demoMarket)?.id);
    ({ page: journey.page, errors } = await openPhonePage(journey.browser));
    await signIn(journey.page, journey.server.url);
  });
  afterAll(() => expect(errors).toEqual([]));
  return journey;
}

/** One bid from a market list to its confirmation, with the screenshots to check on the way. */
export interface BidsToPlace {
  /** The market list's address, the market's id on it, and the game-type menu's address (a glob) it opens. */
  listUrl: string;
  marketId: number;
  gameTypes: string;
  /** The bid screen's heading is `<market> — <type>`. */
  market: string;
  type: string;
  entries: Array<{ number: string; points: string }>;
  /** A screenshot once the bids are entered, or once the confirm dialog is open. */
  shots?: { entered?: string; confirm?: string };
}

/** A market list → the market → the type's tile → its bid screen; enters the bids, submits and confirms them. */
export async function placeBids(page: Page, bids: BidsToPlace): Promise<void> {
  await page.goto(bids.listUrl);
  await page.getByTestId(`market-${bids.marketId}`).click();
  await page.waitForURL(bids.gameTypes);
  await page.getByRole('button', { name: bids.type, exact: true }).click();
  await page.getByRole('heading', { name: `${bids.market} — ${bids.type}` }).waitFor();
  for (const entry of bids.entries) {
    await page.locator('form input').first().fill(entry.number);
    await page.getByRole('textbox', { name: 'Points' }).fill(entry.points);
    await page.getByRole('button', { name: 'Proceed' }).click();
  }
  if (bids.shots?.entered) await checkScreen(page, bids.shots.entered);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'SUBMIT' }).waitFor();
  if (bids.shots?.confirm) await checkScreen(page, bids.shots.confirm);
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await page.getByText('Bid placed successfully!').waitFor();
  await expect(dialog.count()).resolves.toBe(0);
}
