/**
 * Team colours on paper. The board's headers are the team colour mixed into white, as the pool page
 * draws them (color-mix 14%), so names and digits stay legible in black and ink is spared.
 */
const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#rrggbb` for a team colour given as #rgb or #rrggbb; null for anything else (named colours, rgb()). */
export function hexColor(color: string): string | null {
  const match = HEX.exec(color.trim());
  if (!match) return null;
  const digits = match[1]!.length === 3 ? [...match[1]!].map((d) => d + d).join('') : match[1]!;
  return `#${digits.toLowerCase()}`;
}

/** `color` mixed into white at `share` (0..1); a colour we cannot read becomes a light grey. */
export function tint(color: string, share: number): string {
  const hex = hexColor(color);
  if (!hex) return '#eef0f3';
  const channel = (i: number) => {
    const value = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16);
    return Math.round(255 + (value - 255) * share)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** The colour itself where it can be read, else a dark grey (the header's rule line). */
export function solid(color: string): string {
  return hexColor(color) ?? '#475569';
}
