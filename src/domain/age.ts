/**
 * Age from a calendar date of birth, on a given day. Dates are plain YYYY-MM-DD calendar dates (no
 * time zone): a person born on 2008-11-21 turns 18 on 2026-11-21 wherever they are. Someone born on
 * 29 February has their birthday on 1 March in non-leap years.
 */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export function parseCalendarDate(input: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  let age = today.year - birth.year;
  if (today.month < birth.month || (today.month === birth.month && today.day < birth.day)) age -= 1;
  return age;
}

/** The latest date of birth of someone who is at least `years` old on `today` (the date input's max). */
export function latestBirthDateForAge(years: number, today: CalendarDate): CalendarDate {
  const year = today.year - years;
  // 29 February in a non-leap target year: someone born on 28 February is already that old.
  const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const day = today.month === 2 && today.day === 29 && !leap(year) ? 28 : today.day;
  return { year, month: today.month, day };
}
