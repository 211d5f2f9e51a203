import { Link } from 'wouter';
import { CircleAlert, RotateCw, SearchX } from 'lucide-react';
import { POOL_NOT_FOUND } from '../../../domain/messages';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { Spinner } from '../../components/ui/spinner';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A pool that does not exist, or that the viewer may not see (D11): the pool page's own words. */
export function PrintPoolNotFound({ backHref }: { backHref: string }) {
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
          <Button asChild size="lg">
            <Link href={backHref}>{backHref === '/' ? 'Back to Home' : 'Back to Dashboard'}</Link>
          </Button>
        }
      />
    </Container>
  );
}

/** Something the sheet needs failed to load: say which, and offer to try again (announced as an alert). */
export function PrintLoadError({ title, onRetry, retrying }: { title: string; onRetry: () => void; retrying: boolean }) {
  useDocumentTitle('Print board');
  return (
    <Container className="py-16 sm:py-24">
      <div role="alert" className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-xl border border-red-200 bg-card px-6 py-12 text-center shadow-card">
        <CircleAlert aria-hidden className="size-8 text-destructive" />
        <h1 className="text-lg font-bold tracking-tight">{title}</h1>
        <p className="text-sm text-muted-foreground">Check your connection and try again.</p>
        <Button variant="outline" onClick={onRetry} disabled={retrying} className="mt-2">
          <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
          Try again
        </Button>
      </div>
    </Container>
  );
}

export function PrintBoardLoading() {
  useDocumentTitle('Print board');
  return (
    <div className="grid min-h-[60vh] place-items-center">
      <Spinner size="lg" label="Loading the printable board" />
    </div>
  );
}
