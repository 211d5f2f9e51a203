import type { Game } from '../../../domain/schemas';
import { Card } from '../../components/ui/card';
import { GameSummary, GameSummarySkeleton } from '../../components/game/game-summary';

/** One game of a week: its week, status badge, 'away @ home' (scores once started) and kickoff. */
export function ScheduleGameCard({ game, weekLabel }: { game: Game; weekLabel: string }) {
  const headingId = `schedule-game-${game.id}`;
  return (
    <Card data-testid="schedule-game" className="h-full overflow-hidden">
      <article aria-labelledby={headingId} className="flex h-full flex-col">
        <GameSummary game={game} weekLabel={weekLabel} headingId={headingId} headingLevel="h3" className="flex-1 gap-3 p-4" headingClassName="text-base" />
      </article>
    </Card>
  );
}

export function ScheduleGameCardSkeleton() {
  return (
    <Card aria-hidden className="overflow-hidden">
      <GameSummarySkeleton className="gap-3 p-4" />
    </Card>
  );
}
