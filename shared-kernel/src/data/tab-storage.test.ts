/** @jest-environment jsdom */
import { keptInTab } from './tab-storage';

const isStep = (value: unknown) => (typeof value === 'object' && value !== null && typeof (value as { phone?: unknown }).phone === 'string' ? (value as { phone: string }) : null);

let clock = 0;
const step = () => keptInTab('matka.test.step', isStep, 10_000, () => clock);
beforeEach(() => {
  sessionStorage.clear();
  clock = 1_000_000;
});

test('a value kept in the tab is read back, as the check accepts it', () => {
  step().write({ phone: '9876543210' });
  expect(step().read()).toEqual({ phone: '9876543210' });
  sessionStorage.setItem('matka.test.step', JSON.stringify({ keptAt: clock, value: { phone: 42 } }));
  expect(step().read()).toBeNull();
});

test('read until its age is up, then forgotten', () => {
  step().write({ phone: '9876543210' });
  clock += 10_000;
  expect(step().read()).toEqual({ phone: '9876543210' });
  clock += 1;
  expect(step().read()).toBeNull();
  expect(sessionStorage.getItem('matka.test.step')).toBeNull();
});

test('forgotten on demand; nothing kept or a broken value reads as nothing', () => {
  expect(step().read()).toBeNull();
  step().write({ phone: '9876543210' });
  step().forget();
  expect(step().read()).toBeNull();
  sessionStorage.setItem('matka.test.step', '{not json');
  expect(step().read()).toBeNull();
  sessionStorage.setItem('matka.test.step', JSON.stringify({ value: { phone: '9876543210' } }));
  expect(step().read()).toBeNull();
});

test('a storage that refuses to write keeps nothing and breaks nothing', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  try {
    expect(() => step().write({ phone: '9876543210' })).not.toThrow();
    expect(step().read()).toBeNull();
  } finally {
    setItem.mockRestore();
  }
});
