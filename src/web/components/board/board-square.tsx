import { Check, Hourglass } from 'lucide-react';
import { cn } from '../../lib/utils';
import { OwnerChip, OwnerEmojiDecoration } from './owner-chip';
import { PERIOD_TAGS, type BoardCell } from './board-model';
import { HELD_MINE_SQUARE_CLASSES, HELD_SQUARE_CLASSES } from './square-styles';

/** What a square shows: a check when picked, an hourglass when held, its owner (or guest), else nothing. */
export function SquareContent({ cell }: { cell: BoardCell }) {
  if (cell.state === 'selected') {
    return <Check aria-hidden className="size-4 stroke-[3] motion-safe:animate-pop-in sm:size-6" />;
  }
  if (cell.state === 'held') return <Hourglass aria-hidden className="size-3 text-amber-700 sm:size-4" />;
  if (cell.state === 'held-mine') return <Hourglass aria-hidden className="size-3 text-turf-700 sm:size-4" />;
  if (cell.guestName !== null) {
    return (
      <span aria-hidden className="line-clamp-2 px-0.5 text-center text-[7px] leading-[8px] font-bold break-words text-ink-800 sm:text-[10px] sm:leading-[11px]">
        {cell.guestName}
      </span>
    );
  }
  if (cell.ownerId === null) return null;
  // The owner's initials on their colour say whose it is with any font; their emoji only decorates.
  return (
    <>
      <span aria-hidden className="flex flex-col items-center leading-none">
        <OwnerChip
          userId={cell.ownerId}
          className="h-[1.125rem] min-w-[1.125rem] px-[2px] text-[10px] min-[400px]:h-5 min-[400px]:min-w-5 min-[400px]:text-[11px] sm:h-7 sm:min-w-7 sm:rounded-md sm:px-1 sm:text-sm"
        />
        {cell.state === 'mine' && (
          <span className="mt-0.5 hidden text-[9px] font-black tracking-wider text-turf-800 sm:block">YOU</span>
        )}
      </span>
      <OwnerEmojiDecoration userId={cell.ownerId} className="absolute right-0.5 bottom-0.5 hidden text-[10px] sm:block" />
    </>
  );
}

/** A square's marks in its corners: paid (the organizer's view), "+" on hover while open, the periods it won. */
export function SquareMarks({ cell, interactive }: { cell: BoardCell; interactive: boolean }) {
  return (
    <>
      {cell.paid && (
        <span
          aria-hidden
          data-paid
          className="absolute bottom-0 left-0 grid size-2.5 place-items-center rounded-tr-[3px] bg-turf-600 text-white sm:size-3.5"
        >
          <Check className="size-2 stroke-[4] sm:size-2.5" />
        </span>
      )}
      {cell.state === 'available' && interactive && (
        <span
          aria-hidden
          className="pointer-events-none text-sm font-bold text-turf-600 opacity-0 transition-opacity group-hover:opacity-100 sm:text-lg"
        >
          +
        </span>
      )}
      {cell.periods.length > 0 && (
        <span
          aria-hidden
          className="absolute top-0 right-0 rounded-bl-[3px] bg-ink-900 px-[2px] text-[6px] leading-[9px] font-black text-gold-300 sm:px-1 sm:text-[9px] sm:leading-[13px]"
        >
          {cell.periods.map((p) => PERIOD_TAGS[p]).join('·')}
        </span>
      )}
    </>
  );
}

export function squareClasses(cell: BoardCell, interactive: boolean): string {
  return cn(
    'relative grid aspect-square min-w-0 place-items-center overflow-hidden rounded-[4px] border transition-[background-color,border-color,box-shadow,transform] duration-150 sm:rounded-md',
    // Focus: a navy ring around a white one, so it shows on every square colour (white, green, gold,
    // hatched) and on the dark selected square alike; above the neighbours.
    'focus-visible:z-20 focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-ink-900 focus-visible:shadow-[0_0_0_2px_white]',
    !interactive && 'cursor-default',
    cell.state === 'available' &&
      (interactive
        ? 'group border-ink-200 bg-white hover:border-turf-500 hover:bg-turf-50'
        : 'border-ink-100 bg-ink-50'),
    cell.state === 'taken' && 'border-transparent bg-ink-100',
    cell.state === 'held' && HELD_SQUARE_CLASSES,
    cell.state === 'held-mine' && HELD_MINE_SQUARE_CLASSES,
    cell.state === 'mine' && 'border-turf-500 bg-turf-100 ring-1 ring-turf-500 ring-inset sm:ring-2',
    cell.state === 'selected' && 'border-turf-700 bg-turf-600 text-white shadow-sm hover:bg-turf-700',
    // A settled period winner stays gold for good; the square the live score points at also glows.
    cell.periods.length > 0 && 'z-10 border-gold-600 bg-gold-300',
    cell.winning && 'z-10 border-gold-600 bg-gold-300 motion-safe:animate-gold-glow',
    (cell.winning || cell.periods.length > 0) && cell.state === 'mine' && 'ring-turf-700',
  );
}
