import { describe, expect, it } from 'vitest';
import { amountMismatchMessage } from './checkout-amount';

describe('amountMismatchMessage', () => {
  it('says in dollars what the link asked, what the squares cost, what to do, and that nothing was charged', () => {
    expect(amountMismatchMessage({ amountCents: 1, squareCount: 1, entryFeeCents: 1000 })).toBe(
      'This checkout asked for $0.01, but 1 square costs $10.00. The checkout link may have been changed: go back to the pool and choose your squares again. Nothing was charged.',
    );
    expect(amountMismatchMessage({ amountCents: 500, squareCount: 3, entryFeeCents: 2500 })).toBe(
      'This checkout asked for $5.00, but 3 squares at $25.00 each cost $75.00. The checkout link may have been changed: go back to the pool and choose your squares again. Nothing was charged.',
    );
  });

  it('speaks no programmer: no "square(s)", no bare decimals, no colon-separated totals', () => {
    const message = amountMismatchMessage({ amountCents: 1, squareCount: 1, entryFeeCents: 1000 });
    expect(message).not.toMatch(/\(s\)|does not match/);
    expect(message).not.toMatch(/(?<!\$)\b\d+\.\d\d\b/);
  });
});
