import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, ScrollText } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { AUDIT_ACTIONS_QUERY_KEY, AUDIT_LOG_QUERY_KEY } from '../../lib/query-keys';
import { AuditLogEntries } from './audit-log-entries';
import { AuditLogFilters } from './audit-log-filters';
import { auditLogSearch, auditPage, NO_AUDIT_FILTERS, type AuditFilters } from './audit-log-model';
import { useAuditActions, useAuditLog } from './system-queries';
import { RefreshButton } from './refresh-button';
import { QueryError } from '../../components/ui/query-error';

/**
 * The audit log viewer (GET /api/admin/audit-log): newest first, a page at a time. Paging is by cursor:
 * the stack holds the `before` of every page opened, so Newer goes back exactly to the page it came from.
 */
export function AuditLogCard() {
  const [filters, setFilters] = useState<AuditFilters>(NO_AUDIT_FILTERS);
  const [cursors, setCursors] = useState<number[]>([]);
  const before = cursors.at(-1);
  const log = useAuditLog(auditLogSearch(filters, before));
  const actions = useAuditActions();
  const client = useQueryClient();
  const page = log.data ? auditPage(log.data) : null;
  const pageNumber = cursors.length + 1;
  const filtered = filters.action !== null || filters.actor !== '';

  const applyFilters = (next: AuditFilters) => {
    setFilters(next);
    setCursors([]);
  };
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: AUDIT_LOG_QUERY_KEY }), client.invalidateQueries({ queryKey: AUDIT_ACTIONS_QUERY_KEY })]);

  return (
    <Card aria-labelledby="audit-log-title" role="region">
      <IconCardHeader
        icon={<ScrollText />}
        titleId="audit-log-title"
        title="Audit Log"
        description="Sign-ins, role changes, refunds, score entries and settings changes, newest first."
        action={<RefreshButton fetching={log.isFetching} onRefresh={refresh} />}
      />
      <CardContent className="grid gap-4">
        <AuditLogFilters filters={filters} actions={actions.data?.actions ?? null} onChange={applyFilters} />
        {log.isPending ? (
          <div role="status" aria-label="Loading the audit log" className="grid gap-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-9 w-full" />
            ))}
          </div>
        ) : log.isError ? (
          <QueryError title="Could not load the audit log" query={log} className="py-8 shadow-none" />
        ) : page!.rows.length === 0 ? (
          <EmptyState
            headingLevel="h3"
            title={filtered ? 'No entries match these filters' : 'The audit log is empty'}
            description={filtered ? 'Try another action or actor, or clear the filters.' : undefined}
            className="py-8"
          />
        ) : (
          <div aria-busy={log.isPlaceholderData} className={log.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
            <AuditLogEntries entries={page!.rows} />
          </div>
        )}
        <nav aria-label="Audit log pages" className="flex items-center justify-between gap-2">
          <Button variant="outline" size="sm" disabled={cursors.length === 0 || log.isFetching} onClick={() => setCursors((stack) => stack.slice(0, -1))}>
            <ChevronLeft aria-hidden />
            Newer
          </Button>
          <p aria-live="polite" className="text-sm text-muted-foreground tabular">
            Page {pageNumber}
          </p>
          <Button
            variant="outline"
            size="sm"
            disabled={!page?.hasOlder || log.isFetching}
            onClick={() => page && setCursors((stack) => [...stack, page.rows.at(-1)!.id])}
          >
            Older
            <ChevronRight aria-hidden />
          </Button>
        </nav>
      </CardContent>
    </Card>
  );
}
