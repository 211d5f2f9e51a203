import { Link } from 'wouter';
import { SearchX } from 'lucide-react';
import { POOL_NOT_FOUND } from '../../../domain/messages';
import { Button } from '../ui/button';
import { Container } from '../ui/container';
import { EmptyState } from '../ui/empty-state';
import { useDocumentTitle } from '../../lib/use-document-title';

/** Spec sections 2 and 8: a missing pool (or one that failed to load) and the way back. */
export function PoolNotFound({ backHref, onRetry }: { backHref: string; onRetry?: () => void }) {
  useDocumentTitle(POOL_NOT_FOUND.title);
  return (
    <Container className="py-16 sm:py-24">
      <EmptyState
        headingLevel="h1"
        className="mx-auto max-w-lg border-solid py-14 shadow-card"
        icon={<SearchX />}
        title={<span className="text-2xl">{POOL_NOT_FOUND.title}</span>}
        description={<span className="text-base">{POOL_NOT_FOUND.description}</span>}
        action={
          <>
            <Button asChild size="lg">
              <Link href={backHref}>{backHref === '/' ? 'Back to Home' : 'Back to Dashboard'}</Link>
            </Button>
            {onRetry && (
              <Button variant="outline" size="lg" onClick={onRetry}>
                Try again
              </Button>
            )}
          </>
        }
      />
    </Container>
  );
}
