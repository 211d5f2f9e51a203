import { formatMoney } from '../../../domain/money';
import { cn } from '../../lib/utils';
import { tierPayoutRows } from './tier-payouts';

const money = (cents: number) => formatMoney(cents, { compact: true });

/** Tier table: entry, full pot, house fee, max prize and each period's prize. */
export function PayoutTable({ className }: { className?: string }) {
  const rows = tierPayoutRows();
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-border bg-card shadow-card', className)}>
      <table className="w-full text-left text-sm tabular">
        <caption className="sr-only">
          Prizes per tier when all 100 squares sell, after the 10% house fee, split 25% to each scoring period
        </caption>
        <thead className="bg-muted text-xs tracking-wider text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Entry<span className="hidden sm:inline"> / square</span>
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">Full pot</th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">House fee</th>
            <th scope="col" className="px-4 py-3 font-semibold">Max prize</th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Per period<span className="hidden md:inline"> (Q1 · Half · Q3 · Final)</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <tr key={row.entryFeeCents} className={cn(row.free && 'text-muted-foreground')}>
              <th scope="row" className="px-4 py-3">
                <span className="inline-flex items-center gap-2 font-bold text-foreground">
                  {row.tier}
                  {row.free && (
                    <span className="rounded-full bg-turf-50 px-2 py-0.5 text-[11px] font-bold tracking-wide text-turf-800 uppercase">
                      Free
                    </span>
                  )}
                </span>
              </th>
              <td className="hidden px-4 py-3 sm:table-cell">{money(row.potCents)}</td>
              <td className="hidden px-4 py-3 sm:table-cell">{money(row.houseFeeCents)}</td>
              <td className="px-4 py-3 font-bold text-foreground">{money(row.maxPrizeCents)}</td>
              <td className="px-4 py-3">
                {row.free ? (
                  <span>$0<span className="hidden sm:inline"> · play for fun</span></span>
                ) : (
                  <span className="font-semibold whitespace-nowrap text-gold-800">
                    {money(row.periodCents[0] ?? 0)}
                    <span className="hidden sm:inline"> each</span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
