import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CalendarDays, CalendarX2, Trophy } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { errorMessage } from '../../lib/api';
import { useLeague } from '../../lib/league-context';
import { leagueScheduleHref, useLeagues } from '../../lib/use-leagues';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLeagueEvents } from '../../lib/use-league-events';
import { InviteCodeForm } from '../../components/invites/invite-code-form';
import { LeaguesLoadError } from '../../components/page/leagues-load-error';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { AnnouncementBanner } from './announcement-banner';
import { NO_LEAGUE_SELECTED_TEXT, dashboardHeading, leaguePeriodLabel, noGamesText, upcomingGames } from './dashboard-model';
import { useLeagueGames } from './dashboard-queries';
import { GameCard, GameCardSkeleton } from './game-card';
import { LeagueSwitcher } from './league-switcher';

const GRID = 'grid items-start gap-5 md:grid-cols-2 lg:gap-6';
const DESCRIPTION = 'Pick a game and an entry tier, then choose your squares on the board.';

function GridSkeleton() {
  return (
    <div role="status" aria-label="Loading games" className={GRID}>
      {Array.from({ length: 4 }, (_, i) => (
        <GameCardSkeleton key={i} />
      ))}
    </div>
  );
}

function HeadingSkeleton() {
  return (
    <span className="block py-1" aria-hidden>
      <Skeleton className="h-7 w-72 max-w-full sm:h-8" />
    </span>
  );
}

function LeagueGames({ league, actions }: { league: League; actions: ReactNode }) {
  const games = useLeagueGames(String(league.id));
  const visible = games.data ? upcomingGames(games.data) : null;
  const headerProps = { eyebrow: league.displayName || league.name, description: DESCRIPTION, actions };

  return (
    <>
      <PageHeader
        {...headerProps}
        title={
          visible ? (
            dashboardHeading(league, visible.length)
          ) : (
            <>
              {league.name}: {leaguePeriodLabel(league)}
              {games.isPending ? <Skeleton className="ml-2 inline-block h-6 w-24 align-middle sm:h-7" /> : null}
            </>
          )
        }
      />
      <AnnouncementBanner league={league} />
      {games.isPending ? (
        <GridSkeleton />
      ) : games.isError ? (
        <ErrorState
          title="We couldn't load the games"
          description={errorMessage(games.error, 'Please check your connection and try again.')}
          onRetry={() => void games.refetch()}
          retrying={games.isFetching}
        />
      ) : visible && visible.length === 0 ? (
        <EmptyState
          icon={<CalendarX2 />}
          title={noGamesText(league)}
          description="New games appear here as soon as they are scheduled. Check back soon, or look ahead in the schedule."
          action={
            <Button asChild variant="outline">
              <Link href={leagueScheduleHref(league)}>
                <CalendarDays aria-hidden />
                View {league.name} schedule
              </Link>
            </Button>
          }
        />
      ) : (
        <div className={GRID}>
          {visible?.map((game) => (
            <GameCard key={game.id} game={game} />
          ))}
        </div>
      )}
    </>
  );
}

/** The signed-in home (spec "Dashboard", D9): the selected league's current games and their tier pools. */
export function Dashboard() {
  useDocumentTitle('Dashboard');
  // An admin advancing a league's week moves this page to the new week's games (D9, D15).
  useLeagueEvents();
  const { selectedLeagueId, setSelectedLeagueId } = useLeague();
  const leagues = useLeagues();
  const league = leagues.data?.find((candidate) => String(candidate.id) === selectedLeagueId) ?? null;
  const switcher = leagues.data ? (
    <LeagueSwitcher leagues={leagues.data} selectedId={selectedLeagueId} onSelect={setSelectedLeagueId} />
  ) : null;

  let content;
  if (leagues.isPending) {
    content = (
      <>
        <PageHeader title={<HeadingSkeleton />} description={DESCRIPTION} />
        <GridSkeleton />
      </>
    );
  } else if (leagues.isError) {
    content = <LeaguesLoadError leagues={leagues} />;
  } else if (!league) {
    content = (
      <EmptyState
        headingLevel="h1"
        className="py-16"
        icon={<Trophy />}
        title={NO_LEAGUE_SELECTED_TEXT}
        description={leagues.data.length > 0 ? 'Choose a league to see its games and pools.' : undefined}
        action={switcher}
      />
    );
  } else {
    content = <LeagueGames key={league.id} league={league} actions={switcher} />;
  }

  return (
    <Container className="py-8 sm:py-12">
      {content}
      <InviteCodeForm className="mt-8 max-w-md" />
    </Container>
  );
}
