import { Link, useParams } from 'wouter';
import { CalendarDays, SearchX } from 'lucide-react';
import { useLeagues } from '../lib/use-leagues';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { PlannedPage } from '../components/page/planned-page';

function LeagueNotFound() {
  useDocumentTitle('League Not Found');
  return (
    <Container className="py-16 sm:py-24">
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
    </Container>
  );
}

export default function LeagueSchedulePage() {
  const params = useParams<{ league: string }>();
  const code = (params.league ?? '').toUpperCase();
  const { data: leagues } = useLeagues();
  const league = leagues?.find((candidate) => candidate.name.toUpperCase() === code);
  if (leagues && !league) return <LeagueNotFound />;

  return (
    <PlannedPage
      title={`${code} Schedule`}
      eyebrow={league?.displayName}
      icon={<CalendarDays />}
      description={`The full ${code} schedule grouped by week, with filters to find any game.`}
      items={[
        'Filters for week, team and free-text search, with a Clear Filters action.',
        "Games grouped by week: status badge, 'away @ home', the date, and scores once they exist.",
        'A stats strip: Total Games, Weeks, Teams and Filtered Results.',
      ]}
    />
  );
}
