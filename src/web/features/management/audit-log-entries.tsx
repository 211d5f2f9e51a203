import type { AuditEntry } from '../../../domain/schemas';
import { Badge } from '../../components/ui/badge';
import { actionLabel, actorText, auditTimeText, detailsText } from './audit-log-model';

function Details({ entry }: { entry: AuditEntry }) {
  const text = detailsText(entry.details);
  return (
    <span title={text} className="line-clamp-2 break-all text-muted-foreground">
      {text}
    </span>
  );
}

/** Desktop: a table, one row per entry. */
function AuditTable({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <table className="hidden w-full table-fixed text-left text-sm md:table">
      <caption className="sr-only">Audit log entries, newest first</caption>
      <thead className="text-xs tracking-wider text-muted-foreground uppercase">
        <tr className="border-b border-border">
          <th scope="col" className="w-44 py-2 pr-3 font-semibold">When</th>
          <th scope="col" className="w-48 py-2 pr-3 font-semibold">Action</th>
          <th scope="col" className="w-48 py-2 pr-3 font-semibold">Actor</th>
          <th scope="col" className="w-40 py-2 pr-3 font-semibold">Subject</th>
          <th scope="col" className="py-2 pr-3 font-semibold">Details</th>
          <th scope="col" className="w-28 py-2 font-semibold">IP</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border align-top">
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="py-2 pr-3 tabular text-muted-foreground">
              <time dateTime={entry.at}>{auditTimeText(entry.at)}</time>
            </td>
            <td className="py-2 pr-3">
              <Badge tone="neutral">{actionLabel(entry.action)}</Badge>
            </td>
            <td className="truncate py-2 pr-3 font-medium" title={entry.actorUserId ?? undefined}>
              {actorText(entry)}
            </td>
            <td className="truncate py-2 pr-3" title={entry.subjectUserId ?? undefined}>
              {entry.subjectLabel ?? entry.subjectUserId ?? '—'}
            </td>
            <td className="py-2 pr-3">
              <Details entry={entry} />
            </td>
            <td className="truncate py-2 tabular text-muted-foreground">{entry.ip ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Mobile: one stacked card per entry. */
function AuditList({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <ul aria-label="Audit log entries, newest first" className="grid gap-3 md:hidden">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1.5 rounded-lg border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Badge tone="neutral">{actionLabel(entry.action)}</Badge>
            <time dateTime={entry.at} className="text-xs tabular text-muted-foreground">
              {auditTimeText(entry.at)}
            </time>
          </div>
          <dl className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-2 gap-y-1">
            <dt className="text-muted-foreground">Actor</dt>
            <dd className="truncate font-medium">{actorText(entry)}</dd>
            {entry.subjectUserId ? (
              <>
                <dt className="text-muted-foreground">Subject</dt>
                <dd className="truncate">{entry.subjectLabel ?? entry.subjectUserId}</dd>
              </>
            ) : null}
            <dt className="text-muted-foreground">Details</dt>
            <dd>
              <Details entry={entry} />
            </dd>
            {entry.ip ? (
              <>
                <dt className="text-muted-foreground">IP</dt>
                <dd className="tabular">{entry.ip}</dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}

export function AuditLogEntries({ entries }: { entries: readonly AuditEntry[] }) {
  return (
    <>
      <AuditTable entries={entries} />
      <AuditList entries={entries} />
    </>
  );
}
