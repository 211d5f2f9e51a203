import { Trophy } from 'lucide-react';
import type { Coordinate } from '../../../domain/board';
import type { Pool } from '../../../domain/schemas';
import { liveQuarterLabel } from '../../../domain/status';
import { LiveDot } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';

type LiveScoreCardProps = {
  pool: Pool;
  winning: Coordinate | null;
  /** Who owns the winning square: 'you', 'taken' or 'open'. */
  winningOwner: 'you' | 'taken' | 'open' | null;
  /** The game is over: the final score, without "winning now". */
  final?: boolean;
};

function ScoreRow({ name, color, score, side }: { name: string; color: string; score: number; side: string }) {
  return (
    <div className="flex items-center gap-3">
      <span aria-hidden className="h-10 w-1.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
      <div className="min-w-0 flex-1">
        <p className="text-[11px] font-bold tracking-[0.14em] text-white/55 uppercase">{side}</p>
        <p className="truncate text-base font-bold">{name}</p>
      </div>
      <span className="text-4xl font-black tabular" aria-label={`${name} ${score}`}>
        {score}
      </span>
    </div>
  );
}

const OWNER_TEXT = { you: 'That’s your square!', taken: 'Owned by another player', open: 'Unclaimed square' } as const;

/**
 * The score card (spec section 4): 'Live Score' with the period while the game's display state is
 * LIVE, 'Final Score' once it is over. "Winning now" belongs to a game in play; a finished game's
 * winners are on the Winners card.
 */
export function LiveScoreCard({ pool, winning, winningOwner, final = false }: LiveScoreCardProps) {
  const { game } = pool;
  const title = final ? 'Final Score' : 'Live Score';
  return (
    <Card data-surface="dark" aria-labelledby="live-score-title" role="region" className="overflow-hidden border-ink-800 bg-ink-900 text-white">
      <div className="flex items-center justify-between gap-3 border-b border-white/10 px-5 py-3">
        <h2 id="live-score-title" className="text-sm font-extrabold tracking-[0.14em] text-white/80 uppercase">
          {title}
        </h2>
        {final ? (
          <span className="inline-flex items-center rounded-full bg-white/10 px-2.5 py-1 text-[11px] font-bold tracking-wider text-white/85 uppercase">
            {liveQuarterLabel(game.status, game.quarter)}
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-red-600 px-2.5 py-1 text-[11px] font-bold tracking-wider uppercase">
            <LiveDot />
            {liveQuarterLabel(game.status, game.quarter)}
          </span>
        )}
      </div>
      <div className="grid gap-3 px-5 py-4">
        <ScoreRow name={game.awayTeam} color={game.awayTeamColor} score={game.awayScore} side="Away" />
        <ScoreRow name={game.homeTeam} color={game.homeTeamColor} score={game.homeScore} side="Home" />
      </div>
      {!final && winning && pool.digits && (
        <div className="flex items-center gap-3 border-t border-white/10 bg-gold-400/10 px-5 py-3 text-sm">
          <Trophy aria-hidden className="size-5 shrink-0 text-gold-300" />
          <p>
            <span className="font-bold text-gold-200">
              Winning now: row {winning.row + 1}, column {winning.column + 1}
            </span>{' '}
            <span className="text-white/70">
              (away {pool.digits.rows[winning.row]}, home {pool.digits.columns[winning.column]})
              {winningOwner ? ` · ${OWNER_TEXT[winningOwner]}` : ''}
            </span>
          </p>
        </div>
      )}
    </Card>
  );
}
