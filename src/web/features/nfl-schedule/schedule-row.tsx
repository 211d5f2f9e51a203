import type { NflScheduleEntry } from '../../../domain/schemas';
import { KickoffTime } from '../../components/ui/kickoff-time';
import { Skeleton } from '../../components/ui/skeleton';
import { GameStatusBadge } from '../../components/ui/status-badges';

/** Desktop columns: week, date and time, game, score, status. Phones stack the same cells as a card. */
const COLUMNS = 'md:grid md:grid-cols-[10rem_13rem_minmax(0,1fr)_5rem_7rem] md:items-center md:gap-4';
const ROW = `flex flex-col gap-1.5 px-4 py-3.5 sm:px-5 ${COLUMNS}`;

function Score({ entry }: { entry: NflScheduleEntry }) {
  if (entry.awayScore === null || entry.homeScore === null) return <span className="hidden md:block md:order-4" aria-hidden />;
  return (
    <span className="text-base font-black text-ink-900 tabular md:order-4 md:text-right">
      <span aria-hidden>
        {entry.awayScore} – {entry.homeScore}
      </span>
      <span className="sr-only">
        Score: {entry.away} {entry.awayScore}, {entry.home} {entry.homeScore}
      </span>
    </span>
  );
}

/** One game: week, kickoff in the viewer's locale and zone, 'away @ home', the score once started, status. */
export function ScheduleRow({ entry }: { entry: NflScheduleEntry }) {
  return (
    <li className={ROW} data-testid="schedule-row">
      <div className="flex items-center justify-between gap-3 md:contents">
        <span className="text-xs font-bold tracking-wider text-turf-700 uppercase md:order-1 md:text-sm md:tracking-normal md:normal-case">
          {entry.weekLabel ?? 'No week'}
        </span>
        <GameStatusBadge status={entry.status} className="md:order-5 md:justify-self-end" />
      </div>
      <p className="font-bold text-ink-900 md:order-3 md:truncate">
        {entry.away} <span className="font-semibold text-muted-foreground">@</span> {entry.home}
      </p>
      <div className="flex items-center justify-between gap-3 md:contents">
        <KickoffTime iso={entry.kickoff} className="text-sm text-muted-foreground md:order-2" />
        <Score entry={entry} />
      </div>
    </li>
  );
}

/** The column names above the rows on wide screens (the rows carry their own words for screen readers). */
export function ScheduleColumns() {
  return (
    <div aria-hidden className={`hidden border-b border-border bg-muted/60 px-5 py-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase ${COLUMNS}`}>
      <span>Week</span>
      <span>Date &amp; time</span>
      <span>Game</span>
      <span className="text-right">Score</span>
      <span className="text-right">Status</span>
    </div>
  );
}

export function ScheduleRowsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <ul aria-hidden className="divide-y divide-border">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={ROW}>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-5 w-64 max-w-full" />
          <Skeleton className="hidden h-5 w-12 md:block md:justify-self-end" />
          <Skeleton className="h-5 w-24 md:justify-self-end" />
        </li>
      ))}
    </ul>
  );
}
