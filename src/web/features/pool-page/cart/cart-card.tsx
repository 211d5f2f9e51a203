import { Link } from 'wouter';
import { ArrowRight, Ban, LogIn, ShieldCheck, ShoppingCart, Ticket, Trash2, X } from 'lucide-react';
import type { Coordinate } from '../../../../domain/board';
import { formatMoney } from '../../../../domain/money';
import type { Pool } from '../../../../domain/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { PAID_PLAY_OFF_MESSAGE } from '../../../lib/use-payments-config';
import { cn } from '../../../lib/utils';
import { canSubmitCart } from './cart';

/**
 * A picked square held for a checkout: out of the count, kept in the cart in case the hold lapses.
 * 'held-mine' is the viewer's own checkout (resumed from the notice above the cart).
 */
export type LostSquare = Coordinate & { reason: 'held' | 'held-mine' };

const LOST_TEXT: Record<LostSquare['reason'], string> = {
  held: 'Held — another player is paying for it',
  'held-mine': 'Held for you in checkout',
};

export type CartCardProps = {
  pool: Pool;
  signedIn: boolean;
  /** Squares still available, in the order picked. */
  items: readonly Coordinate[];
  /** Squares in the cart held for a checkout (another player's or the viewer's own). */
  lost: readonly LostSquare[];
  ownedCount: number;
  /** Paid pools: whether the player may pay (age and location checked, D14). */
  eligibleForPaidPlay: boolean;
  /** PAID_PLAY=off (D19): this site takes no paid squares, so a paid pool has no checkout. */
  paidPlayOff?: boolean;
  busy: boolean;
  onRemove: (square: Coordinate) => void;
  onClear: () => void;
  onBuy: () => void;
};

function digitsOf(pool: Pool, square: Coordinate): string | null {
  const away = pool.digits?.rows[square.row];
  const home = pool.digits?.columns[square.column];
  return away === undefined || home === undefined ? null : `Away ${away} · Home ${home}`;
}

export function buyLabel(pool: Pick<Pool, 'entryFeeCents' | 'collection'>): string {
  if (pool.entryFeeCents === 0) return 'Claim Free Squares';
  return pool.collection === 'organizer' ? 'Claim Squares' : 'Proceed to Checkout';
}

/** D19: the entry fee of an organizer-collected pool is shown for information; the site takes no money. */
export const PAY_THE_ORGANIZER = 'For information: pay the organizer';

function CartLine({ pool, square, lost, onRemove }: { pool: Pool; square: Coordinate; lost: LostSquare['reason'] | null; onRemove: () => void }) {
  const digits = digitsOf(pool, square);
  return (
    <li className="flex items-center gap-3 py-2.5">
      <span
        aria-hidden
        className={cn(
          'grid size-9 shrink-0 place-items-center rounded-md text-[11px] font-black tabular',
          lost ? 'bg-ink-100 text-muted-foreground line-through' : 'bg-primary text-primary-foreground',
        )}
      >
        {square.row + 1}·{square.column + 1}
      </span>
      <div className="min-w-0 flex-1">
        <p className={cn('text-sm font-bold', lost && 'text-muted-foreground line-through')}>
          Row {square.row + 1}, column {square.column + 1}
        </p>
        <p className="text-xs text-muted-foreground">{lost ? LOST_TEXT[lost] : (digits ?? 'Digits not drawn yet')}</p>
      </div>
      {!lost && (
        <span className="text-sm font-semibold tabular">{formatMoney(pool.entryFeeCents, { free: true })}</span>
      )}
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-muted-foreground hover:text-foreground"
        aria-label={`Remove row ${square.row + 1}, column ${square.column + 1}`}
        onClick={onRemove}
      >
        <X aria-hidden />
      </Button>
    </li>
  );
}

function SignedOutCart({ pool }: { pool: Pool }) {
  return (
    <div className="flex flex-col items-center gap-3 px-5 py-8 text-center">
      <span aria-hidden className="grid size-11 place-items-center rounded-full bg-turf-50 text-turf-700">
        <Ticket className="size-5" />
      </span>
      <p className="text-sm text-muted-foreground">
        Sign in to claim up to {pool.maxSquaresPerPlayer} squares on this board.
      </p>
      <Button asChild>
        <Link href="/login">
          <LogIn aria-hidden />
          Sign In
        </Link>
      </Button>
    </div>
  );
}

/**
 * The cart (spec sections 2-5): the picked squares, price per square and total, Clear Selection and
 * the buy action — claim directly for a free pool, Proceed to Checkout for a paid one. Shown only while
 * squares can be bought (poolPageLayout); the buy action waits for at least one square.
 */
