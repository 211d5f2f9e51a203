/**
 * How a square shows which player owns it without relying on an emoji font (many systems have no colour
 * emoji and draw an empty box): the owner's initials on a colour of their own. Both come from what every
 * viewer knows of a player, so all see the same marker: the word of their emoji ("Fox", as the printed
 * board names them; the board never carries players' real names) and their id. The emoji stays as
 * decoration where it renders. (A guest's square shows the guest's name itself.)
 */
import { fnv1a, ownerEmoji, ownerEmojiName } from './owner-emoji';

export type OwnerColor = { background: string; text: string };

/**
 * Sixteen dark, well-separated colours, each with white text at 4.5:1 or more (owner-marker.test.ts
 * measures it). None is the board's gold (winners) or its turf green (the viewer's own squares).
 */
export const OWNER_COLORS: readonly OwnerColor[] = [
  '#b91c1c', '#c2410c', '#92400e', '#4d7c0f', '#047857', '#115e59', '#0e7490', '#075985',
  '#1d4ed8', '#4338ca', '#6d28d9', '#a21caf', '#be185d', '#881337', '#334155', '#525252',
].map((background) => ({ background, text: '#ffffff' }));

/**
 * The owner's colour, the same on every board. Taken from other bits of the id's hash than the emoji
 * (which uses the lowest five), so two owners who share an emoji still most likely differ in colour.
 */
export function ownerColor(ownerId: string): OwnerColor {
  return OWNER_COLORS[(fnv1a(ownerId) >>> 5) % OWNER_COLORS.length]!;
}

/** A player as every viewer may name them: their emoji's word, capitalised ("Fox"). */
export function playerName(userId: string): string {
  const word = ownerEmojiName(userId);
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The letters (and digits) of a word, from its first one: "(Gran)" reads as "Gran)". */
function fromFirstLetter(word: string): string[] {
  const letters = Array.from(word);
  const first = letters.findIndex((c) => /[\p{L}\p{N}]/u.test(c));
  return first === -1 ? [] : letters.slice(first);
}

/**
 * Two characters for a name: the first letters of its first and last words ("Ann Lee": "AL"), or of a
 * single word its first two ("Fox": "Fo", lower case so it reads as one word rather than two); "?" when
 * the name has no letter at all.
 */
export function initialsOf(name: string): string {
  const words = name.split(/\s+/).map(fromFirstLetter).filter((word) => word.length > 0);
  const first = words[0];
  const last = words.at(-1);
  if (!first || !last) return '?';
  if (words.length > 1) return `${first[0]}${last[0]}`.toUpperCase();
  const second = first.slice(1).find((c) => /[\p{L}\p{N}]/u.test(c)) ?? '';
  return `${first[0]!.toUpperCase()}${second.toLowerCase()}`;
}

export type OwnerMarker = OwnerColor & {
  /** What the square says: the initials of `name`. */
  initials: string;
  /** "Fox" */
  name: string;
  /** Decoration only: aria-hidden, and shown only where an emoji font draws it. */
  emoji: string;
};

/** A player's marker, from their user id. */
export function ownerMarker(userId: string): OwnerMarker {
  const name = playerName(userId);
  return { ...ownerColor(userId), initials: initialsOf(name), name, emoji: ownerEmoji(userId) };
}

/** The board legend's line about the markers. */
export const OWNER_MARKER_LEGEND = 'Initials mark each owner; the colour is theirs on every board';
