import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '../lib/use-auth';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../components/ui/button';
import { Container } from '../components/ui/container';
import { EmptyState } from '../components/ui/empty-state';
import { PlannedPage } from '../components/page/planned-page';

function AccessDenied() {
  useDocumentTitle('Management');
  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        headingLevel="h1"
        className="mx-auto max-w-lg border-solid shadow-card"
        icon={<ShieldAlert />}
        title="Access Denied"
        description="You don't have permission to access the management console."
        action={
          <Button asChild variant="outline">
            <Link href="/">Back to dashboard</Link>
          </Button>
        }
      />
    </Container>
  );
}

export default function ManagementPage() {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <AccessDenied />;
  return (
    <PlannedPage
      title="Management Console"
      eyebrow="Admin"
      icon={<ShieldCheck />}
      description="Run the leagues, games and pools, and keep an eye on the system."
      items={[
        'Leagues: create a league (League Code, Display Name, Sport) and see which are active.',
        "Games: schedule a game and browse the 'Scheduled Games' list with teams, date and status.",
        'Pools: each pool with entry fee, squares sold, a status badge, a status selector and a Refund button.',
        'System: counts across the platform and the automatic refund policy for pools that do not fill by game time.',
      ]}
      back={{ href: '/week-management', label: 'Go to week management', forward: true }}
    />
  );
}
