import type { Team } from '../teams';

/** RGB distance under which two colours read as the same on a board (e.g. Cowboys and Rams blue). */
const TOO_CLOSE = 60;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function colorDistance(a: string, b: string): number {
  const [r1, g1, b1] = rgb(a);
  const [r2, g2, b2] = rgb(b);
  return Math.hypot(r1 - r2, g1 - g2, b1 - b2);
}

/**
 * The colours a game's board shows its teams in: each team's primary colour, except that an away team
 * whose primary looks like the home team's wears its secondary colour (the board must tell them apart).
 */
export function matchupColors(home: Team, away: Team): { home: string; away: string } {
  const clash = colorDistance(home.primaryColor, away.primaryColor) < TOO_CLOSE;
  return { home: home.primaryColor, away: clash ? away.secondaryColor : away.primaryColor };
}
