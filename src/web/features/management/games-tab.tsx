import { useState } from 'react';
import { isNflLeague } from '../../../domain/league-teams';
import { Skeleton } from '../../components/ui/skeleton';
import { useLeagues } from '../../lib/use-leagues';
import { GameForm } from './game-form';
import { ScheduleImportCard } from './schedule-import-card';
import { ScheduledGames } from './scheduled-games';
import { QueryError } from '../../components/ui/query-error';

/**
 * The console's Games tab (spec section 2): the create form, the NFL schedule import and
 * the 'Scheduled Games' list of the league chosen in the form (the NFL first, the default league).
 */
export function GamesTab() {
  const leagues = useLeagues();
  const [chosen, setChosen] = useState<number | null>(null);
  if (leagues.isPending) {
    return (
      <div role="status" aria-label="Loading leagues" className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96 w-full" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (leagues.isError) {
    return <QueryError title="Could not load the leagues" query={leagues} />;
  }
  const list = leagues.data;
  const leagueId = chosen ?? list[0]?.id ?? null;
  const league = list.find((l) => l.id === leagueId);
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="grid min-w-0 gap-6">
        <GameForm leagues={list} leagueId={leagueId} onLeagueChange={setChosen} />
        <ScheduleImportCard defaultSeason={list.find((l) => isNflLeague(l.name))?.season} />
      </div>
      <ScheduledGames league={league} />
    </div>
  );
}
