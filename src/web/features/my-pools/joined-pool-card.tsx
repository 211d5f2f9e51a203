import { Link } from 'wouter';
import { ArrowRight, CalendarClock, Lock } from 'lucide-react';
import { periodLabel } from '../../../domain/periods';
import type { UserPool } from '../../../domain/schemas';
import { gameDisplayState, liveQuarterLabel, poolDisplayStatus } from '../../../domain/status';
import { PrizeClaim } from '../../components/payouts/prize-claim';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { KickoffTime } from '../../components/ui/kickoff-time';
import { GameStatusBadge, PoolStatusBadge, WinnerBadge } from '../../components/ui/status-badges';
import { Matchup, MatchupStrip } from '../../components/ui/team-swatch';
import { teamNickname } from '../../lib/team-name';
import { moneyText, poolMoneyFacts, yourPaidOutPrizes, yourSquaresText } from './my-pools-model';

/** The score once the game is under way: kept current by the player's pool stream (D15). */
function GameScoreLine({ game }: { game: UserPool['game'] }) {
  const state = gameDisplayState(game.status);
  if (state === 'SCHEDULED') return null;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="joined-pool-score">
      <GameStatusBadge status={game.status} label={state === 'LIVE' ? liveQuarterLabel(game.status, game.quarter) : 'Final'} />
      <span className="font-bold text-ink-900 tabular">
        {teamNickname(game.awayTeam)} {game.awayScore} – {teamNickname(game.homeTeam)} {game.homeScore}
      </span>
    </p>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-[11px] font-bold tracking-wider text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-0.5 truncate text-[15px] font-bold text-ink-900 tabular">{value}</dd>
    </div>
  );
}

/** The prizes the player won here that are paid out of escrow: claim them, or see that they were claimed or expired. */
function YourPrizes({ pool, userId }: { pool: UserPool; userId: string }) {
  const prizes = yourPaidOutPrizes(pool, userId);
  if (prizes.length === 0) return null;
  const titleId = `my-pool-${pool.id}-prizes`;
  return (
    <section aria-labelledby={titleId} className="grid gap-2 rounded-lg bg-gold-50 px-4 py-3 ring-1 ring-gold-200" data-testid="your-prizes">
      <h3 id={titleId} className="text-[11px] font-bold tracking-wider text-gold-900 uppercase">
        Your prizes
      </h3>
      <ul className="grid gap-3">
        {prizes.map((winner) => (
          <li key={`${winner.period}-${winner.role}`} className="grid gap-1" data-period={winner.period}>
            <p className="text-sm font-bold text-ink-900">
              {periodLabel(winner.period)}
              {winner.role === 'reverse' && ' (reverse)'}
            </p>
            <PrizeClaim poolId={pool.id} winner={winner} viewerId={userId} periodLabel={periodLabel(winner.period)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A private pool's own badges: 'Private', and 'Organizer' on the pools the viewer created. */
function PrivateBadges({ pool, userId }: { pool: UserPool; userId: string | null }) {
  if (!pool.isPrivate) return null;
  return (
    <p className="flex flex-wrap gap-1.5">
      <Badge tone="neutral" data-testid="private-badge">
        <Lock aria-hidden />
        Private
      </Badge>
      {userId !== null && pool.createdBy === userId && (
        <Badge tone="brand" data-testid="organizer-badge">
          Organizer
        </Badge>
      )}
    </p>
  );
}

/** A pool the player joined: name, status, teams, fee, pot (or, cancelled, what was refunded), their squares, their prizes, the game date and a link. */
export function JoinedPoolCard({ pool, userId }: { pool: UserPool; userId: string | null }) {
  const { game } = pool;
  const headingId = `my-pool-${pool.id}-title`;
  return (
    <Card data-testid="joined-pool-card" className="flex flex-col overflow-hidden">
      <article aria-labelledby={headingId} className="flex flex-1 flex-col">
        <MatchupStrip awayTeamColor={game.awayTeamColor} homeTeamColor={game.homeTeamColor} />
        <div className="flex flex-1 flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-3">
            <div className="grid min-w-0 gap-1.5">
              <h2 id={headingId} className="truncate text-lg leading-tight font-bold tracking-tight text-ink-900">
                {pool.name}
              </h2>
              <PrivateBadges pool={pool} userId={userId} />
            </div>
            <PoolStatusBadge status={poolDisplayStatus(pool)} />
          </div>
          <div className="grid gap-2 text-[15px] font-semibold text-ink-800">
            <Matchup
              awayTeam={game.awayTeam}
              homeTeam={game.homeTeam}
              awayTeamColor={game.awayTeamColor}
              homeTeamColor={game.homeTeamColor}
            />
            <p className="flex items-center gap-2 text-sm font-normal text-muted-foreground">
              <CalendarClock aria-hidden className="size-4 shrink-0" />
              <KickoffTime iso={game.gameDate} />
            </p>
            <GameScoreLine game={game} />
          </div>
          <dl className="grid grid-cols-3 gap-3 rounded-lg bg-muted/70 px-4 py-3">
            {poolMoneyFacts(pool).map((fact) => (
              <Fact key={fact.label} {...fact} />
            ))}
          </dl>
          {userId !== null && <YourPrizes pool={pool} userId={userId} />}
          <div className="mt-auto flex flex-wrap items-center justify-between gap-3">
            <p className="inline-flex items-center rounded-full bg-turf-50 px-3 py-1 text-sm font-bold text-turf-800 ring-1 ring-turf-200 tabular">
              {yourSquaresText(pool)}
            </p>
            {pool.userWinningsCents > 0 ? (
              <WinnerBadge>Won {moneyText(pool.userWinningsCents)}</WinnerBadge>
            ) : null}
          </div>
        </div>
        <div className="border-t border-border px-5 py-3">
          <Button asChild variant="ghost" size="sm" className="-mx-2 w-[calc(100%+1rem)] justify-between text-turf-800">
            <Link href={`/pool/${pool.id}`}>
              View Pool
              <span className="sr-only">: {pool.name}, {game.awayTeam} at {game.homeTeam}</span>
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </article>
    </Card>
  );
}