export function CartCard(props: CartCardProps) {
  const { pool, signedIn, items, lost, ownedCount, eligibleForPaidPlay, paidPlayOff = false, busy, onRemove, onClear, onBuy } = props;
  const free = pool.entryFeeCents === 0;
  // D19: the organizer collects the fee of an organizer-collected pool: squares are claimed, like a free pool's.
  const organizer = !free && pool.collection === 'organizer';
  const direct = free || organizer;
  const canBuy = direct || !paidPlayOff;
  const totalCents = pool.entryFeeCents * items.length;
  const remaining = Math.max(0, pool.maxSquaresPerPlayer - ownedCount - items.length);

  return (
    <Card id="cart" aria-labelledby="cart-title" role="region" className="overflow-hidden">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id="cart-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <ShoppingCart aria-hidden className="size-5 text-turf-700" />
          Your Cart
        </h2>
        {signedIn && (
          <Badge tone={items.length > 0 ? 'brand' : 'neutral'} className="tabular">
            {ownedCount + items.length}/{pool.maxSquaresPerPlayer} squares
          </Badge>
        )}
      </div>

      {!canBuy && (
        <p role="note" className="mx-5 mt-4 flex gap-2 rounded-lg border border-border bg-muted p-3 text-sm text-ink-800">
          <Ban aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{PAID_PLAY_OFF_MESSAGE}</span>
        </p>
      )}
      {!signedIn ? (
        canBuy ? <SignedOutCart pool={pool} /> : <div className="pb-4" />
      ) : (
        <div className="px-5 pt-2 pb-5">
          {items.length === 0 && lost.length === 0 ? (
            <p id="cart-empty" className="py-6 text-center text-sm text-muted-foreground">
              {remaining === 0
                ? `You own the maximum of ${pool.maxSquaresPerPlayer} squares on this board.`
                : 'No squares selected yet. Pick open squares on the board.'}
            </p>
          ) : (
            <ul aria-label="Selected squares" className="divide-y divide-border">
              {items.map((square) => (
                <CartLine key={`${square.row},${square.column}`} pool={pool} square={square} lost={null} onRemove={() => onRemove(square)} />
              ))}
              {lost.map((square) => (
                <CartLine key={`lost-${square.row},${square.column}`} pool={pool} square={square} lost={square.reason} onRemove={() => onRemove(square)} />
              ))}
            </ul>
          )}

          <dl className="mt-2 space-y-1.5 border-t border-border pt-3 text-sm">
            <div className="flex justify-between">
              <dt className="text-muted-foreground">Price per square</dt>
              <dd className="font-semibold tabular">{formatMoney(pool.entryFeeCents, { free: true })}</dd>
            </div>
            <div className="flex items-baseline justify-between">
              <dt className="font-bold">Total</dt>
              <dd className="text-xl font-black tabular" data-testid="cart-total">
                {formatMoney(totalCents, { free })}
              </dd>
            </div>
          </dl>
          {organizer && <p className="mt-1.5 text-xs text-muted-foreground">{PAY_THE_ORGANIZER}</p>}

          <div className="mt-4 flex flex-col gap-2">
            {!direct && !paidPlayOff && !eligibleForPaidPlay && (
              <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-xs text-amber-900">
                <ShieldCheck aria-hidden className="size-4 shrink-0" />
                <span>
                  Paid squares need a quick age and location check.{' '}
                  <Link href="/age-verification" className="font-bold underline underline-offset-2">
                    Verify now
                  </Link>
                </span>
              </p>
            )}
            {canBuy && (
              <Button
                size="lg"
                variant={direct ? 'default' : 'gold'}
                disabled={!canSubmitCart(items, busy)}
                aria-describedby={items.length === 0 && lost.length === 0 ? 'cart-empty' : undefined}
                data-primary-action
                onClick={onBuy}
                className="w-full"
              >
                {busy ? <Spinner size="sm" label="Claiming squares" className="[&_svg]:text-current" /> : null}
                {busy ? 'Claiming…' : buyLabel(pool)}
                {!busy && !direct && <ArrowRight aria-hidden />}
              </Button>
            )}
            <Button variant="ghost" size="sm" onClick={onClear} disabled={busy || (items.length === 0 && lost.length === 0)}>
              <Trash2 aria-hidden />
              Clear Selection
            </Button>
          </div>
        </div>
      )}
    </Card>
  );
}
