import { useState } from 'react';
import { Link } from 'wouter';
import { CalendarDays, ChevronLeft, Clock, Heart, Lock, Share2 } from 'lucide-react';
import { poolShareLink } from '../../../domain/pool-links';
import type { Pool } from '../../../domain/schemas';
import { gameDisplayState, poolBadgeLabel } from '../../../domain/status';
import { Badge, LiveDot } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { LiveIndicator } from './live/live-indicator';
import { formatKickoff } from './pool-state';
import { sharePool } from './share';
import type { LiveStatus } from './live/use-pool-events';

/** The badge colours follow the words: LIVE red and pulsing, COMPLETED green, AVAILABLE turf, CLOSED (a past week's pool) amber. */
function PoolBadge({ pool }: { pool: Pool }) {
  const label = poolBadgeLabel(pool);
  const tone = label === 'LIVE' ? 'red' : label === 'COMPLETED' ? 'green' : label === 'AVAILABLE' ? 'brand' : label === 'CANCELLED' ? 'destructive' : 'amber';
  return (
    <Badge tone={tone} data-testid="pool-status-badge" className="h-7 px-3 text-[11px] tracking-[0.12em]">
      {label === 'LIVE' && <LiveDot />}
      {label}
    </Badge>
  );
}

function TeamLine({ name, color, side, score }: { name: string; color: string; side: 'Away' | 'Home'; score: number | null }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span aria-hidden className="h-8 w-1.5 shrink-0 rounded-full sm:h-11" style={{ backgroundColor: color }} />
      <div className="min-w-0">
        <p className="text-[10px] font-bold tracking-[0.16em] text-white/55 uppercase sm:text-[11px]">{side}</p>
        <p className="truncate text-base leading-tight font-extrabold sm:text-2xl">{name}</p>
      </div>
      {score !== null && <span className="ml-auto pl-2 text-2xl font-black tabular sm:text-3xl">{score}</span>}
    </div>
  );
}

function ShareButton({ pool }: { pool: Pool }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="outline-inverse"
      size="sm"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await sharePool({
            title: `${pool.name}: ${pool.game.awayTeam} @ ${pool.game.homeTeam}`,
            text: `Grab a square in the ${pool.name} for ${pool.game.awayTeam} @ ${pool.game.homeTeam}.`,
            url: poolShareLink(window.location.origin, pool),
          });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Share2 aria-hidden />
      Share
    </Button>
  );
}

/** The dark band on top: name, status, the matchup in team colours, kickoff, Share and the live pill. */
export function PoolHero({ pool, live, backHref }: { pool: Pool; live: LiveStatus; backHref: string }) {
  const { game } = pool;
  const kickoff = formatKickoff(game.gameDate);
  const state = gameDisplayState(game.status);
  const showScore = state !== 'SCHEDULED';
  return (
    <section data-surface="dark" aria-labelledby="pool-title" className="relative isolate overflow-hidden bg-ink-900 bg-turf-lines text-white">
      <Container className="py-4 sm:py-8">
        <div className="flex items-center justify-between gap-3">
          <Link
            href={backHref}
            className="-ml-1 inline-flex items-center gap-1 rounded-md px-1 py-1 text-sm font-semibold text-white/70 transition-colors hover:text-white"
          >
            <ChevronLeft aria-hidden className="size-4" />
            {backHref === '/' ? 'Home' : 'All games'}
          </Link>
          <div className="flex items-center gap-2">
            <LiveIndicator status={live} />
            <ShareButton pool={pool} />
          </div>
        </div>

        <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 sm:mt-5">
          <h1 id="pool-title" className="text-[1.75rem] leading-tight font-black tracking-tight sm:text-4xl">
            {pool.name}
          </h1>
          <PoolBadge pool={pool} />
          {pool.isPrivate && (
            <Badge tone="inverse" className="h-7 px-3">
              <Lock aria-hidden />
              Private
            </Badge>
          )}
          {pool.isNonprofit && (
            <Badge tone="inverse" className="h-7 px-3">
              <Heart aria-hidden />
              Nonprofit
            </Badge>
          )}
        </div>

        <div className="mt-4 grid gap-3 sm:mt-5 sm:gap-4 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end">
          <div
            className="grid grid-cols-1 items-center gap-2 rounded-xl border border-white/10 bg-white/[0.04] px-3 py-2.5 sm:grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] sm:gap-3 sm:p-4"
          >
            <TeamLine name={game.awayTeam} color={game.awayTeamColor} side="Away" score={showScore ? game.awayScore : null} />
            <span className="hidden text-center text-lg font-black text-white/40 sm:block">
              <span aria-hidden>@</span>
              <span className="sr-only">at</span>
            </span>
            <TeamLine name={game.homeTeam} color={game.homeTeamColor} side="Home" score={showScore ? game.homeScore : null} />
          </div>
          <dl className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm font-medium text-ink-200 lg:flex-col lg:items-end">
            <div className="flex items-center gap-2">
              <dt className="sr-only">Date</dt>
              <CalendarDays aria-hidden className="size-4 text-turf-400" />
              <dd>{kickoff.date}</dd>
            </div>
            {kickoff.time && (
              <div className="flex items-center gap-2">
                <dt className="sr-only">Kickoff</dt>
                <Clock aria-hidden className="size-4 text-turf-400" />
                <dd>{kickoff.time}</dd>
              </div>
            )}
            {game.week && (
              <div className="flex items-center gap-2">
                <dt className="sr-only">Week</dt>
                <dd className="rounded-md bg-white/10 px-2 py-0.5 text-xs font-bold tracking-wider text-white/80 uppercase">
                  {game.week}
                </dd>
              </div>
            )}
          </dl>
        </div>
      </Container>
    </section>
  );
}
