/**
 * The site's mail as admins read it (GET /api/admin/outbox): every message newest first with
 * its status. Without SMTP_URL nothing is sent and this is where the mail is read ('kept'); with SMTP it
 * shows what was sent, what is retrying and what failed, with the SMTP server's last answer.
 */
import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import type { OutboxMessage, OutboxResponse } from '../../../domain/schemas';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { Card, CardContent } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import { Skeleton } from '../../components/ui/skeleton';
import { RefreshButton } from './refresh-button';
import { QueryError } from '../../components/ui/query-error';

export const OUTBOX_QUERY_KEY = ['/api/admin/outbox?limit=50'] as const;

const STATUS: Record<OutboxMessage['status'], { text: string; tone: BadgeTone }> = {
  sent: { text: 'Sent', tone: 'green' },
  kept: { text: 'Kept (no SMTP)', tone: 'neutral' },
  pending: { text: 'Pending', tone: 'amber' },
  failed: { text: 'Failed', tone: 'destructive' },
};

/** "invitation" -> "Invitation", "pool_refunded" -> "Pool refunded". */
export function kindText(kind: string): string {
  const words = kind.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** When the message reached its current state, for the list. */
export function statusTime(message: Pick<OutboxMessage, 'status' | 'createdAt' | 'sentAt' | 'keptAt' | 'failedAt' | 'nextAttemptAt'>): string {
  const at = { sent: message.sentAt, kept: message.keptAt, failed: message.failedAt, pending: message.nextAttemptAt }[message.status] ?? message.createdAt;
  return new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function MessageRow({ message }: { message: OutboxMessage }) {
  const status = STATUS[message.status];
  return (
    <li>
      <details className="group rounded-lg border border-border bg-card open:shadow-xs">
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
          <Badge tone={status.tone}>{status.text}</Badge>
          <span className="min-w-0 flex-1 truncate font-semibold">{message.subject}</span>
          <span className="min-w-0 truncate text-muted-foreground">{message.to ?? 'no recipient'}</span>
          <span className="shrink-0 text-xs text-muted-foreground tabular">{statusTime(message)}</span>
        </summary>
        <div className="grid gap-2 border-t border-border px-3 py-3 text-sm">
          <p className="text-xs text-muted-foreground">
            {kindText(message.kind)} · {message.attempts} attempt{message.attempts === 1 ? '' : 's'}
            {message.messageId ? <> · <span className="font-mono">{message.messageId}</span></> : null}
          </p>
          {message.lastError ? (
            <p className="rounded-md bg-red-50 px-2 py-1 text-xs text-red-800">Last error: {message.lastError}</p>
          ) : null}
          {/* Scrolls when long: a tab stop, so the keyboard can scroll it too. */}
          <pre
            tabIndex={0}
            role="region"
            aria-label={`Text of ${message.subject}`}
            className="max-h-64 overflow-auto rounded-md bg-muted/60 p-3 font-sans text-xs whitespace-pre-wrap"
          >
            {message.text}
          </pre>
        </div>
      </details>
    </li>
  );
}

export function OutboxCard() {
  const outbox = useQuery<OutboxResponse>({ queryKey: OUTBOX_QUERY_KEY });
  return (
    <Card aria-labelledby="outbox-title" role="region">
      <IconCardHeader
        icon={<Inbox />}
        titleId="outbox-title"
        title="Mail Outbox"
        description="The site's e-mail, newest first: invitations, refund notices, prize news. Without SMTP_URL messages are kept here instead of sent."
        action={<RefreshButton fetching={outbox.isFetching} onRefresh={() => outbox.refetch()} />}
      />
      <CardContent>
        {outbox.isPending ? (
          <div role="status" aria-label="Loading the outbox" className="grid gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10 w-full" />
            ))}
          </div>
        ) : outbox.isError ? (
          <QueryError title="Could not load the outbox" query={outbox} className="py-8 shadow-none" />
        ) : outbox.data.messages.length === 0 ? (
          <EmptyState headingLevel="h3" title="No mail yet" description="Messages appear here as the site writes them." className="py-8" />
        ) : (
          <ul aria-label="Messages" className="grid max-h-[32rem] gap-2 overflow-y-auto pr-1">
            {outbox.data.messages.map((message) => (
              <MessageRow key={message.id} message={message} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
