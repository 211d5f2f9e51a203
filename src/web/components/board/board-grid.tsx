import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { LogoMark } from '../brand/logo';
import { cn } from '../../lib/utils';
import { digitGroupText, digitGroupWords, type BoardHeaders, type DigitGroup } from '../../../domain/digit-groups';
import { nextSquareIndex } from './board-keyboard';
import { squareAriaLabel, type BoardCell } from './board-model';
import { SquareContent, SquareMarks, squareClasses } from './board-square';

export type BoardTeam = { name: string; color: string };

export type BoardGridProps = {
  cells: readonly BoardCell[];
  home: BoardTeam;
  away: BoardTeam;
  /** Squares per row and column: 10, or 5 on a 25-square board. `cells` holds side x side. */
  side: number;
  /** The digits of each row and column header once drawn (one each on 10x10, two on 5x5); null before the draw. */
  headers: BoardHeaders | null;
  /** Whether picking squares is possible right now (pool open, before kickoff): styles and aria-readonly. */
  interactive: boolean;
  /** Click, Enter or Space on a square; the page decides what that means. */
  onSquareActivate: (cell: BoardCell) => void;
  className?: string;
};

const axis = (side: number) => Array.from({ length: side }, (_, i) => i);
// The header column's width is a custom property (wider from sm up); the square columns follow the side.
const ROW_CLASSES = 'grid gap-[2px] [--board-header:1.375rem] min-[400px]:gap-[3px] sm:gap-1 sm:[--board-header:2.25rem]';
const rowStyle = (side: number): CSSProperties => ({ gridTemplateColumns: `var(--board-header) repeat(${side}, minmax(0, 1fr))` });

/** Where roving focus starts: the first square in the cart, else the viewer's, else the first free one. */
function initialIndex(cells: readonly BoardCell[]): number {
  return (
    cells.find((c) => c.state === 'selected')?.index ??
    cells.find((c) => c.state === 'mine')?.index ??
    cells.find((c) => c.state === 'available')?.index ??
    0
  );
}

function headerStyle(color: string, edge: 'bottom' | 'right') {
  return {
    backgroundColor: `color-mix(in srgb, ${color} 14%, white)`,
    boxShadow: edge === 'bottom' ? `inset 0 -3px 0 ${color}` : `inset -3px 0 0 ${color}`,
  };
}

function DigitHeader({ digits, label, color, edge, role }: {
  digits: DigitGroup | undefined;
  label: string;
  color: string;
  edge: 'bottom' | 'right';
  role: 'columnheader' | 'rowheader';
}) {
  const drawn = digits !== undefined && digits.length > 0;
  return (
    <div
      role={role}
      className={cn(
        'grid min-w-0 place-items-center rounded-[4px] text-[13px] font-black text-ink-900 tabular select-none sm:rounded-md sm:text-lg',
        drawn && digits.length > 1 && 'text-[11px] leading-none sm:text-base',
        role === 'columnheader' ? 'aspect-square' : 'h-full',
      )}
      style={headerStyle(color, edge)}
    >
      <span aria-hidden className={cn(!drawn && 'text-ink-500', drawn && 'motion-safe:animate-pop-in')}>
        {drawn ? digitGroupText(digits) : '?'}
      </span>
      <span className="sr-only">{label}</span>
    </div>
  );
}

/**
 * The board (10x10, or 5x5 on a 25-square pool) with its header row (home digits, D3) and header column (away
 * digits): a WAI-ARIA grid with one tab stop; arrows, Home/End and PageUp/PageDown move between
 * squares, Enter and Space activate one. Header cells and the corner are not interactive.
 */
export function BoardGrid({ cells, home, away, side, headers, interactive, onSquareActivate, className }: BoardGridProps) {
  const [active, setActive] = useState<number | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = active ?? initialIndex(cells);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextSquareIndex(index, event, side);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className={cn('flex gap-1 sm:gap-3', className)}>
      <div aria-hidden className="flex w-2.5 shrink-0 items-center justify-center sm:w-5">
        <span className="flex rotate-180 items-center gap-1.5 text-[10px] font-extrabold tracking-[0.14em] whitespace-nowrap text-ink-600 uppercase [writing-mode:vertical-rl] sm:text-xs">
          <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: away.color }} />
          {away.name} · Away
        </span>
      </div>
      <div className="min-w-0 flex-1">
        <p aria-hidden className="mb-1.5 flex items-center justify-center gap-1.5 truncate pl-[9%] text-[10px] font-extrabold tracking-[0.14em] text-ink-600 uppercase sm:mb-2 sm:text-xs">
          <span className="size-2 shrink-0 rounded-full" style={{ backgroundColor: home.color }} />
          {home.name} · Home
        </p>
        <div
          role="grid"
          aria-label={`Squares board: rows are ${away.name} digits, columns are ${home.name} digits`}
          aria-readonly={interactive ? undefined : true}
          aria-rowcount={side + 1}
          aria-colcount={side + 1}
          className="flex flex-col gap-[2px] min-[400px]:gap-[3px] sm:gap-1"
        >
          <div role="row" className={ROW_CLASSES} style={rowStyle(side)}>
            <div role="columnheader" className="grid aspect-square place-items-center rounded-[4px] bg-ink-900 sm:rounded-md">
              <LogoMark className="size-[70%]" />
              <span className="sr-only">Rows: {away.name}. Columns: {home.name}.</span>
            </div>
            {axis(side).map((column) => (
              <DigitHeader
                key={column}
                role="columnheader"
                digits={headers?.columns[column]}
                color={home.color}
                edge="bottom"
                label={`Column ${column + 1}, ${home.name} ${digitGroupWords(headers?.columns[column])}`}
              />
            ))}
          </div>
          {axis(side).map((row) => (
            <div role="row" key={row} className={ROW_CLASSES} style={rowStyle(side)}>
              <DigitHeader
                role="rowheader"
                digits={headers?.rows[row]}
                color={away.color}
                edge="right"
                label={`Row ${row + 1}, ${away.name} ${digitGroupWords(headers?.rows[row])}`}
              />
              {axis(side).map((column) => {
                const cell = cells[row * side + column];
                if (!cell) return null;
                return (
                  <button
                    key={cell.index}
                    ref={(element) => {
                      buttons.current[cell.index] = element;
                    }}
                    type="button"
                    role="gridcell"
                    tabIndex={cell.index === activeIndex ? 0 : -1}
                    aria-label={squareAriaLabel(cell)}
                    aria-selected={cell.state === 'selected'}
                    data-state={cell.state}
                    data-winning={cell.winning || undefined}
                    data-won={cell.periods.length > 0 ? cell.periods.join(' ') : undefined}
                    className={squareClasses(cell, interactive)}
                    onClick={() => {
                      setActive(cell.index);
                      onSquareActivate(cell);
                    }}
                    onFocus={() => setActive(cell.index)}
                    onKeyDown={(event) => onKeyDown(event, cell.index)}
                  >
                    <SquareContent cell={cell} />
                    <SquareMarks cell={cell} interactive={interactive} />
                  </button>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
