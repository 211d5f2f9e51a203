import { cn } from '../../lib/utils';
import { currentScore, gameClock, type SimulationState } from './simulation-machine';
import { SIMULATION_TEAMS, type SimulationTeam } from './teams';

function TeamBadge({ team, className }: { team: SimulationTeam; className?: string }) {
  return (
    <span
      aria-hidden
      className={cn('grid shrink-0 place-items-center rounded-lg font-black tracking-wide', className)}
      style={{ backgroundColor: team.color, color: team.textColor }}
    >
      {team.code}
    </span>
  );
}

function Score({ value, className }: { value: number; className?: string }) {
  return (
    <span key={value} className={cn('min-w-[2ch] text-right font-black text-white tabular motion-safe:animate-pop-in', className)}>
      {value}
    </span>
  );
}

function ClockPill({ clock, live }: { clock: string; live: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex h-7 min-w-14 shrink-0 items-center justify-center gap-1.5 rounded-md px-2 text-[11px] font-bold tracking-wider uppercase',
        live ? 'bg-red-600 text-white' : clock === 'Final' ? 'bg-green-100 text-green-800' : 'bg-lime-100 text-lime-800',
      )}
    >
      {live && <span aria-hidden className="size-1.5 rounded-full bg-white motion-safe:animate-live-pulse" />}
      {clock}
    </span>
  );
}

/** Both teams with their scores and the game clock: stacked on phones, side by side from sm up. */
export function Scoreboard({ state }: { state: SimulationState }) {
  const score = currentScore(state);
  const clock = gameClock(state);
  const live = state.phase === 'playing';
  const { away, home } = SIMULATION_TEAMS;
  const sides = [
    { side: 'away' as const, team: away, value: score.away },
    { side: 'home' as const, team: home, value: score.home },
  ];
  return (
    <div
      role="group"
      aria-label={`Scoreboard: ${away.name} ${score.away}, ${home.name} ${score.home}, ${clock}`}
      className="rounded-xl bg-white/[0.06] p-2 sm:p-3"
    >
      <div aria-hidden className="flex items-center gap-3 sm:hidden">
        <div className="min-w-0 flex-1 space-y-1.5">
          {sides.map(({ side, team, value }) => (
            <div key={side} className="flex items-center gap-2">
              <TeamBadge team={team} className="h-6 w-9 text-[10px]" />
              <span className="min-w-0 flex-1 truncate text-sm font-bold">{team.name}</span>
              <Score value={value} className="text-xl leading-none" />
            </div>
          ))}
        </div>
        <ClockPill clock={clock} live={live} />
      </div>
      <div aria-hidden className="hidden items-center gap-4 sm:flex">
        {sides.map(({ side, team, value }, i) => (
          <div key={side} className={cn('flex min-w-0 flex-1 items-center gap-3', i === 1 && 'order-3 flex-row-reverse text-right')}>
            <div className="flex shrink-0 flex-col items-center gap-1">
              <TeamBadge team={team} className="h-8 w-11 text-xs" />
              <span className="text-[10px] leading-none font-semibold tracking-wider text-white/55 uppercase">{side}</span>
            </div>
            <div className="min-w-0">
              <p className="truncate text-[11px] font-semibold tracking-wider text-white/55 uppercase">{team.city}</p>
              <p className="truncate text-lg leading-tight font-extrabold text-white">{team.shortName}</p>
            </div>
            <Score value={value} className={cn('text-3xl', i === 0 ? 'ml-auto' : 'mr-auto')} />
          </div>
        ))}
        <span className="order-2">
          <ClockPill clock={clock} live={live} />
        </span>
      </div>
    </div>
  );
}
