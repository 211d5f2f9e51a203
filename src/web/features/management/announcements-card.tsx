import { Megaphone } from 'lucide-react';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import { EmptyState } from '../../components/ui/empty-state';
import { Skeleton } from '../../components/ui/skeleton';
import { useLeagues } from '../../lib/use-leagues';
import { AnnouncementEditor } from './announcement-editor';
import { QueryError } from '../../components/ui/query-error';

/** Each league's dashboard banner (D9: the banner is this text; empty = hidden). */
export function AnnouncementsCard() {
  const leagues = useLeagues();
  return (
    <Card aria-labelledby="announcements-title" role="region">
      <IconCardHeader
        icon={<Megaphone />}
        titleId="announcements-title"
        title="Announcement Banners"
        description={<>The text players see at the top of each league&rsquo;s dashboard. Leave it empty to hide the banner.</>}
      />
      <CardContent>
        {leagues.isPending ? (
          <div role="status" aria-label="Loading the leagues" className="grid gap-3">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : leagues.isError ? (
          <QueryError title="Could not load the leagues" query={leagues} className="py-6 shadow-none" />
        ) : leagues.data.length === 0 ? (
          <EmptyState headingLevel="h3" title="No leagues yet" description="Create a league in the Leagues tab to give it a banner." className="py-8" />
        ) : (
          <div className="divide-y divide-border">
            {leagues.data.map((league) => (
              <AnnouncementEditor key={league.id} league={league} />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
