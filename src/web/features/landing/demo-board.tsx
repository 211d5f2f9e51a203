import { useRef, useState } from 'react';
import { Pause, Play, Trophy } from 'lucide-react';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { cn } from '../../lib/utils';
import { DemoGrid } from './demo-grid';
import { DEMO_END_TICK, DEMO_TEAMS, demoFrameAt } from './demo-script';
import { ScoreTicker } from './demo-score-ticker';
import { statusLine } from './demo-status';
import { useDemoTick } from './use-demo-tick';

/**
 * The landing page's looping demo: a made-up game on a real-looking board, clearly labelled as a
 * simulation. With reduced motion it shows the finished game as a still picture.
 */
export function DemoBoard({ className }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const tick = useDemoTick(!reducedMotion && !paused, ref);
  const frame = reducedMotion ? demoFrameAt(DEMO_END_TICK) : demoFrameAt(tick);
  const final = frame.celebrating ? frame.winners.at(-1) : undefined;

  return (
    <figure
      ref={ref}
      className={cn(
        'relative rounded-2xl border border-white/10 bg-ink-950/70 p-3 shadow-[0_30px_80px_-20px_rgb(0_0_0/0.6)] backdrop-blur sm:p-4',
        className,
      )}
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <span className="inline-flex items-center gap-1.5 rounded-full border border-gold-400/40 bg-gold-400/15 px-2.5 py-1 text-[11px] font-bold tracking-[0.12em] text-gold-300 uppercase">
          <span aria-hidden className="size-1.5 rounded-full bg-gold-300 motion-safe:animate-live-pulse" />
          Simulation
        </span>
        <span className="truncate text-xs font-semibold text-white/60">$10 pool · demo game</span>
        {!reducedMotion && (
          <button
            type="button"
            onClick={() => setPaused((p) => !p)}
            className="grid size-7 shrink-0 place-items-center rounded-md text-white/70 transition-colors hover:bg-white/10 hover:text-white"
            aria-label={paused ? 'Play the simulation' : 'Pause the simulation'}
          >
            {paused ? <Play aria-hidden className="size-4" /> : <Pause aria-hidden className="size-4" />}
          </button>
        )}
      </div>
      <div
        role="img"
        aria-label="Simulation of a squares pool, not a real game: players fill all 100 squares, random digits are drawn for each team, four quarters are scored, and each quarter's winning square lights up gold."
      >
        <div aria-hidden className="space-y-3">
          <ScoreTicker frame={frame} />
          <div className="flex gap-1.5">
            <div className="flex w-3 items-center justify-center">
              <span className="-rotate-90 text-[10px] font-bold tracking-[0.2em] whitespace-nowrap text-white/50 uppercase">
                {DEMO_TEAMS.away.code} · away
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="mb-1.5 pl-[9%] text-center text-[10px] font-bold tracking-[0.2em] text-white/50 uppercase">
                {DEMO_TEAMS.home.code} · home
              </p>
              <DemoGrid frame={frame} />
            </div>
          </div>
        </div>
      </div>
      <figcaption
        className={cn(
          'mt-3 flex min-h-10 items-center justify-center gap-2 rounded-lg px-3 text-center text-sm font-semibold transition-colors',
          final ? 'bg-gold-400 text-ink-950' : 'bg-white/5 text-white/85',
        )}
      >
        {final && <Trophy aria-hidden className="size-4" />}
        <span aria-hidden>{statusLine(frame)}</span>
        <span className="sr-only">Simulated demo board</span>
      </figcaption>
    </figure>
  );
}
