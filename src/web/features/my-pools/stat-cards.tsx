import { LayoutGrid, Receipt, Ticket, TrendingDown, TrendingUp, Trophy } from 'lucide-react';
import { Skeleton } from '../../components/ui/skeleton';
import { StatCard } from '../../components/ui/stat-card';
import { moneyText, profitLossDisplay, type MyPoolsStats } from './my-pools-model';

/** Pools Available, Pools Joined, Total Purchased, Total Winnings, Profit/Loss. */
export function StatCards({ stats, availableFailed = false }: { stats: MyPoolsStats; availableFailed?: boolean }) {
  const profit = profitLossDisplay(stats.profitLossCents);
  return (
    <dl aria-label="Your totals" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
      <StatCard
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
      <StatCard label="Pools Joined" icon={<Ticket />} value={stats.poolsJoined} hint="All time" />
      <StatCard label="Total Purchased" icon={<Receipt />} value={moneyText(stats.totalPurchasedCents)} hint="Squares bought" />
      <StatCard
        label="Total Winnings"
        icon={<Trophy />}
        value={moneyText(stats.totalWinningsCents)}
        valueClassName={stats.totalWinningsCents > 0 ? 'text-gold-800' : undefined}
        hint="Settled prizes"
      />
      <StatCard
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
