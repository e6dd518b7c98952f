import fc from 'fast-check';
import { MATCH_REASONS, decideMatch, paidFromSaved } from './payment-match';

describe('decideMatch', () => {
  const pending = (amount: number) => ({ id: 7, amount, status: 'pending' as const });

  it.each([
    ['no request', 500, null, { kind: 'wait' }],
    ['a rejected request', 500, { id: 7, amount: 500, status: 'rejected' as const }, { kind: 'wait' }],
    ['an approved request', 500, { id: 7, amount: 500, status: 'approved' as const }, { kind: 'proof' }],
    ['the same amount', 500, pending(500), { kind: 'credit' }],
    ['the same amount at the limit', 50_000, pending(50_000), { kind: 'credit' }],
    ['another amount', 500, pending(5000), { kind: 'review', reason: 'amounts differ: paid 500, the request asks 5,000' }],
    ['above the limit', 50_001, pending(50_001), { kind: 'review', reason: 'above AUTO_APPROVE_MAX (50,000): a cashier confirms' }],
  ])('%s', (_, paid, request, decision) => {
    expect(decideMatch(paid, request, 50_000)).toEqual(decision);
  });

  it('credits only an exact pending match within the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 200_000 }), fc.integer({ min: 1, max: 200_000 }), (paid, asked, max) => {
        const credited = decideMatch(paid, pending(asked), max).kind === 'credit';
        expect(credited).toBe(paid === asked && paid <= max);
      }),
    );
  });

  it('names the source of an automatic approval', () => {
    expect(MATCH_REASONS.automatic('feed: shop phone')).toBe('automatic (feed: shop phone)');
  });
});

describe('paidFromSaved', () => {
  it.each([
    ['9876543210@ybl', ['9876543210'], true],
    ['9876543210@YBL', ['', '9876543210', ''], true],
    ['ramesh@okaxis', ['ramesh@okaxis'], true],
    ['9876543210@ybl', ['9876543211'], false],
    ['98765432@ybl', ['9876543210'], false],
    ['', ['9876543210'], false],
    ['9876543210@ybl', ['', ''], false],
  ])('%s from %j: %s', (payer, saved, expected) => {
    expect(paidFromSaved(payer, saved)).toBe(expected);
  });
});
