import { ShieldAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { EmptyState } from '../ui/empty-state';

/** What a signed-in player sees on an admin page: 'Access Denied' and why (spec "Management console"). */
export function AccessDenied({ documentTitle, description }: { documentTitle: string; description: string }) {
  useDocumentTitle(documentTitle);
  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        headingLevel="h1"
        className="mx-auto max-w-lg border-solid shadow-card"
        icon={<ShieldAlert />}
        title="Access Denied"
        description={description}
        action={
          <Button asChild variant="outline">
            <Link href="/">Back to dashboard</Link>
          </Button>
        }
      />
    </Container>
  );
}
