import { CalendarClock } from 'lucide-react';
import type { Game } from '../../../domain/schemas';
import { scoreOnceStarted } from '../../../domain/schedule';
import { cn } from '../../lib/utils';
import { KickoffTime } from '../ui/kickoff-time';
import { Skeleton } from '../ui/skeleton';
import { GameStatusBadge } from '../ui/status-badges';
import { Matchup, MatchupStrip } from '../ui/team-swatch';

type GameSummaryProps = {
  game: Pick<Game, 'status' | 'awayTeam' | 'homeTeam' | 'awayTeamColor' | 'homeTeamColor' | 'gameDate' | 'homeScore' | 'awayScore'>;
  weekLabel: string;
  /** The heading's id, for the card's aria-labelledby. */
  headingId: string;
  headingLevel: 'h2' | 'h3';
  /** Padding and text size of the body. */
  className?: string;
  headingClassName?: string;
};

/**
 * The head of a game card (dashboard, league schedule): the teams' colour strip, week and status badge,
 * 'away @ home' with the scores once the game has started, and the kickoff in the viewer's time zone.
 */
export function GameSummary({ game, weekLabel, headingId, headingLevel, className, headingClassName }: GameSummaryProps) {
  const Heading = headingLevel;
  return (
    <>
      <MatchupStrip awayTeamColor={game.awayTeamColor} homeTeamColor={game.homeTeamColor} />
      <div className={cn('flex flex-col gap-4', className)}>
        <div className="flex items-center justify-between gap-3">
          <p className="text-xs font-bold tracking-[0.14em] text-turf-700 uppercase">{weekLabel}</p>
          <GameStatusBadge status={game.status} />
        </div>
        <Heading id={headingId} className={cn('leading-snug font-bold tracking-tight text-ink-900', headingClassName)}>
          <Matchup
            awayTeam={game.awayTeam}
            homeTeam={game.homeTeam}
            awayTeamColor={game.awayTeamColor}
            homeTeamColor={game.homeTeamColor}
            score={scoreOnceStarted(game)}
          />
        </Heading>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <CalendarClock aria-hidden className="size-4 shrink-0" />
          <KickoffTime iso={game.gameDate} />
        </p>
      </div>
    </>
  );
}

/** GameSummary's shape while the game loads. */
export function GameSummarySkeleton({ className }: { className?: string }) {
  return (
    <>
      <Skeleton className="h-1.5 rounded-none" />
      <div className={cn('grid gap-4', className)}>
        <div className="flex justify-between">
          <Skeleton className="h-4 w-20" />
          <Skeleton className="h-5 w-24 rounded-full" />
        </div>
        <div className="grid gap-2">
          <Skeleton className="h-5 w-48" />
          <Skeleton className="h-5 w-56" />
        </div>
        <Skeleton className="h-4 w-40" />
      </div>
    </>
  );
}
