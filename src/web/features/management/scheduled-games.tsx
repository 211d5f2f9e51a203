import { CalendarDays } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { weekLabel } from '../../../domain/weeks';
import { EmptyState } from '../../components/ui/empty-state';
import { KickoffTime } from '../../components/ui/kickoff-time';
import { Skeleton } from '../../components/ui/skeleton';
import { GameStatusBadge } from '../../components/ui/status-badges';
import { Matchup } from '../../components/ui/team-swatch';
import { ConsoleCard } from './console-card';
import { QueryError } from '../../components/ui/query-error';
import { useLeagueGames } from './console-queries';
import { scheduleOrder } from './scheduled-games-model';

/** The league's games (spec section 2: teams, date, status), in a box about 24rem high that scrolls. */
export function ScheduledGames({ league }: { league: League | undefined }) {
  const games = useLeagueGames(league?.id ?? null);
  const list = scheduleOrder(games.data ?? []);
  return (
    <ConsoleCard
      id="scheduled-games-title"
      icon={<CalendarDays />}
      title="Scheduled Games"
      description={league ? `Every ${league.name} game, to play first, then finished.` : 'Choose a league to see its games.'}
      actions={games.isSuccess ? <span className="text-sm font-semibold text-muted-foreground tabular">{list.length === 1 ? '1 game' : `${list.length} games`}</span> : null}
    >
      {!league ? (
        <EmptyState headingLevel="h3" title="No league chosen" description="Pick a league in the form to list its games." className="py-8" />
      ) : games.isPending ? (
        <div role="status" aria-label="Loading games" className="grid gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : games.isError ? (
        <QueryError title="Could not load the games" query={games} className="py-6 shadow-none" />
      ) : list.length === 0 ? (
        <EmptyState headingLevel="h3" title={`No ${league.name} games yet`} description="Games you create appear here." className="py-8" />
      ) : (
        // A scrolling box: focusable, so the keyboard can scroll it too.
        <ul
          aria-label={`Scheduled ${league.name} games`}
          tabIndex={0}
          className="h-96 divide-y divide-border overflow-y-auto overscroll-contain rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
        >
          {list.map((game) => (
            <li key={game.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2.5 sm:px-4">
              <Matchup
                awayTeam={game.awayTeam}
                homeTeam={game.homeTeam}
                awayTeamColor={game.awayTeamColor}
                homeTeamColor={game.homeTeamColor}
                className="min-w-0 flex-1 basis-52 text-sm font-semibold text-ink-900"
              />
              <div className="grid gap-0.5 text-xs text-muted-foreground">
                <KickoffTime iso={game.gameDate} />
                <span>{game.week ? weekLabel(game.week) : 'No week'} · #{game.id}</span>
              </div>
              <GameStatusBadge status={game.status} />
            </li>
          ))}
        </ul>
      )}
    </ConsoleCard>
  );
}
