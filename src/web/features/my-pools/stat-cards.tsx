import type { ReactNode } from 'react';
import { LayoutGrid, Receipt, Ticket, TrendingDown, TrendingUp, Trophy } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Skeleton } from '../../components/ui/skeleton';
import { moneyText, profitLossDisplay, type MyPoolsStats } from './my-pools-model';

type StatProps = {
  label: string;
  icon: ReactNode;
  value: ReactNode;
  valueClassName?: string;
  className?: string;
  hint?: string;
};

function Stat({ label, icon, value, valueClassName, className, hint }: StatProps) {
  return (
    <div className={cn('rounded-xl border border-border bg-card p-4 shadow-card sm:p-5', className)}>
      <dt className="flex items-center justify-between gap-2 text-xs font-bold tracking-wider text-muted-foreground uppercase">
        {label}
        <span aria-hidden className="grid size-7 place-items-center rounded-md bg-muted text-ink-600 [&_svg]:size-4">
          {icon}
        </span>
      </dt>
      <dd className={cn('mt-2 text-2xl font-extrabold tracking-tight text-ink-900 tabular', valueClassName)}>{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}

/** Pools Available, Pools Joined, Total Purchased, Total Winnings, Profit/Loss. */
export function StatCards({ stats, availableFailed = false }: { stats: MyPoolsStats; availableFailed?: boolean }) {
  const profit = profitLossDisplay(stats.profitLossCents);
  return (
    <dl aria-label="Your totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <Stat
        label="Pools Available"
        icon={<LayoutGrid />}
        value={
          stats.poolsAvailable !== null ? (
            stats.poolsAvailable
          ) : availableFailed ? (
            <span title="Could not be loaded">—</span>
          ) : (
            <Skeleton className="mt-1 h-7 w-10" />
          )
        }
        hint="Open for squares"
      />
      <Stat label="Pools Joined" icon={<Ticket />} value={stats.poolsJoined} hint="All time" />
      <Stat label="Total Purchased" icon={<Receipt />} value={moneyText(stats.totalPurchasedCents)} hint="Squares bought" />
      <Stat
        label="Total Winnings"
        icon={<Trophy />}
        value={moneyText(stats.totalWinningsCents)}
        valueClassName={stats.totalWinningsCents > 0 ? 'text-gold-800' : undefined}
        hint="Settled prizes"
      />
      <Stat
        label="Profit/Loss"
        icon={profit.positive ? <TrendingUp /> : <TrendingDown />}
        value={profit.text}
        valueClassName={profit.positive ? 'text-green-700' : 'text-red-700'}
        className="col-span-2 lg:col-span-1"
        hint="Winnings minus purchased"
      />
    </dl>
  );
}
