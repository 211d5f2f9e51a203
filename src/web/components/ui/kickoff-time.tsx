import { dateTimeFormat } from '../../lib/date-format';
import { cn } from '../../lib/utils';

export type KickoffParts = { date: string; time: string; dateTime: string };

/**
 * "Sun, Nov 22" and "1:00 PM EST" in the viewer's locale and time zone; both injectable so tests are
 * deterministic. Null for a date that does not parse.
 */
export function formatKickoff(iso: string, options: { locale?: string; timeZone?: string } = {}): KickoffParts | null {
  const when = new Date(iso);
  if (Number.isNaN(when.getTime())) return null;
  const { locale, timeZone } = options;
  const date = dateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone }).format(when);
  const time = dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }).format(when);
  return { date, time, dateTime: when.toISOString() };
}

/** A game's kickoff as a <time> element: bold date, then the time with its zone. */
export function KickoffTime({ iso, className }: { iso: string; className?: string }) {
  const kickoff = formatKickoff(iso);
  if (!kickoff) return <span className={className}>Date to be announced</span>;
  return (
    <time dateTime={kickoff.dateTime} className={cn('tabular', className)}>
      <span className="font-semibold text-ink-800">{kickoff.date}</span>
      <span aria-hidden> · </span>
      <span className="sr-only">, </span>
      {kickoff.time}
    </time>
  );
}
