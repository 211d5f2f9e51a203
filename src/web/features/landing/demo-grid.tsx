import { memo, useMemo } from 'react';
import { LogoMark } from '../../components/brand/logo';
import { cn } from '../../lib/utils';
import { DEMO_DIGITS, DEMO_FILL_ORDER, DEMO_OWNERS, DEMO_PLAYERS, DEMO_TEAMS, type DemoFrame } from './demo-script';

const AXIS = Array.from({ length: 10 }, (_, i) => i);

/** The demo's 11x11 board at one frame: the header digits as drawn, the squares as filled and won. */
export function DemoGrid({ frame }: { frame: DemoFrame }) {
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
