import { useEffect, useState } from 'react';
import { ArrowRight } from 'lucide-react';
import { formatMoney } from '../../../../domain/money';
import type { Pool } from '../../../../domain/schemas';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { buyLabel } from './cart-card';
import { claimsWithoutPayment } from '../pool-state';

/** True while the element with this id is on screen. */
function useOnScreen(id: string): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setOnScreen(entry?.isIntersecting ?? false), { threshold: 0.25 });
    observer.observe(element);
    return () => observer.disconnect();
  }, [id]);
  return onScreen;
}

/**
 * On phones the cart sits below the board; this bar keeps the count, total and buy action in reach
 * while picking, and steps aside once the cart itself is on screen. Never shown on large screens,
 * where the cart is beside the board.
 */
export function MobileCartBar({ pool, count, busy, onBuy }: { pool: Pool; count: number; busy: boolean; onBuy: () => void }) {
  // Free and organizer-collected pools (D19) claim directly, with no checkout.
  const free = claimsWithoutPayment(pool);
  const cartVisible = useOnScreen('cart');
  return (
    <div
      aria-hidden={cartVisible || undefined}
      // Toasts sit above this bar, never over it (lib/toast/toast-placement.ts).
      data-bottom-bar
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-border bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(11_21_48/0.25)] backdrop-blur transition-transform duration-200 lg:hidden',
        cartVisible && 'invisible translate-y-full',
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
        <a href="#cart" className="min-w-0 flex-1 rounded-md">
          <p className="text-sm font-bold whitespace-nowrap">
            {count} selected · <span className="tabular">{formatMoney(pool.entryFeeCents * count, { free: true })}</span>
          </p>
          <p className="text-xs text-muted-foreground underline underline-offset-2">View cart</p>
        </a>
        <Button variant={free ? 'default' : 'gold'} disabled={busy} onClick={onBuy} aria-label={buyLabel(pool)} data-primary-action>
          {busy ? 'Claiming…' : free ? 'Claim Squares' : 'Checkout'}
          {!busy && !free && <ArrowRight aria-hidden />}
        </Button>
      </div>
    </div>
  );
}
