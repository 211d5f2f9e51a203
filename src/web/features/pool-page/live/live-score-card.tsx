import { Trophy } from 'lucide-react';
import type { WinningSquare } from '../../../../domain/period-winners';
import type { Pool } from '../../../../domain/schemas';
import { liveQuarterLabel } from '../../../../domain/status';
import { LiveDot } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

type LiveScoreCardProps = {
  pool: Pool;
  /**
   * The squares the score points at now, each with who owns it ('you', 'taken' or 'open'): the forward
   * square, and with reverse winners the reversed one.
   */
  winning: readonly (WinningSquare & { owner: 'you' | 'taken' | 'open' })[];
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
/** The digits a winning square matches: the score's last digits, swapped for the reversed square. */
function matchedDigits(square: WinningSquare, score: { home: number; away: number }) {
  const home = score.home % 10;
  const away = score.away % 10;
  return square.role === 'reverse' ? { away: home, home: away } : { away, home };
}

export function LiveScoreCard({ pool, winning, final = false }: LiveScoreCardProps) {
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
      {!final && winning.length > 0 && (
        <div className="flex items-center gap-3 border-t border-white/10 bg-gold-400/10 px-5 py-3 text-sm">
          <Trophy aria-hidden className="size-5 shrink-0 text-gold-300" />
          <div>
            {winning.map((square) => {
              const digits = matchedDigits(square, { home: game.homeScore, away: game.awayScore });
              return (
                <p key={square.role}>
                  <span className="font-bold text-gold-200">
                    {square.role === 'reverse' ? 'Reverse winner' : 'Winning now'}: row {square.row + 1}, column {square.column + 1}
                  </span>{' '}
                  <span className="text-white/70">
                    (away {digits.away}, home {digits.home}) · {OWNER_TEXT[square.owner]}
                  </span>
                </p>
              );
            })}
          </div>
        </div>
      )}
    </Card>
  );
}
