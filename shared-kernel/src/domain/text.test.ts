import { cutUsername, nameProblem } from './text';

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

describe("a player's name", () => {
  test('is required, and at most 60 characters: more says the maximum', () => {
    expect(nameProblem('  ', 'Name is required!')).toBe('Name is required!');
    expect(nameProblem('Ravi', 'Name is required!')).toBeNull();
    expect(nameProblem('a'.repeat(60), 'Name is required!')).toBeNull();
    expect(nameProblem('a'.repeat(300), 'Name is required!')).toBe('Name can be at most 60 characters');
  });
});
