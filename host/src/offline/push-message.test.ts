import { screenOf, shownPush } from './push-message';

describe("a push the service worker shows", () => {
  test('the title and body, the tag that replaces an earlier one, the screen a tap opens', () => {
    expect(shownPush({ id: 7, title: 'KALYAN Open 128-1', body: 'You won 950 pts', url: '/imp3', tag: 'result:3:2026-11-27:open' })).toEqual({
      title: 'KALYAN Open 128-1',
      options: { body: 'You won 950 pts', tag: 'result:3:2026-11-27:open', icon: '/icons/icon-192.png', badge: '/icons/icon-192.png', data: { url: '/imp3' } },
    });
  });

  test('nothing for a push that is not ours', () => {
    expect(shownPush(null)).toBeNull();
    expect(shownPush('hello')).toBeNull();
    expect(shownPush({ body: 'no title' })).toBeNull();
  });

  test('a tap opens only a screen of this site', () => {
    expect(screenOf('/addfundhistory')).toBe('/addfundhistory');
    expect(screenOf('https://evil.example/')).toBe('/');
    expect(screenOf('//evil.example/x')).toBe('/');
    expect(screenOf('javascript:alert(1)')).toBe('/');
    expect(screenOf(undefined)).toBe('/');
  });
});
