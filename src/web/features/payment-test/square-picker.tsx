import { useRef, useState, type KeyboardEvent } from 'react';
import { Check, Hourglass } from 'lucide-react';
import { BOARD_SIZE, coordinateKey, type Coordinate } from '../../../domain/board';
import { nextSquareIndex } from '../../components/board/board-keyboard';
import { cn } from '../../lib/utils';

export type PickerState = 'available' | 'selected' | 'taken' | 'held';

const AXIS = Array.from({ length: BOARD_SIZE }, (_, i) => i);
const ROW = 'grid grid-cols-[1.25rem_repeat(10,minmax(0,1fr))] gap-[3px]';

const WORDS: Record<PickerState, string> = { available: 'available', selected: 'selected', taken: 'taken', held: 'held for a payment' };

/**
 * A small board to pick the squares of a test payment: sold and held squares cannot be picked, the
 * rest toggle. A WAI-ARIA grid with one tab stop (arrows, Home/End, PageUp/PageDown move; Enter or
 * Space toggles), rows and columns numbered from 1 like the pool page's board.
 */
export function SquarePicker({
  taken,
  held,
  selected,
  disabled,
  onToggle,
}: {
  taken: readonly Coordinate[];
  held: readonly Coordinate[];
  selected: readonly Coordinate[];
  disabled: boolean;
  onToggle: (square: Coordinate) => void;
}) {
  const takenKeys = new Set(taken.map(coordinateKey));
  const heldKeys = new Set(held.map(coordinateKey));
  const selectedKeys = new Set(selected.map(coordinateKey));
  const stateOf = (square: Coordinate): PickerState => {
    const key = coordinateKey(square);
    if (takenKeys.has(key)) return 'taken';
    if (heldKeys.has(key)) return 'held';
    return selectedKeys.has(key) ? 'selected' : 'available';
  };
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = nextSquareIndex(index, event);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div
      role="grid"
      aria-label="Squares to pay for"
      aria-disabled={disabled || undefined}
      aria-rowcount={BOARD_SIZE + 1}
      aria-colcount={BOARD_SIZE + 1}
      className="mx-auto flex w-full max-w-sm flex-col gap-[3px]"
    >
      <div role="row" className={ROW}>
        <span role="columnheader" aria-label="Row numbers" />
        {AXIS.map((column) => (
          <span key={column} role="columnheader" className="text-center text-[11px] font-bold text-muted-foreground tabular">
            <span className="sr-only">Column </span>
            {column + 1}
          </span>
        ))}
      </div>
      {AXIS.map((row) => (
        <div role="row" key={row} className={ROW}>
          <span role="rowheader" className="grid place-items-center text-[11px] font-bold text-muted-foreground tabular">
            <span className="sr-only">Row </span>
            {row + 1}
          </span>
          {AXIS.map((column) => {
            const index = row * BOARD_SIZE + column;
            const state = stateOf({ row, column });
            const unavailable = state === 'taken' || state === 'held';
            return (
              <button
                key={index}
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                role="gridcell"
                tabIndex={index === active ? 0 : -1}
                aria-label={`Row ${row + 1}, column ${column + 1}, ${WORDS[state]}`}
                aria-selected={state === 'selected'}
                aria-disabled={disabled || unavailable || undefined}
                data-state={state}
                onFocus={() => setActive(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
                onClick={() => {
                  setActive(index);
                  if (!disabled && !unavailable) onToggle({ row, column });
                }}
                className={cn(
                  'grid aspect-square min-w-0 place-items-center rounded-[4px] border text-white transition-colors',
                  'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink-900',
                  state === 'available' && (disabled ? 'border-ink-100 bg-ink-50' : 'border-ink-200 bg-white hover:border-turf-500 hover:bg-turf-50'),
                  state === 'selected' && 'border-turf-700 bg-turf-600 hover:bg-turf-700',
                  state === 'taken' && 'cursor-not-allowed border-transparent bg-ink-200',
                  state === 'held' && 'cursor-not-allowed border-amber-300 bg-amber-100 text-amber-700',
                  disabled && 'cursor-not-allowed',
                )}
              >
                {state === 'selected' && <Check aria-hidden className="size-3.5 stroke-[3]" />}
                {state === 'held' && <Hourglass aria-hidden className="size-3" />}
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** The key under the picker. */
export function SquarePickerLegend() {
  const items: [string, string][] = [
    ['border-ink-200 bg-white', 'Available'],
    ['border-turf-700 bg-turf-600', 'Picked'],
    ['border-transparent bg-ink-200', 'Sold'],
    ['border-amber-300 bg-amber-100', 'Held'],
  ];
  return (
    <ul aria-label="Key" className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {items.map(([swatch, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('size-3 rounded-[3px] border', swatch)} />
          {label}
        </li>
      ))}
    </ul>
  );
}
