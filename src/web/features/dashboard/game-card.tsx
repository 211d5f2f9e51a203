import { CircleAlert, RotateCw, Sparkles } from 'lucide-react';
import type { Game } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Skeleton } from '../../components/ui/skeleton';
import { GameSummary, GameSummarySkeleton } from '../../components/game/game-summary';
import { NO_POOLS_TEXT, gameHasStarted, gameWeekLabel, tierSlots } from './dashboard-model';
import { useGamePools } from './dashboard-queries';
import { TierSlotRow } from './tier-slot-row';

function SlotsSkeleton() {
  return (
    <ul aria-hidden className="divide-y divide-border">
      {Array.from({ length: 5 }, (_, i) => (
        <li
          key={i}
          className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 py-3 sm:min-h-14 sm:grid-cols-[4.75rem_minmax(0,1fr)_auto] sm:py-2.5"
        >
          <Skeleton className="h-5 w-10" />
          <div className="col-span-2 row-start-2 grid gap-2 sm:col-span-1 sm:col-start-2 sm:row-start-1">
            <Skeleton className="hidden h-3.5 w-14 sm:block" />
            <Skeleton className="h-1.5 w-full" />
          </div>
          <Skeleton className="col-start-2 row-start-1 h-8 w-44 sm:col-start-3" />
        </li>
      ))}
    </ul>
  );
}

function GamePools({ game }: { game: Game }) {
  const { data: pools, isPending, isError, refetch, isFetching } = useGamePools(game.id);
  if (isPending) {
    return (
      <div role="status" aria-label="Loading pools">
        <SlotsSkeleton />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
        <span className="flex items-center gap-2">
          <CircleAlert aria-hidden className="size-4 shrink-0" />
          This game's pools could not be loaded.
        </span>
        <Button size="sm" variant="outline" onClick={() => void refetch()} disabled={isFetching}>
          <RotateCw aria-hidden className={isFetching ? 'animate-spin' : undefined} />
          Retry
        </Button>
      </div>
    );
  }
  if (pools.length === 0) {
    return (
      <p className="flex items-start gap-2.5 rounded-lg border border-dashed border-ink-200 bg-muted/60 px-4 py-4 text-sm font-medium text-ink-700">
        <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-turf-700" />
        {NO_POOLS_TEXT}
      </p>
    );
  }
  return (
    <ul aria-label="Entry-fee tiers" className="divide-y divide-border">
      {tierSlots(pools).map((slot) => (
        <TierSlotRow key={slot.entryFeeCents} slot={slot} gameStarted={gameHasStarted(game.status)} />
      ))}
    </ul>
  );
}

/** One game: teams, week, kickoff in the viewer's time zone, status, and its five tier slots. */
export function GameCard({ game }: { game: Game }) {
  const headingId = `game-${game.id}-title`;

  return (
    <Card data-testid="game-card" className="flex flex-col overflow-hidden">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <GameSummary
          game={game}
          weekLabel={gameWeekLabel(game)}
          headingId={headingId}
          headingLevel="h2"
          className="px-5 pt-4 pb-4 sm:px-6"
          headingClassName="text-lg"
        />
        <div className="mt-auto border-t border-border px-5 pt-1 pb-2 sm:px-6">
          <GamePools game={game} />
        </div>
      </article>
    </Card>
  );
}

export function GameCardSkeleton() {
  return (
    <Card aria-hidden className="overflow-hidden">
      <GameSummarySkeleton className="px-5 pt-4 pb-4 sm:px-6" />
      <div className="border-t border-border px-5 pt-1 pb-2 sm:px-6">
        <SlotsSkeleton />
      </div>
    </Card>
  );
}
