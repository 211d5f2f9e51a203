import { useState } from 'react';
import { ChevronRight, ScrollText, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { CopyButton } from '../../components/ui/copy-button';
import { cn } from '../../lib/utils';
import { logTime, prettyJson, type LogEntry } from './feed-log';

/** The newest entry shows its JSON; older ones fold away unless the admin opened or closed them. */
function Entry({ entry, newest }: { entry: LogEntry; newest: boolean }) {
  const [choice, setChoice] = useState<boolean | null>(null);
  const open = choice ?? newest;
  const json = prettyJson(entry.data);
  return (
    <li
      data-testid="log-entry"
      data-ok={entry.ok}
      className={cn('border-l-4 py-3 pr-4 pl-3 sm:pr-5 sm:pl-4', entry.ok ? 'border-l-green-500' : 'border-l-red-600')}
    >
      <div className="flex flex-wrap items-center gap-x-2.5 gap-y-1">
        <time dateTime={entry.at} className="font-mono text-xs text-muted-foreground tabular">
          {logTime(entry.at)}
        </time>
        <span className="text-sm font-bold text-ink-900">{entry.action}</span>
        <Badge tone={entry.ok ? 'green' : 'destructive'} className="uppercase">
          {entry.ok ? 'ok' : 'error'}
          {entry.status !== null && <span className="font-mono tabular">{entry.status}</span>}
        </Badge>
      </div>
      <p className="mt-1 font-mono text-[11px] break-all text-muted-foreground">
        {entry.method} {entry.url}
      </p>
      <p className={cn('mt-1 text-sm break-words', entry.ok ? 'text-ink-800' : 'font-medium text-red-800')}>{entry.summary}</p>
      {json && (
        <details
          open={open}
          onToggle={(e) => {
            if (e.currentTarget.open !== open) setChoice(e.currentTarget.open);
          }}
          className="group mt-2"
        >
          <summary className="inline-flex cursor-pointer list-none items-center gap-1 rounded text-xs font-semibold text-turf-800 select-none [&::-webkit-details-marker]:hidden">
            <ChevronRight aria-hidden className="size-3.5 transition-transform group-open:rotate-90" />
            {entry.ok ? 'Response' : 'Error'} JSON
          </summary>
          <div className="relative mt-1.5">
            {/* Scrolls when long: a tab stop, so the keyboard can scroll it too. */}
            <pre
              tabIndex={0}
              role="region"
              aria-label={`${entry.ok ? 'Response' : 'Error'} JSON of ${entry.action}`}
              className="max-h-80 overflow-auto rounded-lg bg-ink-950 p-3 pr-10 font-mono text-[11px] leading-relaxed text-ink-100"
            >
              {json}
            </pre>
            <CopyButton
              value={json}
              label={`Copy JSON of ${entry.action}`}
              className="absolute top-1.5 right-1.5 text-ink-300 hover:bg-white/10 hover:text-white"
            />
          </div>
        </details>
      )}
    </li>
  );
}

/** Every request of the session, newest first, with its answer (spec "result log"). */
export function ResultLog({ entries, onClear, className }: { entries: readonly LogEntry[]; onClear: () => void; className?: string }) {
  return (
    <Card id="result-log" aria-labelledby="result-log-title" role="region" className={cn('flex min-h-0 flex-col overflow-hidden', className)}>
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-3 sm:px-5">
        <h2 id="result-log-title" className="flex items-center gap-2 text-base font-extrabold tracking-tight">
          <ScrollText aria-hidden className="size-5 text-turf-700" />
          Result Log
          <span className="text-sm font-semibold text-muted-foreground tabular">({entries.length})</span>
        </h2>
        <Button variant="outline" size="sm" onClick={onClear} disabled={entries.length === 0}>
          <Trash2 aria-hidden />
          Clear Log
        </Button>
      </div>
      {entries.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-muted-foreground">
          Nothing yet. Every request you make here is logged with its answer, newest first.
        </p>
      ) : (
        <ol aria-label="Results, newest first" className="min-h-0 flex-1 divide-y divide-border overflow-y-auto">
          {entries.map((entry, i) => (
            <Entry key={entry.id} entry={entry} newest={i === 0} />
          ))}
        </ol>
      )}
    </Card>
  );
}
