/** @jest-environment jsdom */
import { PAGE_DATA_IDS } from '../paths';
import { forgetPageHeadlines, headlinesOn, pageHeadline } from './page-headlines';

function pageBrings(json: string | null): void {
  document.getElementById(PAGE_DATA_IDS.headlines)?.remove();
  if (json !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_DATA_IDS.headlines;
    script.textContent = json;
    document.head.append(script);
  }
  forgetPageHeadlines();
}

afterEach(() => pageBrings(null));

describe("the headlines a player's page brings", () => {
  test('each on headline by id; an off or blank one is null; a page without them says nothing (undefined)', () => {
    pageBrings(JSON.stringify([{ id: 1, notes: 'Results <b>every</b> day' }, { id: 2, notes: '  ' }]));
    expect([pageHeadline(1), pageHeadline(2), pageHeadline(3)]).toEqual(['Results <b>every</b> day', null, null]);
    pageBrings(null);
    expect(pageHeadline(1)).toBeUndefined();
    pageBrings('not json');
    expect(pageHeadline(1)).toBeUndefined();
  });

  test("shown while betting is on; before the player's detail is known, when the page brought them (the server brings them only while betting is on)", () => {
    pageBrings('[]');
    expect([headlinesOn(undefined), headlinesOn(true), headlinesOn(false)]).toEqual([true, true, false]);
    pageBrings(null);
    expect([headlinesOn(undefined), headlinesOn(true), headlinesOn(false)]).toEqual([false, true, false]);
  });
});
