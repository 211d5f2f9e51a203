import { cn } from '../../lib/utils';
import { DEMO_TEAMS, type DemoFrame } from './demo-script';

/** The demo game's score line and clock. */
export function ScoreTicker({ frame }: { frame: DemoFrame }) {
  const teams = [
    { side: 'away' as const, ...DEMO_TEAMS.away, score: frame.score.away },
    { side: 'home' as const, ...DEMO_TEAMS.home, score: frame.score.home },
  ];
  const live = frame.phase === 'playing';
  return (
    <div className="flex items-center gap-3">
      <div className="flex flex-1 items-center justify-between gap-2 rounded-lg bg-white/5 px-3 py-2">
        {teams.map((team, i) => (
          <div key={team.side} className={cn('flex items-center gap-2', i === 1 && 'flex-row-reverse')}>
            <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: team.color }} />
            <span className="text-xs font-bold tracking-wide text-white/70">{team.code}</span>
            <span
              key={team.score}
              className="min-w-[2ch] text-center text-xl font-black text-white tabular motion-safe:animate-pop-in"
            >
              {team.score}
            </span>
          </div>
        ))}
      </div>
      <span
        className={cn(
          'inline-flex h-8 min-w-16 items-center justify-center gap-1.5 rounded-md px-2 text-xs font-bold tracking-wider uppercase',
          live ? 'bg-red-600 text-white' : frame.clock === 'Final' ? 'bg-green-100 text-green-800' : 'bg-lime-100 text-lime-800',
        )}
      >
        {live && <span aria-hidden className="size-1.5 rounded-full bg-white motion-safe:animate-live-pulse" />}
        {frame.clock}
      </span>
    </div>
  );
}
