import { numberLabels } from './bid-types';

describe("what a bid's numbers are called", () => {
  test.each([
    ['Single Digit', 'Open', { first: 'Digit' }],
    ['Left Digit', '', { first: 'Digit' }],
    ['Jodi Digit', 'Close', { first: 'Jodi' }],
    ['Single Pana', 'Open', { first: 'Pana' }],
    ['Triple Pana', 'Close', { first: 'Pana' }],
    // The legacy clients' name of Triple Pana, as a win history may carry it.
    ['Tripple Pana', 'Open', { first: 'Pana' }],
    ['Half Sangam', 'Open', { first: 'Open Digit', second: 'Close Pana' }],
    ['Half Sangam', 'Close', { first: 'Close Digit', second: 'Open Pana' }],
    ['Full Sangam', 'Open', { first: 'Open Pana', second: 'Close Pana' }],
    ['SP Motor', 'Open', { first: 'Digits' }],
  ])('%s (%s): %p', (type, session, labels) => {
    expect(numberLabels(type, session)).toEqual(labels);
  });
});
