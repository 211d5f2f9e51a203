import { Link } from 'wouter';
import { CircleAlert, Lock, MousePointerClick, Printer, Shuffle } from 'lucide-react';
import { boardGeometry } from '../../../../domain/board-geometry';
import { boardHeaders } from '../../../../domain/digit-groups';
import type { Period } from '../../../../domain/periods';
import type { Digits } from '../../../../domain/scoring';
import { POOL_LOCKED_AT_KICKOFF, POOL_NOT_OPEN } from '../../../../domain/messages';
import { printBoardPath } from '../../../../domain/pool-links';
import type { Pool } from '../../../../domain/schemas';
import { pastWeekMessage } from '../../../../domain/week-rules';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { BoardGrid } from '../../../components/board/board-grid';
import { BoardLegend } from '../../../components/board/board-legend';
import type { BoardCell } from '../../../components/board/board-model';
import { PeriodSwitch } from './period-switch';
import type { LockReason } from '../pool-state';
import { claimsWithoutPayment } from '../pool-state';

type BoardCardProps = {
  pool: Pool;
  cells: readonly BoardCell[] | null;
  /** The numbers on the board's headers: the game's set, or (new numbers each period) the shown period's. */
  digits: Digits | null;
  /** With new numbers each period: the period whose numbers are shown, and the switch's choice. */
  period: Period;
  onPeriodChange: (period: Period) => void;
  squaresError: boolean;
  onRetry: () => void;
  lock: LockReason;
  hasWinner: boolean;
  onSquareActivate: (cell: BoardCell) => void;
};

function BoardNotice({ pool, lock }: { pool: Pool; lock: LockReason }) {
  if (lock) {
    return (
      <p className="flex items-start gap-2 font-medium text-ink-700">
        <Lock aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-500" />
        {lock === 'kicked-off'
          ? POOL_LOCKED_AT_KICKOFF
          : lock === 'week-closed'
            ? pastWeekMessage(pool.game.week ?? '', pool.leagueActiveWeek ?? '')
            : POOL_NOT_OPEN}
      </p>
    );
  }
  return (
    <p className="flex items-start gap-2 text-muted-foreground">
      <MousePointerClick aria-hidden className="mt-0.5 size-4 shrink-0 text-turf-600" />
      <span>
        Pick open squares to add them to your cart, up to <strong className="text-foreground">{pool.maxSquaresPerPlayer}</strong> per
        player.
      </span>
    </p>
  );
}

function DigitsNotice({ pool }: { pool: Pool }) {
  if (pool.digits) return null;
  return (
    <p className="flex items-start gap-2 text-muted-foreground">
      <Shuffle aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-400" />
      <span>
        The <span className="font-bold text-foreground">?</span> digits are drawn once all {pool.maxParticipants} squares are
        taken{claimsWithoutPayment(pool) ? ' (or at kickoff)' : ''}
        {pool.rules.numbers === 'period' ? ', with a new set for each period' : ''}.
      </span>
    </p>
  );
}

/** The board's outline while its squares load: the header row and column plus side x side squares. */
function BoardSkeleton({ side }: { side: number }) {
  return (
    <div
      aria-hidden
      data-testid="board-skeleton"
      className="mx-auto grid max-w-[44rem] gap-[3px] pl-4 sm:gap-1 sm:pl-8"
      style={{ gridTemplateColumns: `repeat(${side + 1}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: (side + 1) * (side + 1) }, (_, i) => (
        <Skeleton key={i} className="aspect-square rounded-[4px]" />
      ))}
    </div>
  );
}

/**
 * The board with what it means right now: open for picking, or locked and why; the legend below. The
 * board's size is the pool's; a pool drawing new numbers each period gets a switch between
 * the periods' sets once they are drawn.
 */
export function BoardCard({ pool, cells, digits, period, onPeriodChange, squaresError, onRetry, lock, hasWinner, onSquareActivate }: BoardCardProps) {
  const geometry = boardGeometry(pool.rules.boardSize);
  return (
    <Card className="-mx-4 overflow-hidden rounded-none border-x-0 sm:mx-0 sm:rounded-xl sm:border-x">
      <div className="flex flex-col gap-1.5 border-b border-border px-4 py-3.5 text-[13px] sm:gap-2 sm:px-6 sm:py-4 sm:text-sm">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-lg font-extrabold tracking-tight">The Board</h2>
          <Button asChild variant="outline" size="sm">
            <Link href={printBoardPath(pool.id)}>
              <Printer aria-hidden />
              Print board
            </Link>
          </Button>
        </div>
        <BoardNotice pool={pool} lock={lock} />
        <DigitsNotice pool={pool} />
        {pool.digitSets && <PeriodSwitch value={period} onChange={onPeriodChange} />}
      </div>
      <div className="px-2 py-4 sm:px-6 sm:py-6" data-testid="board">
        {squaresError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
            <CircleAlert aria-hidden className="size-8 text-destructive" />
            <p className="text-sm font-medium">The squares of this board could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : cells ? (
          <BoardGrid
            cells={cells}
            home={{ name: pool.game.homeTeam, color: pool.game.homeTeamColor }}
            away={{ name: pool.game.awayTeam, color: pool.game.awayTeamColor }}
            side={geometry.side}
            headers={boardHeaders(digits, geometry)}
            interactive={lock === null}
            onSquareActivate={onSquareActivate}
            className="mx-auto max-w-[44rem]"
          />
        ) : (
          <BoardSkeleton side={geometry.side} />
        )}
      </div>
      <div className="border-t border-border bg-muted/50 px-4 py-3 sm:px-6">
        <BoardLegend
          showWinning={hasWinner || pool.digits !== null}
          showHeld={pool.entryFeeCents > 0}
          showHeldMine={cells?.some((cell) => cell.state === 'held-mine') ?? false}
        />
      </div>
    </Card>
  );
}
