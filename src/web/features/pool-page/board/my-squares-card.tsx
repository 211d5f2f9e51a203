import { useState } from 'react';
import { Link } from 'wouter';
import { Grid2x2Check, LogIn, Trophy } from 'lucide-react';
import { coordinateKey, type Coordinate } from '../../../../domain/board';
import { boardGeometry } from '../../../../domain/board-geometry';
import { boardHeaders, digitGroupText, squareDigitGroups } from '../../../../domain/digit-groups';
import { PERIOD_SWITCH_LABELS, numbersOfPeriod, periodInPlay } from '../../../../domain/period-numbers';
import { orderSquares, type SquareOrder } from '../../../../domain/odds-display';
import { periodLabel, type Period } from '../../../../domain/periods';
import type { Pool, Square } from '../../../../domain/schemas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { OwnerChip } from '../../../components/board/owner-chip';
import { cn } from '../../../lib/utils';
import { WinnerBadge } from '../../../components/ui/status-badges';
import { gameDisplayState } from '../../../../domain/status';
import { OddsSource, SquareChances, SquareOrderSelect } from '../money/square-chances';
import type { PoolOdds } from '../money/use-square-odds';

/** Beyond this many squares the list scrolls on large screens (about as tall as the board beside it). */
const SQUARES_BEFORE_SCROLL = 6;

type MySquaresCardProps = {
  pool: Pool;
  userId: string | null;
  squares: readonly Square[];
  /** The squares the score points at now (with reverse winners, two). */
  winning: readonly Coordinate[];
  winners: readonly (Coordinate & { period: Period })[];
  /** The board is locked: nothing more can be claimed, so the texts do not invite it. */
  locked: boolean;
  /** Once the digits are drawn (and the shipped results loaded): each square's historical chances. */
  odds?: PoolOdds | null;
};

/**
 * The viewer's own squares on this board, with their digits once drawn, their historical chances of
 * winning (sortable, best first) and any period they won.
 */
export function MySquaresCard({ pool, userId, squares, winning, winners, locked, odds = null }: MySquaresCardProps) {
  const [order, setOrder] = useState<SquareOrder>('position');
  const owned = userId === null ? [] : squares.filter((s) => s.userId === userId);
  const shownOdds = pool.digits ? odds : null;
  const mine = shownOdds ? orderSquares(owned, order, shownOdds.board.FINAL) : owned;
  // A finished game's last winner is the FINAL period's; "winning now" is for a game in play.
  const winningKeys = new Set(gameDisplayState(pool.game.status) === 'LIVE' ? winning.map(coordinateKey) : []);
  // The numbers of the period in play (a pool drawing new numbers each period says which), on the pool's own board.
  const period = periodInPlay(pool.game);
  const headers = boardHeaders(numbersOfPeriod(pool, period), boardGeometry(pool.rules.boardSize));
  const scrolls = mine.length > SQUARES_BEFORE_SCROLL;
  const periodNote = pool.digitSets ? ` (${PERIOD_SWITCH_LABELS[period]} numbers)` : '';
  return (
    <Card aria-labelledby="my-squares-title" role="region">
      <div className="flex items-center justify-between gap-3 border-b border-border px-5 py-4">
        <h2 id="my-squares-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Grid2x2Check aria-hidden className="size-5 text-turf-700" />
          Your Squares
        </h2>
        {userId !== null && (
          <Badge tone="neutral" className="tabular">
            {mine.length}/{pool.maxSquaresPerPlayer}
          </Badge>
        )}
      </div>
      <div className="px-5 py-4">
        {userId === null ? (
          <div className="flex flex-col items-start gap-3">
            <p className="text-sm text-muted-foreground">
              {locked ? 'Sign in to see your squares.' : 'Sign in to see and claim your squares.'}
            </p>
            <Button asChild variant="outline" size="sm">
              <Link href="/login">
                <LogIn aria-hidden />
                Sign In
              </Link>
            </Button>
          </div>
        ) : mine.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {locked ? 'You have no squares on this board.' : 'You don’t own any squares on this board yet.'}
          </p>
        ) : (
          <div className="space-y-3">
            {shownOdds && mine.length > 1 && <SquareOrderSelect value={order} onChange={setOrder} />}
            {/* Many squares (a whole small board is one player's at times) scroll inside the side column on
                large screens, so the cards under it stay in reach; a scrolling list takes keyboard focus. */}
            <ul
              className={cn('grid gap-2 sm:grid-cols-2 lg:grid-cols-1', scrolls && 'rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring lg:max-h-[34rem] lg:overflow-y-auto lg:pr-1')}
              {...(scrolls ? { tabIndex: 0, 'aria-label': `Your ${mine.length} squares` } : {})}
            >
              {mine.map((square) => {
                const won = winners.filter((w) => w.row === square.row && w.column === square.column);
                const digits = squareDigitGroups(headers, square);
                const winningNow = winningKeys.has(coordinateKey(square));
                return (
                  <li
                    key={square.id}
                    className="flex items-center gap-3 rounded-lg border border-turf-200 bg-turf-50/60 px-3 py-2.5"
                  >
                    <OwnerChip userId={square.userId ?? ''} className="size-9 shrink-0 rounded-md text-sm ring-2 ring-turf-500 ring-offset-1" />
                    <div className="min-w-0 flex-1">
                      <p className="text-sm font-bold">
                        Row {square.row + 1}, column {square.column + 1}
                      </p>
                      <p className="text-xs text-muted-foreground tabular">
                        {digits ? `Away ${digitGroupText(digits.row)} · Home ${digitGroupText(digits.column)}${periodNote}` : 'Digits drawn when the board fills'}
                      </p>
                      {shownOdds && <SquareChances odds={shownOdds} square={square} />}
                      {(winningNow || won.length > 0) && (
                        <div className="mt-1.5 flex flex-wrap gap-1">
                          {winningNow && <WinnerBadge>Winning now</WinnerBadge>}
                          {won.map((w) => (
                            <Badge key={w.period} tone="gold">
                              <Trophy aria-hidden />
                              {periodLabel(w.period)}
                            </Badge>
                          ))}
                        </div>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
            {shownOdds && <OddsSource odds={shownOdds} />}
          </div>
        )}
      </div>
    </Card>
  );
}
