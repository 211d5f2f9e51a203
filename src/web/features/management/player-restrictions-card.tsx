/**
 * Players' time-outs and self-exclusions as admins see them (GET /api/admin/users): read-only. Players
 * set them themselves and nobody can end one early (D23), so there is nothing here to press but Refresh.
 */
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import type { PlayRestrictionDto } from '../../../domain/schemas';
import { ADMIN_USERS_QUERY_KEY } from '../../lib/query-keys';
import { Badge } from '../../components/ui/badge';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { ConsoleCard } from './console-card';
import { RefreshButton } from './refresh-button';
import { QueryError } from '../../components/ui/query-error';

/** What the console reads of a user (GET /api/admin/users). */
export type AdminUserRow = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  restriction: PlayRestrictionDto | null;
};

const KIND: Record<PlayRestrictionDto['kind'], { text: string; tone: 'amber' | 'destructive' }> = {
  time_out: { text: 'Time-out', tone: 'amber' },
  self_exclusion: { text: 'Self-excluded', tone: 'destructive' },
};

const untilText = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const nameOf = (user: AdminUserRow) => user.email ?? ([user.firstName, user.lastName].filter(Boolean).join(' ') || user.id);

export function PlayerRestrictionsCard() {
  const users = useQuery<AdminUserRow[]>({ queryKey: ADMIN_USERS_QUERY_KEY });
  const restricted = (users.data ?? []).filter((user): user is AdminUserRow & { restriction: PlayRestrictionDto } => user.restriction !== null);
  return (
    <ConsoleCard
      id="player-restrictions-title"
      icon={<ShieldAlert />}
      title="Time-outs and Self-exclusions"
      description="Players who paused paid play or excluded themselves, and until when. Read-only: nobody can end one early."
      actions={<RefreshButton fetching={users.isFetching} onRefresh={() => users.refetch()} />}
    >
      {users.isPending ? (
        <div role="status" aria-label="Loading the players' restrictions">
          <Skeleton className="h-10 w-full" />
        </div>
      ) : users.isError ? (
        <QueryError title="Could not load the players" query={users} className="py-8 shadow-none" />
      ) : restricted.length === 0 ? (
        <EmptyState headingLevel="h3" title="No restrictions in force" description="Players' time-outs and self-exclusions appear here." className="py-8" />
      ) : (
        <ul aria-label="Players with a restriction" className="grid gap-2">
          {restricted.map((user) => (
            <li key={user.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-border px-3 py-2 text-sm">
              <Badge tone={KIND[user.restriction.kind].tone}>{KIND[user.restriction.kind].text}</Badge>
              <span className="min-w-0 flex-1 truncate font-semibold">{nameOf(user)}</span>
              <span className="shrink-0 text-muted-foreground tabular">until {untilText(user.restriction.until)}</span>
            </li>
          ))}
        </ul>
      )}
    </ConsoleCard>
  );
}
