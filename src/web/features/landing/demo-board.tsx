import { memo, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { Pause, Play, Trophy } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import { periodLabel } from '../../../domain/periods';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { cn } from '../../lib/utils';
import { LogoMark } from '../../components/brand/logo';
import { workedExample } from '../../components/payouts/tier-payouts';
import {
  DEMO_DIGITS,
  DEMO_END_TICK,
  DEMO_FILL_ORDER,
  DEMO_OWNERS,
  DEMO_PLAYERS,
  DEMO_TEAMS,
  DEMO_TICK_MS,
  demoFrameAt,
  type DemoFrame,
} from './demo-script';

const AXIS = Array.from({ length: 10 }, (_, i) => i);
/** The demo is a $10 pool: $225 to each period winner. */
const PERIOD_PRIZE = formatMoney(workedExample().periodCents[0] ?? 0, { compact: true });

/** Runs the tick clock while the board is on screen, the tab is visible and motion is allowed. */
function useDemoTick(enabled: boolean, target: RefObject<HTMLElement | null>): number {
  const [tick, setTick] = useState(0);
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry?.isIntersecting ?? true));
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);

  useEffect(() => {
    if (!enabled || !visible) return;
    const id = window.setInterval(() => {
      if (!document.hidden) setTick((t) => t + 1);
    }, DEMO_TICK_MS);
    return () => window.clearInterval(id);
  }, [enabled, visible]);

  return tick;
}

function statusLine(frame: DemoFrame): string {
  switch (frame.phase) {
    case 'filling':
      return `Players claiming squares · ${frame.filled}/100`;
    case 'numbers':
      return 'Board full · drawing the numbers';
    case 'playing': {
      const last = frame.winners.at(-1);
      if (last && frame.quartersDone === frame.winners.length && frame.clock === `Q${frame.quartersDone}`) {
        return `${periodLabel(last.period)} winner · ${DEMO_PLAYERS[last.owner]?.initials ?? ''} · ${PERIOD_PRIZE}`;
      }
      return frame.lastPlay
        ? `${DEMO_TEAMS[frame.lastPlay.team].code} ${frame.lastPlay.label}!`
        : 'Kick-off';
    }
    case 'winner':
    case 'reset': {
      const final = frame.winners.at(-1);
      return final ? `Final winner · ${DEMO_PLAYERS[final.owner]?.initials ?? ''} · ${PERIOD_PRIZE}` : 'Final';
    }
  }
}

function ScoreTicker({ frame }: { frame: DemoFrame }) {
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

function Board({ frame }: { frame: DemoFrame }) {
  const filledSet = useMemo(() => new Set(DEMO_FILL_ORDER.slice(0, frame.filled)), [frame.filled]);
  const winnerAt = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const winner of frame.winners) {
      const index = winner.row * 10 + winner.column;
      map.set(index, [...(map.get(index) ?? []), winner.period === 'FINAL' ? 'F' : winner.period]);
    }
    return map;
  }, [frame.winners]);
  const finalWinner = frame.celebrating || frame.fading ? frame.winners.at(-1) : undefined;

  return (
    <div
      className={cn(
        'grid grid-cols-[repeat(11,minmax(0,1fr))] gap-[3px] transition-opacity duration-700',
        frame.fading && 'opacity-0',
      )}
    >
      <div className="grid aspect-square place-items-center rounded-[5px] bg-white/5">
        <LogoMark className="size-[70%]" />
      </div>
      {AXIS.map((column) => (
        <div
          key={`h${column}`}
          className="grid aspect-square place-items-center rounded-[5px] text-[11px] font-black text-white sm:text-sm"
          style={{ backgroundColor: `${DEMO_TEAMS.home.color}33`, boxShadow: `inset 0 -2px 0 ${DEMO_TEAMS.home.color}` }}
        >
          {column < frame.digitsShown ? (
            <span className="tabular motion-safe:animate-pop-in">{DEMO_DIGITS.columns[column]}</span>
          ) : (
            <span className="text-white/40">?</span>
          )}
        </div>
      ))}
      {AXIS.map((row) => (
        <RowCells key={row} row={row} digitShown={row < frame.digitsShown} filledSet={filledSet} winnerAt={winnerAt} finalIndex={finalWinner ? finalWinner.row * 10 + finalWinner.column : -1} />
      ))}
    </div>
  );
}

type CellProps = {
  filled: boolean;
  color: string | undefined;
  initials: string | undefined;
  /** The periods this square won, e.g. "Q1·F"; empty when none. */
  periods: string;
  isFinal: boolean;
};

/**
 * One square. Memoized: a tick changes a handful of squares, and re-rendering all hundred of them every
 * 240 ms kept a phone's main thread busy while the landing page loads. The player's colour fades in on
 * a layer of its own (an opacity transition, which the compositor runs): a background-color transition
 * made the main thread restyle and repaint the board on every frame, all the time the demo plays.
 */
const DemoCell = memo(function DemoCell({ filled, color, initials, periods, isFinal }: CellProps) {
  return (
    <div
      className={cn(
        'relative grid aspect-square place-items-center overflow-hidden rounded-[5px] bg-white/[0.06] text-[8px] font-bold text-white transition-[box-shadow,transform] duration-300 sm:text-[11px]',
        periods && 'z-10 bg-gold-400 text-ink-950 shadow-gold',
        isFinal && 'scale-110 motion-safe:animate-gold-glow',
      )}
    >
      <span
        aria-hidden
        className={cn('absolute inset-0 transition-opacity duration-300', filled && !periods ? 'opacity-100' : 'opacity-0')}
        style={{ backgroundColor: color }}
      />
      {filled && <span className="relative motion-safe:animate-pop-in">{initials}</span>}
      {periods && (
        <span className="absolute -top-px right-0 rounded-bl-[3px] bg-ink-950 px-[2px] text-[6px] leading-[9px] font-black text-gold-300 sm:text-[8px] sm:leading-[11px]">
          {periods}
        </span>
      )}
    </div>
  );
});

function RowCells({
  row,
  digitShown,
  filledSet,
  winnerAt,
  finalIndex,
}: {
  row: number;
  digitShown: boolean;
  filledSet: Set<number>;
  winnerAt: Map<number, string[]>;
  finalIndex: number;
}) {
  return (
    <>
      <div
        className="grid aspect-square place-items-center rounded-[5px] text-[11px] font-black text-white sm:text-sm"
        style={{ backgroundColor: `${DEMO_TEAMS.away.color}33`, boxShadow: `inset -2px 0 0 ${DEMO_TEAMS.away.color}` }}
      >
        {digitShown ? (
          <span className="tabular motion-safe:animate-pop-in">{DEMO_DIGITS.rows[row]}</span>
        ) : (
          <span className="text-white/40">?</span>
        )}
      </div>
      {AXIS.map((column) => {
        const index = row * 10 + column;
        const player = DEMO_PLAYERS[DEMO_OWNERS[index] ?? 0];
        return (
          <DemoCell
            key={index}
            filled={filledSet.has(index)}
            color={player?.color}
            initials={player?.initials}
            periods={winnerAt.get(index)?.join('·') ?? ''}
            isFinal={index === finalIndex}
          />
        );
      })}
    </>
  );
}

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
              <Board frame={frame} />
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
