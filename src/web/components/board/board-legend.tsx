import { Check, Hourglass } from 'lucide-react';
import { OWNER_COLORS, OWNER_MARKER_LEGEND } from '../../../domain/owner-marker';
import { cn } from '../../lib/utils';
import { MarkerChip } from './owner-chip';
import { HELD_MINE_SQUARE_CLASSES, HELD_SQUARE_CLASSES } from './square-styles';

const ITEMS = [
  { key: 'available', label: 'Available', swatch: 'border-ink-200 bg-white' },
  { key: 'selected', label: 'Selected', swatch: 'border-turf-700 bg-turf-600 text-white' },
  { key: 'mine', label: 'Yours', swatch: 'border-turf-500 bg-turf-100 ring-1 ring-turf-500 ring-inset' },
  { key: 'taken', label: 'Taken', swatch: 'border-transparent bg-ink-100' },
  { key: 'held', label: 'Held — being paid for', swatch: HELD_SQUARE_CLASSES },
  { key: 'held-mine', label: 'Yours — held in checkout', swatch: HELD_MINE_SQUARE_CLASSES },
  { key: 'winning', label: 'Winner', swatch: 'border-gold-600 bg-gold-300' },
] as const;

/** Two sample markers beside the line about them (initials as players get them, on two owners' colours). */
const LEGEND_MARKERS = [
  { initials: 'Fo', ...OWNER_COLORS[9]! },
  { initials: 'Be', ...OWNER_COLORS[1]! },
];

/**
 * What the square colours and the owners' markers mean; the gold swatch only where a square can win, the held one only where
 * squares can be paid for (paid pools), the viewer's own held one only while they have a checkout open.
 */
export function BoardLegend({
  className,
  showWinning = true,
  showHeld = false,
  showHeldMine = false,
}: {
  className?: string;
  showWinning?: boolean;
  showHeld?: boolean;
  showHeldMine?: boolean;
}) {
  return (
    <ul className={cn('flex flex-wrap items-center gap-x-4 gap-y-2 text-xs font-medium text-muted-foreground', className)}>
      {ITEMS.filter(
        (item) => (showWinning || item.key !== 'winning') && (showHeld || item.key !== 'held') && (showHeldMine || item.key !== 'held-mine'),
      ).map((item) => (
        <li key={item.key} className="flex items-center gap-1.5">
          <span aria-hidden className={cn('grid size-4 place-items-center rounded-[4px] border', item.swatch)}>
            {item.key === 'selected' && <Check className="size-3 stroke-[3]" />}
            {item.key === 'held' && <Hourglass className="size-2.5 text-amber-700" />}
            {item.key === 'held-mine' && <Hourglass className="size-2.5 text-turf-700" />}
          </span>
          {item.label}
        </li>
      ))}
      <li className="flex items-center gap-1.5">
        <span aria-hidden className="flex gap-0.5">
          {LEGEND_MARKERS.map((marker) => (
            <MarkerChip key={marker.initials} marker={marker} className="h-4 min-w-4 rounded-[4px] px-0.5 text-[9px]" />
          ))}
        </span>
        <span>{OWNER_MARKER_LEGEND}</span>
      </li>
    </ul>
  );
}
