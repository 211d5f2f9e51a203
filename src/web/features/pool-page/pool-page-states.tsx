import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { Skeleton } from '../../components/ui/skeleton';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The page's shape while the pool loads: hero band, board and side cards. */
export function PoolPageSkeleton() {
  useDocumentTitle('Pool');
  return (
    <div role="status" aria-label="Loading pool">
      <div className="bg-ink-900 bg-turf-lines">
        <Container className="space-y-5 py-5 sm:py-8">
          <Skeleton className="h-6 w-28 bg-white/10" />
          <Skeleton className="h-9 w-56 bg-white/10" />
          <Skeleton className="h-20 w-full max-w-3xl rounded-xl bg-white/10" />
        </Container>
      </div>
      <Container className="grid gap-6 py-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:py-8">
        <Card className="-mx-4 rounded-none border-x-0 p-4 sm:mx-0 sm:rounded-xl sm:border-x sm:p-6">
          <Skeleton className="mb-5 h-6 w-32" />
          <div className="mx-auto grid max-w-[44rem] grid-cols-[repeat(11,minmax(0,1fr))] gap-[3px] sm:gap-1">
            {Array.from({ length: 121 }, (_, i) => (
              <Skeleton key={i} className="aspect-square rounded-[4px]" />
            ))}
          </div>
        </Card>
        <div className="space-y-6">
          <Skeleton className="h-56 rounded-xl bg-ink-200/60" />
          <Skeleton className="h-80 rounded-xl bg-ink-200/60" />
        </div>
      </Container>
    </div>
  );
}
