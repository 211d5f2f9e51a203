/**
 * The 27 NFL week codes (spec section 3) in season order. Games, pools and the active-week record
 * store codes; older data and the spec's dashboard also use labels ("Hall of Fame Weekend" is HOF),
 * so every input is normalised to a code before comparing.
 */

type PreseasonCode = `PS${1 | 2 | 3 | 4}`;
type RegularCode = `W${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18}`;
export type WeekCode = 'HOF' | PreseasonCode | RegularCode | 'WC' | 'DIV' | 'CONF' | 'SB';
export type Week = { readonly code: WeekCode; readonly label: string };

const week = (code: WeekCode, label: string): Week => Object.freeze({ code, label });

export const WEEKS: readonly Week[] = Object.freeze([
  week('HOF', 'Hall of Fame Weekend'),
  ...[1, 2, 3, 4].map((n) => week(`PS${n}` as PreseasonCode, `Preseason Week ${n}`)),
  ...Array.from({ length: 18 }, (_, i) => week(`W${i + 1}` as RegularCode, `Week ${i + 1}`)),
  week('WC', 'Wild Card'),
  week('DIV', 'Divisional'),
  week('CONF', 'Conference Championship'),
  week('SB', 'Super Bowl'),
]);

export const DEFAULT_ACTIVE_WEEK: WeekCode = 'PS1';

const BY_KEY = new Map<string, WeekCode>();
for (const { code, label } of WEEKS) {
  BY_KEY.set(code.toLowerCase(), code);
  BY_KEY.set(label.toLowerCase(), code);
}

export function isWeekCode(s: unknown): s is WeekCode {
  return typeof s === 'string' && WEEKS.some((w) => w.code === s);
}

/** A code or label in any case -> its code ('week 5' -> 'W5'); null when it names no week. */
export function normalizeWeekCode(input: string | null | undefined): WeekCode | null {
  if (typeof input !== 'string') return null;
  return BY_KEY.get(input.trim().replace(/\s+/g, ' ').toLowerCase()) ?? null;
}

/** The label of a code or label; anything unrecognised is shown as given rather than hidden. */
export function weekLabel(codeOrLabel: string): string {
  const code = normalizeWeekCode(codeOrLabel);
  return code === null ? codeOrLabel : WEEKS[weekIndex(code)]?.label ?? codeOrLabel;
}

/** Position in the season, 0 (HOF) to 26 (SB); -1 for something that is not a code. */
export function weekIndex(code: WeekCode): number {
  return WEEKS.findIndex((w) => w.code === code);
}

/** The week an admin advances to next; null after the Super Bowl. */
export function nextWeek(code: WeekCode): WeekCode | null {
  const index = weekIndex(code);
  if (index < 0) throw new RangeError(`Not a week code: ${String(code)}`);
  return WEEKS[index + 1]?.code ?? null;
}
