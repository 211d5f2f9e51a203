import { ownerMarker, type OwnerMarker } from '../../../domain/owner-marker';
import { colorEmojiRenders } from '../../lib/color-emoji';
import { cn } from '../../lib/utils';

/**
 * A player's marker: their initials on their colour (domain/owner-marker.ts), the same on the board, in
 * My Squares and among the winners. Hidden from screen readers: the square's or the row's own words name
 * the owner.
 */
export function OwnerChip({ userId, className }: { userId: string; className?: string }) {
  return <MarkerChip marker={ownerMarker(userId)} className={className} />;
}

/** Initials on a colour, as OwnerChip draws them; the legend's samples are markers of no one in particular. */
export function MarkerChip({ marker, className }: { marker: Pick<OwnerMarker, 'initials' | 'background' | 'text'>; className?: string }) {
  return (
    <span
      aria-hidden
      data-owner-marker
      className={cn('grid place-items-center rounded-[3px] leading-none font-extrabold tracking-tight', className)}
      style={{ backgroundColor: marker.background, color: marker.text }}
    >
      {marker.initials}
    </span>
  );
}

/** The player's emoji, as decoration, where the browser draws colour emoji (lib/color-emoji.ts); else nothing. */
export function OwnerEmojiDecoration({ userId, className }: { userId: string; className?: string }) {
  if (!colorEmojiRenders()) return null;
  return (
    <span aria-hidden data-owner-emoji className={cn('leading-none', className)}>
      {ownerMarker(userId).emoji}
    </span>
  );
}
