import { CalendarCheck2 } from 'lucide-react';
import type { League } from '../../../domain/schemas';
import { errorMessage } from '../../lib/api';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import { Skeleton } from '../../components/ui/skeleton';
import { ADVANCE_WARNING, gamesAvailableText, labelOf, weekProgress } from './week-management-model';
import { useActiveWeekGames } from './week-queries';
import { WarningNote } from './warning-note';

/** How many games the week has and how many are complete: the evidence for the warning. */
function GamesOfWeek({ league }: { league: League }) {
  const games = useActiveWeekGames(league.id);
  if (games.isPending) return <Skeleton role="status" aria-label="Loading the week's games" className="h-6 w-40" />;
  if (games.isError) {
    return (
      <p role="alert" className="text-sm font-medium text-destructive">
        {errorMessage(games.error, "We couldn't load this week's games.")}
      </p>
    );
  }
  const progress = weekProgress(games.data);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone="brand">{gamesAvailableText(progress.available)}</Badge>
      {progress.total > 0 ? (
        <span className="text-sm text-muted-foreground">
          {progress.complete} of {progress.total} complete
        </span>
      ) : null}
    </div>
  );
}

/** The current active week (spec: code and label, the games-available badge, the warning). */
export function CurrentWeekCard({ league, activeWeek }: { league: League; activeWeek: string | null }) {
  return (
    <Card role="region" aria-labelledby="current-week-title">
      <IconCardHeader
        icon={<CalendarCheck2 />}
        titleId="current-week-title"
        title="Current Active Week"
        description={`The week of ${league.name} games the dashboard offers players now.`}
      />
      <CardContent className="grid gap-4">
        {activeWeek ? (
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <p className="text-2xl font-extrabold tracking-tight text-ink-900" data-testid="active-week-label">
              {labelOf(activeWeek)}
            </p>
            <Badge tone="outline" className="font-mono" aria-label={`Week code ${activeWeek}`}>
              {activeWeek}
            </Badge>
          </div>
        ) : (
          <p className="text-sm">
            <strong className="font-semibold">No active week yet.</strong> The {league.name} dashboard shows every game of the
            current season until you choose its first week below.
          </p>
        )}
        {activeWeek ? <GamesOfWeek league={league} /> : null}
        <WarningNote>{ADVANCE_WARNING}</WarningNote>
      </CardContent>
    </Card>
  );
}
