import { cutUsername, htmlLines, linesAsHtml, nameProblem } from './text';

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

describe('How To Play lines as the legacy clients take them (HTML)', () => {
  test('markup is escaped and line breaks become <br>', () => {
    expect(linesAsHtml('Pick a market\r\nPlace <b>5</b> & "win"\n<img src=x onerror=alert(1)>')).toBe(
      'Pick a market<br>Place &lt;b&gt;5&lt;/b&gt; &amp; &quot;win&quot;<br>&lt;img src=x onerror=alert(1)&gt;',
    );
  });

  test('our screens read the same lines back, empty ones left out', () => {
    const text = 'Pick a market\n\nPlace <5> & it\'s "done"';
    expect(htmlLines(linesAsHtml(text))).toEqual(['Pick a market', 'Place <5> & it\'s "done"']);
    // A stored text from before (plain lines) reads the same.
    expect(htmlLines('one\ntwo')).toEqual(['one', 'two']);
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
