import { Button } from '../../components/ui/button';
import type { WeekButton } from './nfl-schedule-model';

type WeekFilterProps = {
  buttons: readonly WeekButton[];
  shown: string | null;
  onSelect: (week: string | null) => void;
};

/** 'All Weeks' plus one toggle button per week; one row that scrolls sideways on phones. */
export function WeekFilter({ buttons, shown, onSelect }: WeekFilterProps) {
  return (
    <div
      role="group"
      aria-label="Filter by week"
      className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0"
    >
      {buttons.map(({ key, label }) => {
        const pressed = key === shown;
        return (
          <Button
            key={key ?? 'all'}
            size="sm"
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            onClick={() => onSelect(key)}
          >
            {label}
          </Button>
        );
      })}
    </div>
  );
}
