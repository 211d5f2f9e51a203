import { Link } from 'wouter';
import { CalendarX2, Eye, Lock, Radio, Sparkles } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { errorMessage } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useLeagueEvents } from '../../lib/use-league-events';
import { useLeagues } from '../../lib/use-leagues';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { AdvanceWeekCard } from './advance-week-card';
import { CurrentWeekCard } from './current-week-card';
import { ADVANCE_EFFECTS, NO_NFL_LEAGUE, findNflLeague } from './week-management-model';
import { useActiveWeek } from './week-queries';

const EFFECT_ICONS = [Eye, Lock, Sparkles, Radio];

/** The spec's list of what advancing does, with what stays as it was. */
function EffectsCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">What advancing does</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {ADVANCE_EFFECTS.map((effect, index) => {
            const Icon = EFFECT_ICONS[index] ?? Sparkles;
            return (
              <li key={effect.title} className="flex gap-3">
                <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-turf-700" />
                <div className="grid gap-0.5">
                  <p className="text-sm font-semibold text-ink-900">{effect.title}</p>
                  <p className="text-sm text-muted-foreground">{effect.detail}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

function LoadingCards() {
  return (
    <div role="status" aria-label="Loading the active week" className="grid gap-6">
      {[0, 1].map((i) => (
        <div key={i} aria-hidden className="grid gap-4 rounded-xl border border-border bg-card p-6">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-8 w-64 max-w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}

function WeekManager({ league }: { league: League }) {
  const week = useActiveWeek(league.id);
  if (week.isPending) return <LoadingCards />;
  if (week.isError) {
    return (
      <ErrorState
        title="We couldn't load the active week"
        description={errorMessage(week.error, 'Please check your connection and try again.')}
        onRetry={() => void week.refetch()}
        retrying={week.isFetching}
      />
    );
  }
  return (
    <div className="grid gap-6">
      <CurrentWeekCard league={league} activeWeek={week.data.activeWeek} />
      <AdvanceWeekCard league={league} activeWeek={week.data.activeWeek} />
    </div>
  );
}

/**
 * Week Management (/week-management, admins; spec section 2, D9): the NFL's active week, how far it is
 * played, and advancing it. Open dashboards follow over the leagues stream, and so does this page when
 * another admin advances the week.
 */
export function WeekManagement() {
  useDocumentTitle('Week Management');
  useLeagueEvents();
  const leagues = useLeagues();
  const nfl = findNflLeague(leagues.data);

  let content;
  if (leagues.isPending) {
    content = <LoadingCards />;
  } else if (leagues.isError) {
    content = (
      <ErrorState
        title="We couldn't load the leagues"
        description={errorMessage(leagues.error, 'Please check your connection and try again.')}
        onRetry={() => void leagues.refetch()}
        retrying={leagues.isFetching}
      />
    );
  } else if (!nfl) {
    content = (
      <EmptyState
        icon={<CalendarX2 />}
        title={NO_NFL_LEAGUE}
        description="Week Management moves the NFL through its 27 weeks. Add a league with the code NFL in the Management console first."
        action={
          <Button asChild variant="outline">
            <Link href="/management">Open the Management console</Link>
          </Button>
        }
      />
    );
  } else {
    content = <WeekManager league={nfl} />;
  }

  return (
    <Container className="py-8 sm:py-10">
      <PageHeader
        eyebrow="Admin"
        title="Week Management"
        description="Choose which week of NFL games players see on the dashboard. Advance once every game of the current week is complete."
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        {content}
        <EffectsCard />
      </div>
    </Container>
  );
}
