import { Link } from 'wouter';
import { LayoutGrid, LoaderCircle, ReceiptText } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { Skeleton } from '../../components/ui/skeleton';
import { EMPTY_TITLE, LOAD_MORE_TEXT } from './activity-model';
import { useMovementPages } from './activity-queries';
import { MovementRow } from './movement-row';

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading your money movements" className="grid gap-2">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-[4.5rem] w-full rounded-xl" />
      ))}
    </div>
  );
}

/** Every money movement of the player's, newest first, a page at a time ('Load more'). */
export function MovementList() {
  const pages = useMovementPages();
  let body;
  if (pages.isPending) {
    body = <ListSkeleton />;
  } else if (pages.data === undefined) {
    body = (
      <ErrorState
        headingLevel="h3"
        title="We couldn't load your money movements"
        description={errorMessage(pages.error, 'Please check your connection and try again.')}
        onRetry={() => void pages.refetch()}
        retrying={pages.isFetching}
      />
    );
  } else {
    const movements = pages.data.pages.flatMap((page) => page.items);
    body =
      movements.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<ReceiptText />}
          title={EMPTY_TITLE}
          description="Buy squares in a paid pool and every charge, refund and prize shows up here."
          action={
            <Button asChild>
              <Link href="/">
                <LayoutGrid aria-hidden />
                Find a pool
              </Link>
            </Button>
          }
        />
      ) : (
        <div className="grid gap-3">
          <Card className="overflow-hidden">
            <ul aria-label="Money movements, newest first" className="divide-y divide-border">
              {movements.map((movement) => (
                <MovementRow key={movement.id} movement={movement} />
              ))}
            </ul>
          </Card>
          {pages.hasNextPage ? (
            <Button variant="outline" className="justify-self-center" disabled={pages.isFetchingNextPage} aria-busy={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {pages.isFetchingNextPage ? <LoaderCircle aria-hidden className="animate-spin" /> : null}
              {pages.isFetchingNextPage ? 'Loading…' : LOAD_MORE_TEXT}
            </Button>
          ) : null}
          {pages.isFetchNextPageError ? (
            <p role="alert" className="text-center text-sm text-destructive">
              {errorMessage(pages.error, 'More movements could not be loaded. Please try again.')}
            </p>
          ) : null}
        </div>
      );
  }
  return (
    <section aria-labelledby="movements-title" className="grid min-w-0 grid-cols-1 gap-3">
      <h2 id="movements-title" className="text-lg font-bold tracking-tight text-ink-900">
        Money movements
      </h2>
      {body}
    </section>
  );
}
