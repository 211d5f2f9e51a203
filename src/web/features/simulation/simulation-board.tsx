import { useRef, useState, type KeyboardEvent } from 'react';
import { Plus, Trophy } from 'lucide-react';
import { BOARD_SIZE, type Coordinate } from '../../../domain/board';
import { LogoMark } from '../../components/brand/logo';
import { cn } from '../../lib/utils';
import { gridKey } from './grid-keys';
import { cellLabel, headerLabel } from './simulation-copy';
import { cellAt, headerDigit, type CellView, type SimulationState } from './simulation-machine';
import { SIMULATION_TEAMS } from './teams';

const AXIS = Array.from({ length: BOARD_SIZE }, (_, i) => i);
const ROW_CLASS = 'grid grid-cols-[repeat(11,minmax(0,1fr))] gap-[2px] sm:gap-[3px]';
const HEADER_CELL =
  'grid aspect-square place-items-center rounded-[4px] text-xs font-black tabular sm:rounded-[6px] sm:text-base';


function HeaderDigit({ digit }: { digit: number | null }) {
  return digit === null ? (
    <span className="opacity-60">?</span>
  ) : (
    <span key={digit} className="motion-safe:animate-pop-in">
      {digit}
    </span>
  );
}

function cellClasses(cell: CellView, started: boolean, reducedMotion: boolean): string {
  const won = cell.wins.length > 0;
  return cn(
    'relative grid aspect-square place-items-center overflow-hidden rounded-[4px] text-[9px] leading-none font-bold select-none sm:rounded-[6px] sm:text-xs',
    'transition-[background-color,box-shadow,transform] duration-300',
    'focus-visible:z-20 focus-visible:outline-[3px] focus-visible:outline-offset-1 focus-visible:outline-white',
    cell.status === 'taken' && 'bg-purple-800 text-purple-100/90',
    cell.status === 'available' &&
      (started
        ? 'bg-blue-500/35 text-white'
        : cn('bg-blue-500 text-white shadow-[inset_0_0_0_2px_rgb(147_197_253)] hover:bg-blue-400', !reducedMotion && 'motion-safe:animate-live-pulse')),
    cell.status === 'mine' && 'bg-turf-400 font-black text-ink-950 shadow-[inset_0_0_0_2px_rgb(208_245_222)]',
    cell.status === 'mine' && !started && 'hover:bg-turf-300',
    cell.selectable && 'cursor-pointer',
    won && 'z-10 bg-gold-400 text-ink-950 shadow-gold',
    won && cell.status === 'mine' && 'shadow-[0_0_0_2px_#3cc774,0_0_18px_4px_rgb(251_191_36/0.7)]',
    cell.latestWinner && !reducedMotion && 'motion-safe:scale-110 motion-safe:animate-gold-glow',
  );
}

export type SimulationBoardProps = {
  state: SimulationState;
  onToggle: (square: Coordinate) => void;
  reducedMotion: boolean;
};

/**
 * The 11x11 practice board: a corner logo, a header row of home digits, a header column of away
 * digits and the 100 squares. A WAI-ARIA grid with one tab stop (roving tabindex): arrows move,
 * Enter or Space picks or returns an available square.
 */
