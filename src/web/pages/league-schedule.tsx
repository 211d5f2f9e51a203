import { Link, useParams } from 'wouter';
import { SearchX } from 'lucide-react';
import { useLeagues } from '../lib/use-leagues';
import { useDocumentTitle } from '../lib/use-document-title';
import { LeaguesLoadError } from '../components/page/leagues-load-error';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { PageHeader } from '../components/ui/page-header';
import { Skeleton } from '../components/ui/skeleton';
import { LeagueSchedule } from '../features/league-schedule';

function LeagueNotFound() {
  useDocumentTitle('League Not Found');
  return (
    <EmptyState
      headingLevel="h1"
      className="mx-auto max-w-lg border-solid shadow-card"
      icon={<SearchX />}
      title="League Not Found"
      description="The requested league schedule is not available."
      action={
        <Button asChild variant="outline">
          <Link href="/">Back to dashboard</Link>
        </Button>
      }
    />
  );
}

/** /schedule/{league}: the league code in the path, upper-cased, names the league (spec section 2). */
export default function LeagueSchedulePage() {
  const params = useParams<{ league: string }>();
  const code = (params.league ?? '').toUpperCase();
  const leagues = useLeagues();
  const league = leagues.data?.find((candidate) => candidate.name.toUpperCase() === code);

  let content;
  if (leagues.isPending) {
    content = (
      <>
        <PageHeader title={`${code} Schedule`} />
        <div role="status" aria-label={`Loading the ${code} schedule`} className="grid gap-6">
          <Skeleton className="h-20" />
          <Skeleton className="h-24" />
          <Skeleton className="h-64" />
        </div>
      </>
    );
  } else if (leagues.isError) {
    content = <LeaguesLoadError leagues={leagues} />;
  } else if (!league) {
    content = <LeagueNotFound />;
  } else {
    content = <LeagueSchedule key={league.id} league={league} />;
  }
  return <Container className="py-8 sm:py-12">{content}</Container>;
}
