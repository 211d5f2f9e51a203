import { Skeleton } from '../../components/ui/skeleton';
import type { ScheduleStats } from './league-schedule-model';

const TILES: { key: keyof ScheduleStats; label: string }[] = [
  { key: 'totalGames', label: 'Total Games' },
  { key: 'weeks', label: 'Weeks' },
  { key: 'teams', label: 'Teams' },
  { key: 'filteredResults', label: 'Filtered Results' },
];

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-4';
const TILE = 'rounded-xl border border-border bg-card px-4 py-3 shadow-card';

/** Total Games, Weeks, Teams and Filtered Results (spec section 2). */
export function StatsStrip({ stats }: { stats: ScheduleStats | null }) {
  return (
    <dl className={GRID} aria-busy={stats === null}>
      {TILES.map(({ key, label }) => (
        <div key={key} className={TILE}>
          <dt className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">{label}</dt>
          <dd className="mt-1 text-2xl font-extrabold text-ink-900 tabular" data-testid={`stat-${key}`}>
            {stats === null ? <Skeleton className="h-7 w-10" /> : stats[key]}
          </dd>
        </div>
      ))}
    </dl>
  );
}