export function SimulationBoard({ state, onToggle, reducedMotion }: SimulationBoardProps) {
  const [focus, setFocus] = useState<Coordinate>(() => state.available[0] ?? { row: 0, column: 0 });
  const cells = useRef<(HTMLDivElement | null)[]>([]);
  const started = state.phase !== 'selecting';
  const { home, away } = SIMULATION_TEAMS;

  function moveTo(square: Coordinate) {
    setFocus(square);
    cells.current[square.row * BOARD_SIZE + square.column]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>, square: Coordinate) {
    const result = gridKey(square, event.key, event.ctrlKey || event.metaKey);
    if (!result) return;
    event.preventDefault();
    if (result.kind === 'move') moveTo(result.to);
    else if (cellAt(state, square).selectable) onToggle(square);
  }

  return (
    <div className="flex gap-1 sm:gap-2">
      <div aria-hidden className="flex w-3.5 shrink-0 items-center justify-center pt-[9%]">
        <span className="-rotate-90 text-[10px] font-bold tracking-[0.2em] whitespace-nowrap text-white/55 uppercase">
          {away.code} · away ↓
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p aria-hidden className="mb-1.5 pl-[9%] text-center text-[10px] font-bold tracking-[0.2em] text-white/55 uppercase">
          {home.code} · home →
        </p>
        <div
          role="grid"
          aria-label={`Practice board: ${away.name} digits down the rows, ${home.name} digits across the columns`}
          aria-rowcount={BOARD_SIZE + 1}
          aria-colcount={BOARD_SIZE + 1}
          className="flex flex-col gap-[2px] sm:gap-[3px]"
        >
          <div role="row" aria-rowindex={1} className={ROW_CLASS}>
            <div
              role="columnheader"
              aria-colindex={1}
              aria-label={`${away.code} digits by row, ${home.code} digits by column`}
              className="grid aspect-square place-items-center rounded-[4px] bg-white/[0.06] sm:rounded-[6px]"
            >
              <LogoMark className="size-[72%]" />
            </div>
            {AXIS.map((column) => (
              <div
                key={column}
                role="columnheader"
                aria-colindex={column + 2}
                aria-label={headerLabel(state, 'column', column)}
                className={HEADER_CELL}
                style={{ backgroundColor: home.color, color: home.textColor }}
              >
                <HeaderDigit digit={headerDigit(state, 'column', column)} />
              </div>
            ))}
          </div>
          {AXIS.map((row) => (
            <div key={row} role="row" aria-rowindex={row + 2} className={ROW_CLASS}>
              <div
                role="rowheader"
                aria-colindex={1}
                aria-label={headerLabel(state, 'row', row)}
                className={HEADER_CELL}
                style={{ backgroundColor: away.color, color: away.textColor }}
              >
                <HeaderDigit digit={headerDigit(state, 'row', row)} />
              </div>
              {AXIS.map((column) => {
                const square = { row, column };
                const cell = cellAt(state, square);
                const index = row * BOARD_SIZE + column;
                const isFocus = focus.row === row && focus.column === column;
                return (
                  <div
                    key={column}
                    ref={(element) => {
                      cells.current[index] = element;
                    }}
                    role="gridcell"
                    aria-colindex={column + 2}
                    aria-label={cellLabel(state, square)}
                    aria-selected={cell.status === 'mine'}
                    aria-disabled={!cell.selectable}
                    data-status={cell.status}
                    data-winner={cell.wins.length > 0 ? cell.wins.join(',') : undefined}
                    tabIndex={isFocus ? 0 : -1}
                    onClick={() => {
                      setFocus(square);
                      if (cell.selectable) onToggle(square);
                    }}
                    onKeyDown={(event) => onKeyDown(event, square)}
                    className={cellClasses(cell, started, reducedMotion)}
                  >
                    {cell.status === 'available' && !started ? (
                      <Plus aria-hidden className="size-3.5 sm:size-5" strokeWidth={3} />
                    ) : cell.wins.length > 0 ? (
                      <span aria-hidden className="flex flex-col items-center gap-px sm:gap-0.5">
                        <span className="flex items-center gap-px rounded-[2px] bg-ink-950 px-[2px] text-[6px] leading-[8px] font-black text-gold-300 sm:text-[9px] sm:leading-[12px]">
                          {cell.status === 'mine' && <Trophy className="size-[6px] sm:size-[9px]" />}
                          {cell.wins.map((q) => `Q${q}`).join('·')}
                        </span>
                        <span>{cell.label}</span>
                      </span>
                    ) : (
                      <span aria-hidden>{cell.label}</span>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
