import type { Page } from 'playwright-core';
import { checkScreen, openPhonePage, signedInState, signIn } from '../support/browser';
import { appAndBrowser } from '../support/app-and-browser';

const { server, browser } = appAndBrowser();

/** Whether anything on the page is wider than the phone (a sideways scroll). */
const overflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const pageLanguage = (page: Page) => page.evaluate(() => document.documentElement.lang);
/** Until React has taken over the drawn page (a tap before that reaches no handler): its nodes carry React's keys. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => Object.keys(document.querySelector('[role="group"] button') ?? {}).some((key) => key.startsWith('__reactProps')));

describe('the shell in Hindi and Marathi at 390 px', () => {
  test('a Hindi browser gets Login drawn in Hindi by the server: no English first, no overflow, axe clean', async () => {
    const { page, errors } = await openPhonePage(browser);
    await page.setExtraHTTPHeaders({ 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' });
    const response = await page.goto(`${server.url}/login`);
    // The page as it arrived, before any script ran.
    const html = (await response?.text()) ?? '';
    expect(html).toContain('<html lang="hi"');
    expect(html).toContain('अपनी जानकारी भरें');
    expect(html).not.toContain('ENTER YOUR DETAILS');
    await page.getByRole('heading', { name: 'अपनी जानकारी भरें' }).waitFor();
    // The form is the app's once hydrated: a check in Hindi from the kernel's catalog.
    await page.getByRole('button', { name: 'लॉग इन' }).click();
    await page.getByText('फ़ोन नंबर डालना ज़रूरी है!').waitFor();
    expect(await pageLanguage(page)).toBe('hi');
    expect(await overflows(page)).toBe(false);
    await checkScreen(page, 'languages-login-hi');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test('the switch on Login turns it Marathi in place; the device remembers, and the next page comes in Marathi', async () => {
    const { page, errors } = await openPhonePage(browser);
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { name: 'ENTER YOUR DETAILS' }).waitFor();
    await hydrated(page);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'मराठी' }).click();
    await page.getByRole('heading', { name: 'तुमची माहिती भरा' }).waitFor();
    expect(await pageLanguage(page)).toBe('mr');
    expect(await overflows(page)).toBe(false);
    await checkScreen(page, 'languages-login-mr');
    // Register, opened fresh: the server drew it in Marathi (the cookie), and the app agrees (localStorage).
    const response = await page.goto(`${server.url}/r`);
    expect((await response?.text()) ?? '').toContain('<html lang="mr"');
    await page.getByRole('heading', { name: 'नोंदणी करा' }).waitFor();
    await page.getByRole('group', { name: 'भाषा' }).waitFor();
    expect(await overflows(page)).toBe(false);
    await checkScreen(page, 'languages-register-mr');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  test.each([
    ['hi', 'हिन्दी', 'मेनू खोलें', 'मेनू', 'लॉग आउट'],
    ['mr', 'मराठी', 'मेनू उघडा', 'मेनू', 'लॉग आउट'],
  ])('signed in, %s from the side menu: Home and the menu in it, no overflow, axe clean', async (language, name, openMenu, menuName, logOut) => {
    const { page, errors } = await openPhonePage(browser, await signedInState(browser, server.url));
    await page.goto(`${server.url}/imp`);
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    // The demo player's account may read another language already (an earlier test): a device that never chose takes it.
    await page.getByRole('button', { name: /^(Open menu|मेनू खोलें|मेनू उघडा)$/ }).click();
    await page.getByRole('navigation', { name: /^(Menu|मेनू)$/ }).getByRole('button', { name }).click();
    const menu = page.getByRole('navigation', { name: menuName });
    await menu.getByRole('button', { name: logOut }).waitFor();
    expect(await pageLanguage(page)).toBe(language);
    expect(await overflows(page)).toBe(false);
    await checkScreen(page, `languages-side-menu-${language}`);
    // Home, loaded again: its frame comes drawn in the language, and the header speaks it.
    await page.keyboard.press('Escape');
    const response = await page.goto(`${server.url}/imp`);
    expect((await response?.text()) ?? '').toContain(`<html lang="${language}"`);
    await page.getByRole('button', { name: openMenu }).waitFor();
    await page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await overflows(page)).toBe(false);
    await checkScreen(page, `languages-home-${language}`);
    expect(errors).toEqual([]);
    await page.context().close();
    // The account remembers: signing in on a new phone that never chose, Home comes in the language.
    const other = await openPhonePage(browser);
    await signIn(other.page, server.url);
    await other.page.getByRole('button', { name: openMenu }).waitFor();
    await other.page.context().close();
  });
});
