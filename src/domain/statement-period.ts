/**
 * The statement's periods: calendar dates as the site shows every date of a game, in US Eastern time
 * (a prize won at 11 pm in New York on December 31 belongs to that year). `from` and `to` are both
 * included; a statement covers at most MAX_STATEMENT_YEARS.
 */
import { usEasternCalendarDate, usEasternLocalToUtc } from './us-eastern-date';

export const MAX_STATEMENT_YEARS = 5;

export type CalendarDate = { year: number; month: number; day: number };

const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is none), else null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = DATE_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (year < 1970 || check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function calendarDateText(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** The New York calendar date of an instant, YYYY-MM-DD. */
export function easternDateText(at: Date): string {
  return usEasternCalendarDate(at).toISOString().slice(0, 10);
}

/** The New York calendar year of an instant. */
export function easternYear(at: Date): number {
  return usEasternCalendarDate(at).getUTCFullYear();
}

function dayStart(date: CalendarDate): Date {
  return usEasternLocalToUtc({ ...date, hour: 0, minute: 0 });
}

function nextDay(date: CalendarDate): CalendarDate {
  const next = new Date(Date.UTC(date.year, date.month - 1, date.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() };
}

/** The instants a period covers: from the start of `from` (New York) up to, not including, the start of the day after `to`. */
export function periodInstants(from: CalendarDate, to: CalendarDate): { start: Date; end: Date } {
  return { start: dayStart(from), end: dayStart(nextDay(to)) };
}

const order = (date: CalendarDate) => date.year * 10_000 + date.month * 100 + date.day;

/** What is wrong with a period, naming the field to blame; null when it is a period a statement can cover. */
export function periodProblem(from: CalendarDate, to: CalendarDate): { field: 'from' | 'to'; message: string } | null {
  if (order(from) > order(to)) return { field: 'from', message: `from (${calendarDateText(from)}) must not be after to (${calendarDateText(to)})` };
  const limit = { ...from, year: from.year + MAX_STATEMENT_YEARS };
  if (order(to) >= order(limit)) {
    return { field: 'to', message: `A statement covers at most ${MAX_STATEMENT_YEARS} years: choose a to date before ${calendarDateText(limit)}` };
  }
  return null;
}

/** This year so far in New York: January 1 to today. */
export function yearToDate(now: Date): { from: string; to: string } {
  const today = easternDateText(now);
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}
