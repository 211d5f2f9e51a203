import { renderToStaticMarkup } from 'react-dom/server';
import { Router } from 'wouter';
import { describe, expect, it } from 'vitest';
import { CartCard, type CartCardProps } from './cart-card';
import { makePool } from '../test-fixtures';

function render(over: Partial<CartCardProps>): string {
  const props: CartCardProps = {
    pool: makePool(),
    signedIn: true,
    items: [],
    lost: [],
    ownedCount: 0,
    eligibleForPaidPlay: false,
    busy: false,
    onRemove: () => {},
    onClear: () => {},
    onBuy: () => {},
    ...over,
  };
  return renderToStaticMarkup(
    <Router ssrPath="/pool/66">
      <CartCard {...props} />
    </Router>,
  );
}

/** The opening tag of the button whose text contains `label`. */
function buttonTag(html: string, label: string): string {
  const match = new RegExp(`<button([^>]*)>(?:(?!</button>).)*${label}`).exec(html);
  if (!match) throw new Error(`no button ${label}`);
  return match[1] ?? '';
}

describe('the cart', () => {
  it('keeps Claim Free Squares disabled while the cart is empty, and says why', () => {
    const tag = buttonTag(render({}), 'Claim Free Squares');
    expect(tag).toContain('disabled=""');
    expect(tag).toContain('aria-describedby="cart-empty"');
    expect(render({})).toContain('id="cart-empty"');
  });

  it('enables it once a square is picked', () => {
    const tag = buttonTag(render({ items: [{ row: 2, column: 3 }] }), 'Claim Free Squares');
    expect(tag).not.toContain('disabled=""');
  });

  it('keeps it disabled when every picked square is held for a player who is paying', () => {
    expect(buttonTag(render({ lost: [{ row: 2, column: 3, reason: 'held' }] }), 'Claim Free Squares')).toContain('disabled=""');
  });

  it('the same for Proceed to Checkout in a paid pool', () => {
    const paid = makePool({ entryFee: '5.00', entryFeeCents: 500 });
    expect(buttonTag(render({ pool: paid }), 'Proceed to Checkout')).toContain('disabled=""');
    expect(buttonTag(render({ pool: paid, items: [{ row: 0, column: 0 }] }), 'Proceed to Checkout')).not.toContain('disabled=""');
  });

  it('tells why a picked square left the count: held for a player who is paying, or in the viewer’s own checkout', () => {
    const paid = makePool({ entryFee: '5.00', entryFeeCents: 500 });
    const html = render({ pool: paid, lost: [{ row: 1, column: 1, reason: 'held-mine' }, { row: 2, column: 2, reason: 'held' }] });
    expect(html).toContain('Held for you in checkout');
    expect(html).toContain('Held — another player is paying for it');
  });

  it('with PAID_PLAY off, a paid pool has no checkout and says why; a free pool is unaffected', () => {
    const paid = makePool({ entryFee: '5.00', entryFeeCents: 500 });
    const off = render({ pool: paid, items: [{ row: 0, column: 0 }], paidPlayOff: true });
    expect(off).not.toContain('Proceed to Checkout');
    expect(off).toContain('Paid squares are not available on this site.');
    expect(off).not.toContain('Verify now');
    expect(render({ pool: paid, paidPlayOff: false })).toContain('Proceed to Checkout');
    expect(render({ items: [{ row: 0, column: 0 }], paidPlayOff: true })).toContain('Claim Free Squares');
  });
});
