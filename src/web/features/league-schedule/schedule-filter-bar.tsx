import { useRef } from 'react';
import { ChevronDown, Search, X } from 'lucide-react';
import type { ScheduleFilters } from '../../lib/schedule-filters';
import { hasActiveFilters } from '../../lib/schedule-filters';
import { cn } from '../../lib/utils';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { ALL_TEAMS_OPTION, ALL_WEEKS_OPTION, type FilterOption } from './league-schedule-model';

type FilterBarProps = {
  filters: ScheduleFilters;
  weeks: readonly FilterOption[];
  teams: readonly FilterOption[];
  /** `typing`: a keystroke in the search box after the first (replaces the history entry instead of adding one). */
  onChange: (filters: ScheduleFilters, options?: { typing?: boolean }) => void;
};

/** A native select, styled like the app's inputs: keyboard and phone pickers work as the platform does. */
function FilterSelect({ id, label, value, allLabel, options, onChange }: {
  id: string;
  label: string;
  value: string | null;
  allLabel: string;
  options: readonly FilterOption[];
  onChange: (value: string | null) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
          className={cn(
            'h-10 w-full appearance-none rounded-lg border border-input bg-card pr-9 pl-3 text-sm font-medium text-foreground shadow-xs',
            'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
          )}
        >
          <option value="">{allLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown aria-hidden className="pointer-events-none absolute top-3 right-3 size-4 opacity-70" />
      </div>
    </div>
  );
}

/** Search, week and team filters and Clear Filters; every change goes to the URL. */
export function ScheduleFilterBar({ filters, weeks, teams, onChange }: FilterBarProps) {
  // One history entry per search edit: the first keystroke adds it, the following ones replace it.
  const typing = useRef(false);
  const set = (patch: Partial<ScheduleFilters>) => {
    typing.current = false;
    onChange({ ...filters, ...patch });
  };

  return (
    <Card className="p-4 sm:p-5">
      <search aria-label="Filter games" className="grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div className="grid gap-2">
          <Label htmlFor="schedule-search">Search</Label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
            <Input
              id="schedule-search"
              type="search"
              placeholder="Team or week"
              autoComplete="off"
              className="pl-9"
              value={filters.q}
              onChange={(event) => {
                onChange({ ...filters, q: event.target.value }, { typing: typing.current });
                typing.current = true;
              }}
              onBlur={() => (typing.current = false)}
            />
          </div>
        </div>
        <FilterSelect id="schedule-week" label="Week" value={filters.week} allLabel={ALL_WEEKS_OPTION} options={weeks} onChange={(week) => set({ week })} />
        <FilterSelect id="schedule-team" label="Team" value={filters.team} allLabel={ALL_TEAMS_OPTION} options={teams} onChange={(team) => set({ team })} />
        <Button variant="outline" onClick={() => set({ week: null, team: null, q: '' })} disabled={!hasActiveFilters(filters)}>
          <X aria-hidden />
          Clear Filters
        </Button>
      </search>
    </Card>
  );
}
