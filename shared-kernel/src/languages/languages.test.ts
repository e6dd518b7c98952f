import { languageFromAcceptLanguage, languageFromCookie } from './languages';

describe('languageFromAcceptLanguage', () => {
  test.each([
    ['hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7', 'hi'],
    ['mr', 'mr'],
    ['en-GB,mr;q=0.5', 'en'],
    ['ta-IN,mr-IN;q=0.8,hi;q=0.6', 'mr'],
    ['en;q=0.2,hi;q=0.9', 'hi'],
    ['fr-FR', 'en'],
    ['hi;q=0', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

test('languageFromCookie reads matka_lang among other cookies, only one of ours', () => {
  expect(languageFromCookie('a=1; matka_lang=mr; b=2')).toBe('mr');
  expect(languageFromCookie('matka_lang=fr')).toBeNull();
  expect(languageFromCookie(undefined)).toBeNull();
});
