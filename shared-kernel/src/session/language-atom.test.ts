/** @jest-environment jsdom */
import { createStore } from 'jotai';
import type * as LanguageAtom from './language-atom';

type LanguageModule = typeof LanguageAtom;
/** A fresh module: the atom reads the device and the page when first read in a store. */
const freshModule = () => {
  let module: LanguageModule | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<LanguageModule>('./language-atom');
  });
  return module as LanguageModule;
};

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  document.cookie = 'matka_lang=; max-age=0; path=/';
});

test('a device that never chose reads the language of the page the server sent, else English', () => {
  expect(createStore().get(freshModule().languageAtom)).toBe('en');
  document.documentElement.lang = 'mr';
  expect(createStore().get(freshModule().languageAtom)).toBe('mr');
  expect(freshModule().chosenLanguage()).toBeNull();
});

test("choosing a language remembers it on the device, sets <html lang> and the server's cookie", () => {
  const { languageAtom, chosenLanguage } = freshModule();
  createStore().set(languageAtom, 'hi');
  expect(localStorage.getItem('matka.language')).toBe('hi');
  expect(document.documentElement.lang).toBe('hi');
  expect(document.cookie).toContain('matka_lang=hi');
  expect(chosenLanguage()).toBe('hi');
  // The device's choice wins over the page's.
  document.documentElement.lang = 'en';
  expect(createStore().get(freshModule().languageAtom)).toBe('hi');
});

test('a stored value that is not one of ours is ignored', () => {
  localStorage.setItem('matka.language', 'fr');
  expect(createStore().get(freshModule().languageAtom)).toBe('en');
});
