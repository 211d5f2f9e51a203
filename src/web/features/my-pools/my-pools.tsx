import { Link } from 'wouter';
import { LayoutGrid, ReceiptText, Ticket } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { InviteCodeForm } from '../../components/invites/invite-code-form';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Container } from '../../components/ui/container';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { JoinedPoolCard } from './joined-pool-card';
import { BROWSE_POOLS_TEXT, EMPTY_TITLE, myPoolsStats, sortUserPools } from './my-pools-model';
import { useAllPools, useUserPools } from './my-pools-queries';
import { StatCards } from './stat-cards';
import { useUserPoolEvents } from './use-user-pool-events';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

function BrowseButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild variant={variant}>
      <Link href="/">
        <LayoutGrid aria-hidden />
        {BROWSE_POOLS_TEXT}
      </Link>
    </Button>
  );
}

function MyPoolsSkeleton() {
  return (
    <div role="status" aria-label="Loading your pools" className="grid gap-8">
      <div aria-hidden className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} className={i === 4 ? 'col-span-2 h-[6.5rem] rounded-xl lg:col-span-1' : 'h-[6.5rem] rounded-xl'} />
        ))}
      </div>
      <div aria-hidden className={GRID}>
        {Array.from({ length: 3 }, (_, i) => (
          <Card key={i} className="grid gap-4 p-5">
            <div className="flex justify-between">
              <Skeleton className="h-6 w-28" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-5 w-48" />
            <Skeleton className="h-5 w-52" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-7 w-40 rounded-full" />
          </Card>
        ))}
      </div>
    </div>
  );
}

/** /my-pools signed in: totals and every pool the player joined (spec "My Pools", D13), kept live. */
export function MyPools() {
  useDocumentTitle('My Pools');
  const userPools = useUserPools();
  const allPools = useAllPools();
  const { isAuthenticated, user } = useAuth();
  useUserPoolEvents(isAuthenticated);

  let body;
  if (userPools.isPending) {
    body = <MyPoolsSkeleton />;
  } else if (userPools.isError) {
    body = (
      <ErrorState
        title="We couldn't load your pools"
        description={errorMessage(userPools.error, 'Please check your connection and try again.')}
        onRetry={() => void userPools.refetch()}
        retrying={userPools.isFetching}
      />
    );
  } else {
    const stats = myPoolsStats(userPools.data, allPools.data);
    const pools = sortUserPools(userPools.data);
    body = (
      <div className="grid gap-8">
        <StatCards stats={stats} availableFailed={allPools.isError} />
        {pools.length === 0 ? (
          <EmptyState
            icon={<Ticket />}
            title={EMPTY_TITLE}
            description="Pick a game on the dashboard and claim your first squares. Free pools cost nothing to join."
            action={<BrowseButton />}
          />
        ) : (
          <section aria-labelledby="joined-pools-title" className="grid gap-4">
            <h2 id="joined-pools-title" className="text-lg font-bold tracking-tight text-ink-900">
              Your pools <span className="font-semibold text-muted-foreground tabular">({pools.length})</span>
            </h2>
            <div className={GRID}>
              {pools.map((pool) => (
                <JoinedPoolCard key={pool.id} pool={pool} userId={user?.id ?? null} />
              ))}
            </div>
          </section>
        )}
      </div>
    );
  }

  return (
    <Container className="py-8 sm:py-12">
      <PageHeader
        eyebrow="Your account"
        title="My Pools"
        description="Every pool you've joined, what you've spent and what you've won. Activity lists each payment, refund and prize."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href="/activity">
                <ReceiptText aria-hidden />
                Activity
              </Link>
            </Button>
            {userPools.data && userPools.data.length > 0 ? <BrowseButton variant="outline" /> : null}
          </>
        }
      />
      {body}
      <InviteCodeForm className="mt-8 max-w-md" />
    </Container>
  );
}
