import type { League } from '../../../domain/schemas';
import { cn } from '../../lib/utils';

/** The leagues as a segmented control, so switching is one tap on phones too (the header select hides there). */
export function LeagueSwitcher({
  leagues,
  selectedId,
  onSelect,
  className,
}: {
  leagues: readonly Pick<League, 'id' | 'name' | 'displayName'>[];
  selectedId: string;
  onSelect: (id: string) => void;
  className?: string;
}) {
  const onlyTheSelected = leagues.length === 1 && String(leagues[0]?.id) === selectedId;
  if (leagues.length === 0 || onlyTheSelected) return null;
  return (
    <div role="group" aria-label="League" className={cn('inline-flex rounded-lg border border-border bg-card p-1 shadow-xs', className)}>
      {leagues.map((league) => {
        const selected = String(league.id) === selectedId;
        return (
          <button
            key={league.id}
            type="button"
            aria-pressed={selected}
            title={league.displayName}
            onClick={() => onSelect(String(league.id))}
            className={cn(
              'rounded-md px-3.5 py-1.5 text-sm font-bold tracking-wide transition-colors',
              selected ? 'bg-ink-900 text-white shadow-sm' : 'text-ink-600 hover:bg-muted hover:text-ink-900',
            )}
          >
            {league.name}
          </button>
        );
      })}
    </div>
  );
}
