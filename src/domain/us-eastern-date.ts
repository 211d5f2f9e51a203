/**
 * The US Eastern calendar date of an instant, without a time-zone library. NFL weeks are calendar
 * weeks in US time: Monday Night Football kicks off at 20:15 ET, which is already Tuesday in UTC, so
 * mapping a kickoff instant by its UTC date would put it in the next week.
 * Rules since 2007: daylight time (UTC-4) from the second Sunday of March, 02:00 EST (07:00 UTC),
 * to the first Sunday of November, 02:00 EDT (06:00 UTC); otherwise standard time (UTC-5).
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The n-th (1-based) Sunday of a month, as UTC midnight milliseconds. */
function nthSundayUtc(year: number, month: number, n: number): number {
  const first = Date.UTC(year, month, 1);
  const firstSunday = first + ((7 - new Date(first).getUTCDay()) % 7) * DAY_MS;
  return firstSunday + (n - 1) * 7 * DAY_MS;
}

export function usEasternOffsetHours(instant: Date): -4 | -5 {
  const t = instant.getTime();
  const year = instant.getUTCFullYear();
  const dstStart = nthSundayUtc(year, 2, 2) + 7 * HOUR_MS;
  const dstEnd = nthSundayUtc(year, 10, 1) + 6 * HOUR_MS;
  return t >= dstStart && t < dstEnd ? -4 : -5;
}

/** UTC midnight of the calendar date the instant falls on in New York. */
export function usEasternCalendarDate(instant: Date): Date {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const local = new Date(instant.getTime() + usEasternOffsetHours(instant) * HOUR_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()));
}

/**
 * The instant of a New York wall-clock time (schedules such as nflverse's give kickoffs as US Eastern
 * date + time). Daylight time is tried first; a time in the spring-forward gap comes out an hour later,
 * and one in the repeated autumn hour is read as its first (daylight) occurrence.
 */
export function usEasternLocalToUtc(local: { year: number; month: number; day: number; hour: number; minute: number }): Date {
  const wallClockAsUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const daylight = new Date(wallClockAsUtc + 4 * HOUR_MS);
  return usEasternOffsetHours(daylight) === -4 ? daylight : new Date(wallClockAsUtc + 5 * HOUR_MS);
}

const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/**
 * An instant in US Eastern time with its zone named, "Sat, Dec 19, 2026, 10:00 AM EST" (e-mails, the
 * printed board). Newer ICU puts a narrow no-break space before AM/PM; a plain one prints the same in any font.
 */
export function usEasternDateTime(at: Date): string {
  return DATE_TIME.format(at).replace(/[\u202f\u00a0]/g, ' ');
}
