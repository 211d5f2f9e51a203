import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, X } from 'lucide-react';
import type { Game, League } from '../../../domain/schemas';
import { errorMessage } from '../../lib/api';
import { CACHE_TIMES } from '../../lib/query-client';
import { leagueAllGamesQueryKey } from '../../lib/query-keys';
import { hasActiveFilters, readScheduleFilters, scheduleFiltersSearch, showingText, type ScheduleFilters } from '../../lib/schedule-filters';
import { leagueScheduleHref } from '../../lib/use-leagues';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { NO_GAMES_FOUND, applyFilters, groupByWeek, listedGames, scheduleStats, teamOptions, weekOptions } from './league-schedule-model';
import { ScheduleFilterBar } from './schedule-filter-bar';
import { ScheduleGameCard, ScheduleGameCardSkeleton } from './schedule-game-card';
import { StatsStrip } from './stats-strip';

const CARD_GRID = 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3';

function useLeagueSchedule(leagueId: number) {
  return useQuery<unknown, Error, Game[]>({
    queryKey: leagueAllGamesQueryKey(leagueId),
    ...CACHE_TIMES.games,
    select: (data) => (Array.isArray(data) ? (data as Game[]) : []),
  });
}

/** The filters in the URL, and a way to change them: a history entry per change, so Back undoes it. */
function useFiltersParam(path: string): [ScheduleFilters, (next: ScheduleFilters, options?: { typing?: boolean }) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  return [readScheduleFilters(search), (next, options) => navigate(`${path}${scheduleFiltersSearch(next)}`, { replace: options?.typing === true })];
}

function GamesSkeleton() {
  return (
    <div role="status" aria-label="Loading games" className="grid gap-3">
      <Skeleton className="h-6 w-32" />
      <div className={CARD_GRID}>
        {Array.from({ length: 6 }, (_, i) => (
          <ScheduleGameCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

/** /schedule/{league} for a known league: stats, filters in the URL, and the listed games by week. */
export function LeagueSchedule({ league }: { league: League }) {
  const title = `${league.name} Schedule`;
  useDocumentTitle(title);
  const games = useLeagueSchedule(league.id);
  const [filters, setFilters] = useFiltersParam(leagueScheduleHref(league));
  // The week dropdown's 24-hour rule reads the browser's clock once per visit.
  const [now] = useState(() => new Date());

  const listed = games.data ? listedGames(games.data) : null;
  const filtered = listed ? applyFilters(listed, filters) : null;
  const clear = () => setFilters({ week: null, team: null, q: '' });

  let body;
  if (games.isPending) {
    body = <GamesSkeleton />;
  } else if (games.isError || !listed || !filtered) {
    body = (
      <ErrorState
        title="We couldn't load the schedule"
        description={errorMessage(games.error, 'Please check your connection and try again.')}
        onRetry={() => void games.refetch()}
        retrying={games.isFetching}
      />
    );
  } else if (filtered.length === 0) {
    const filtering = hasActiveFilters(filters);
    body = (
      <EmptyState
        icon={<CalendarX2 />}
        title={NO_GAMES_FOUND.title}
        description={filtering ? NO_GAMES_FOUND.description : `No ${league.name} games are scheduled yet.`}
        action={
          filtering ? (
            <Button variant="outline" onClick={clear}>
              <X aria-hidden />
              Clear Filters
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <div className="grid gap-8">
        {groupByWeek(filtered).map((group) => (
          <section key={group.key ?? 'none'} aria-labelledby={`week-${group.key ?? 'none'}`} className="grid gap-3" data-testid="week-group">
            <h2 id={`week-${group.key ?? 'none'}`} className="flex items-baseline gap-2 text-lg font-bold tracking-tight text-ink-900">
              {group.label}
              <span className="text-sm font-medium text-muted-foreground">
                ({group.games.length} {group.games.length === 1 ? 'game' : 'games'})
              </span>
            </h2>
            <ul className={CARD_GRID}>
              {group.games.map((game) => (
                <li key={game.id}>
                  <ScheduleGameCard game={game} weekLabel={group.label} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeader eyebrow={league.displayName} title={title} description={`Every ${league.name} game still to play, by week. Filters stay in the address, so you can share what you see.`} />
      <div className="grid gap-6">
        <StatsStrip stats={listed && filtered ? scheduleStats(listed, filtered) : null} />
        <ScheduleFilterBar
          filters={filters}
          weeks={listed ? weekOptions(listed, now, filters.week) : []}
          teams={listed ? teamOptions(listed, filters.team) : []}
          onChange={setFilters}
        />
        <p role="status" aria-live="polite" className="sr-only">
          {filtered && listed ? showingText(filtered.length, listed.length) : ''}
        </p>
        {body}
      </div>
    </>
  );
}
