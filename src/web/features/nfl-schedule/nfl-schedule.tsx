import { useLocation, useSearch } from 'wouter';
import { useQuery } from '@tanstack/react-query';
import { CalendarX2, RotateCw, Trophy } from 'lucide-react';
import type { NflScheduleEntry } from '../../../domain/schemas';
import { CACHE_TIMES } from '../../lib/query-client';
import { nflScheduleQueryKey } from '../../lib/query-keys';
import { readScheduleFilters, scheduleFiltersSearch, showingText } from '../../lib/schedule-filters';
import { toast } from '../../lib/toast/use-toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLeagues } from '../../lib/use-leagues';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { LOAD_FAILED, NO_GAMES_FOR_WEEK, entriesOfWeek, loadingText, scheduleTitle, shownWeek, weekButtons } from './nfl-schedule-model';
import { ScheduleColumns, ScheduleRow, ScheduleRowsSkeleton } from './schedule-row';
import { WeekFilter } from './week-filter';

const PATH = '/nfl-schedule';
const DESCRIPTION = 'Every NFL game still to play this season, week by week; live games show their score.';

function Loading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4">
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <div aria-hidden className="flex gap-2 overflow-hidden">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-8 w-24 shrink-0" />
        ))}
      </div>
      <Card className="overflow-hidden">
        <ScheduleRowsSkeleton />
      </Card>
    </div>
  );
}

function useNflSchedule(season: number) {
  return useQuery<unknown, Error, NflScheduleEntry[]>({
    queryKey: nflScheduleQueryKey(season),
    ...CACHE_TIMES.games,
    select: (data) => (Array.isArray(data) ? (data as NflScheduleEntry[]) : []),
  });
}

/** The week the URL asks for, and a way to ask for another (a history entry each, so Back works). */
function useWeekParam(): [string | null, (week: string | null) => void] {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { week } = readScheduleFilters(search);
  return [week, (next) => navigate(`${PATH}${scheduleFiltersSearch({ week: next, team: null, q: '' })}`)];
}

function SeasonSchedule({ season }: { season: number }) {
  const title = scheduleTitle(season);
  useDocumentTitle(title);
  const schedule = useNflSchedule(season);
  const [requestedWeek, selectWeek] = useWeekParam();

  const refresh = async () => {
    const result = await schedule.refetch();
    if (result.isError) toast({ title: LOAD_FAILED.title, description: LOAD_FAILED.description, variant: 'destructive' });
  };
  const refreshButton = (
    <Button variant="outline" onClick={() => void refresh()} disabled={schedule.isFetching} aria-busy={schedule.isFetching}>
      <RotateCw aria-hidden className={schedule.isFetching ? 'animate-spin' : undefined} />
      Refresh
    </Button>
  );
  const header = <PageHeader eyebrow="National Football League" title={title} description={DESCRIPTION} actions={refreshButton} />;

  if (schedule.isPending) {
    return (
      <>
        {header}
        <Loading label={loadingText(season)} />
      </>
    );
  }
  if (schedule.isError && !schedule.data) {
    return (
      <>
        {header}
        <ErrorState title={LOAD_FAILED.title} description={LOAD_FAILED.description} onRetry={() => void schedule.refetch()} retrying={schedule.isFetching} />
      </>
    );
  }

  const entries = schedule.data ?? [];
  const week = shownWeek(requestedWeek, entries);
  const shown = entriesOfWeek(entries, week);
  return (
    <>
      {header}
      <div className="grid gap-4">
        <WeekFilter buttons={weekButtons(entries, week)} shown={week} onSelect={selectWeek} />
        <p role="status" aria-live="polite" className="text-sm font-medium text-muted-foreground tabular">
          {showingText(shown.length, entries.length)}
        </p>
        {shown.length === 0 ? (
          <EmptyState icon={<CalendarX2 />} title={NO_GAMES_FOR_WEEK} description="Pick another week, or All Weeks to see every game still to play." />
        ) : (
          <Card className="overflow-hidden">
            <ScheduleColumns />
            <ul aria-label={`${title}: games`} className="divide-y divide-border">
              {shown.map((entry) => (
                <ScheduleRow key={entry.id} entry={entry} />
              ))}
            </ul>
          </Card>
        )}
      </div>
    </>
  );
}

/** /nfl-schedule (spec section 2, D10): the season of the NFL league's DTO, filtered by week in the URL. */
export function NflSchedule() {
  const leagues = useLeagues();
  const nfl = leagues.data?.find((league) => league.name === 'NFL');

  let content;
  if (leagues.isPending) {
    content = (
      <>
        <PageHeader
          title={
            <>
              <Skeleton className="inline-block h-7 w-16 align-middle sm:h-8" /> NFL Schedule
            </>
          }
          description={DESCRIPTION}
        />
        <Loading label="Loading NFL Schedule..." />
      </>
    );
  } else if (leagues.isError) {
    content = (
      <ErrorState
        headingLevel="h1"
        title={LOAD_FAILED.title}
        description={LOAD_FAILED.description}
        onRetry={() => void leagues.refetch()}
        retrying={leagues.isFetching}
      />
    );
  } else if (!nfl) {
    content = (
      <EmptyState
        headingLevel="h1"
        className="py-16"
        icon={<Trophy />}
        title="No NFL league found"
        description="The NFL schedule appears here once an admin adds the NFL league."
      />
    );
  } else {
    content = <SeasonSchedule key={nfl.season} season={nfl.season} />;
  }
  return <Container className="py-8 sm:py-12">{content}</Container>;
}
