import { CircleCheck, TriangleAlert } from 'lucide-react';
import type { ScheduleImportSummary } from '../../../domain/schemas';
import { cn } from '../../lib/utils';

const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** The line under the summary's heading: how much was read, of which season, what was left out. */
export function importHeadline(summary: ScheduleImportSummary): string {
  const parts = [`${count(summary.rows, 'row')} read${summary.season === null ? '' : ` for the ${summary.season} season`}`];
  if (summary.otherSeasons > 0) parts.push(`${count(summary.otherSeasons, 'row')} of other seasons left out`);
  if (summary.poolsCreated > 0) parts.push(`${count(summary.poolsCreated, 'tier pool')} opened for games still to come`);
  return `${parts.join('; ')}.`;
}

/** Said under the rejection list when the server listed only the first of them. */
export function truncationNote(summary: ScheduleImportSummary): string | null {
  return summary.rejectedCount > summary.rejected.length
    ? `Showing the first ${summary.rejected.length.toLocaleString('en-US')} of ${summary.rejectedCount.toLocaleString('en-US')} rejected rows.`
    : null;
}

const TILES = [
  { key: 'created', label: 'Created' },
  { key: 'updated', label: 'Updated' },
  { key: 'unchanged', label: 'Unchanged' },
  { key: 'rejectedCount', label: 'Rejected' },
] as const;

/** One sentence for screen readers when the import finishes. */
export function importAnnouncement(summary: ScheduleImportSummary): string {
  return `Schedule imported: ${summary.created} created, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejectedCount} rejected.`;
}

/** What the import did: four counts, then every rejected row (line number and reason) in a list that scrolls. */
export function ScheduleImportResult({ summary }: { summary: ScheduleImportSummary }) {
  const clean = summary.rejectedCount === 0;
  const note = truncationNote(summary);
  return (
    <section aria-labelledby="schedule-result-title" className="grid gap-4 rounded-lg border border-border bg-ink-50/60 p-4">
      <div className="flex items-start gap-2">
        {clean ? (
          <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-green-700" />
        ) : (
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
        )}
        <div className="min-w-0">
          <h3 id="schedule-result-title" className="font-bold tracking-tight">
            {clean ? 'Schedule imported' : `Schedule imported, ${count(summary.rejectedCount, 'row')} rejected`}
          </h3>
          <p className="text-sm text-muted-foreground">{importHeadline(summary)}</p>
        </div>
      </div>

      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {TILES.map(({ key, label }) => (
          <div
            key={key}
            className={cn(
              'rounded-lg border bg-card px-3 py-2',
              key === 'rejectedCount' && summary.rejectedCount > 0 ? 'border-amber-300 bg-amber-50' : 'border-border',
            )}
          >
            <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</dt>
            <dd className="text-2xl font-black text-ink-900 tabular">{summary[key].toLocaleString('en-US')}</dd>
          </div>
        ))}
      </dl>

      {clean ? null : (
        <div className="grid gap-2">
          <h4 id="schedule-rejections-title" className="text-sm font-bold">
            Rejected rows
          </h4>
          {/* Focusable so keyboard users can scroll it. */}
          <ol
            aria-labelledby="schedule-rejections-title"
            tabIndex={0}
            className="max-h-64 divide-y divide-border overflow-y-auto rounded-lg border border-border bg-card text-sm focus-visible:outline-2 focus-visible:outline-ring/40"
          >
            {summary.rejected.map(({ line, reason }) => (
              <li key={line} className="flex flex-col gap-0.5 px-3 py-2 sm:flex-row sm:gap-3">
                <span className="shrink-0 font-semibold text-ink-800 tabular sm:w-20">Line {line.toLocaleString('en-US')}</span>
                <span className="min-w-0 break-words text-muted-foreground">{reason}</span>
              </li>
            ))}
          </ol>
          {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
        </div>
      )}
    </section>
  );
}
