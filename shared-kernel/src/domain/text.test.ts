import { cutUsername } from './text';

describe('usernames in the side menu', () => {
  test.each([
    ['Ravi', 'Ravi'],
    ['Ravikumar1', 'Ravikumar1'],
    ['Ravikumar12', 'Ravikumar1...'],
    ['राजेश कुमार शर्मा', 'राजेश कुमा...'],
  ])('%p shows as %p', (name, shown) => {
    expect(cutUsername(name)).toBe(shown);
  });
});
