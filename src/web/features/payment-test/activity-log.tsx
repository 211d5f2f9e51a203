import { ScrollText, Trash2 } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/utils';
import { activityTime, type ActivityEntry } from './activity';
import { TesterSection } from './tester-section';

/** Every request of the session with what came back, newest first (failures also toast). */
export function ActivityLog({ entries, onClear }: { entries: readonly ActivityEntry[]; onClear: () => void }) {
  return (
    <TesterSection
      id="tester-activity-title"
      icon={<ScrollText />}
      title={`Activity (${entries.length})`}
      description="Each API call and its answer, newest first."
      actions={
        <Button variant="outline" size="sm" onClick={onClear} disabled={entries.length === 0}>
          <Trash2 aria-hidden />
          Clear
        </Button>
      }
    >
      {entries.length === 0 ? (
        <p className="px-5 py-8 text-center text-sm text-muted-foreground">Nothing yet. Every call you make here is listed with its answer.</p>
      ) : (
        <ol role="log" aria-label="Activity, newest first" className="max-h-[28rem] divide-y divide-border overflow-y-auto">
          {entries.map((entry) => (
            <li
              key={entry.id}
              data-testid="activity-entry"
              data-ok={entry.ok}
              className={cn('border-l-4 py-2.5 pr-4 pl-3 sm:pr-5', entry.ok ? 'border-l-green-500' : 'border-l-red-600')}
            >
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <time dateTime={entry.at} className="font-mono text-xs text-muted-foreground tabular">
                  {activityTime(entry.at)}
                </time>
                <span className="text-sm font-bold text-ink-900">{entry.action}</span>
                <Badge tone={entry.ok ? 'green' : 'destructive'} className="uppercase">
                  {entry.ok ? 'ok' : 'failed'}
                  {entry.status !== null && <span className="font-mono tabular">{entry.status}</span>}
                </Badge>
              </div>
              <p className="mt-0.5 font-mono text-[11px] break-all text-muted-foreground">
                {entry.method} {entry.url}
              </p>
              <p className={cn('mt-0.5 text-sm break-words', entry.ok ? 'text-ink-800' : 'font-medium text-red-800')}>{entry.summary}</p>
            </li>
          ))}
        </ol>
      )}
    </TesterSection>
  );
}
