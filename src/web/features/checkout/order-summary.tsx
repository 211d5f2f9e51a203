import { Receipt } from 'lucide-react';
import { formatMoney, parseDollars } from '../../../domain/money';
import type { Pool } from '../../../domain/schemas';
import { Card } from '../../components/ui/card';
import { KickoffTime } from '../../components/ui/kickoff-time';
import { Skeleton } from '../../components/ui/skeleton';
import type { CheckoutQuery } from '../../../domain/checkout-link';
import { squaresWord } from './messages';

function priceCents(pool: Pool | undefined, price: string): number | null {
  if (pool) return pool.entryFeeCents;
  try {
    return parseDollars(price);
  } catch {
    return null;
  }
}

type OrderSummaryProps = {
  query: CheckoutQuery;
  pool: Pool | undefined;
  /** What will be charged, as the server computed it; null until the payment is open. */
  amountCents: number | null;
};

/** The order: pool and game, each square (rows and columns from 1, as on the board) and its price, the total. */
export function OrderSummary({ query, pool, amountCents }: OrderSummaryProps) {
  return (
    <Card role="region" aria-labelledby="order-title">
      <div className="border-b border-border px-5 py-4">
        <h2 id="order-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Receipt aria-hidden className="size-5 text-turf-700" />
          Order Summary
        </h2>
        {pool ? (
          <div className="mt-1.5 text-sm">
            <p className="font-bold text-ink-900">{pool.name}</p>
            <p className="text-muted-foreground">
              {pool.game.awayTeam} @ {pool.game.homeTeam}
            </p>
            <p className="text-xs text-muted-foreground">
              <KickoffTime iso={pool.game.gameDate} />
            </p>
          </div>
        ) : (
          <Skeleton className="mt-2 h-10 w-3/4" />
        )}
      </div>
      <div className="px-5 pt-2 pb-5">
        <ul aria-label="Squares in this order" className="divide-y divide-border">
          {query.squares.map((square) => {
            const cents = priceCents(pool, square.price);
            return (
              <li key={`${square.row},${square.column}`} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span className="flex items-center gap-3">
                  <span aria-hidden className="grid size-8 place-items-center rounded-md bg-primary text-[11px] font-black text-primary-foreground tabular">
                    {square.row + 1}·{square.column + 1}
                  </span>
                  <span className="font-semibold">
                    Row {square.row + 1}, column {square.column + 1}
                  </span>
                </span>
                <span className="font-semibold tabular">{cents === null ? square.price : formatMoney(cents)}</span>
              </li>
            );
          })}
        </ul>
        <dl className="mt-1 border-t border-border pt-3 text-sm">
          <div className="flex items-baseline justify-between">
            <dt className="font-bold">Total ({squaresWord(query.squares.length)})</dt>
            <dd className="text-xl font-black tabular" data-testid="checkout-total">
              {amountCents === null ? <Skeleton className="inline-block h-6 w-16" /> : formatMoney(amountCents)}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}
