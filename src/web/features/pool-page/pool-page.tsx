import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { INVALID_POOL } from '../../../domain/messages';
import { PoolNotFound } from '../../components/page/pool-not-found';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toast/use-toast';
import { useAuth } from '../../lib/use-auth';
import { usePoolEvents } from './live/use-pool-events';
import { winnerToast } from './live/winner-news';
import { LoadedPool } from './loaded-pool';
import { parsePoolId, poolExitPath } from './pool-id';
import { PoolPageSkeleton } from './pool-page-states';
import { usePool, usePoolSquares } from './pool-queries';

function PoolView({ poolId, exitPath }: { poolId: number; exitPath: string }) {
  const { user } = useAuth();
  const poolQuery = usePool(poolId);
  const squaresQuery = usePoolSquares(poolId);
  const userId = user?.id ?? null;
  // The stream opens once the pool is on screen: its code and requests never delay the page's first paint.
  const live = usePoolEvents(poolQuery.data ? poolId : null, {
    onWinner: ({ winner, pool }, news) => toast(winnerToast(winner, { viewerId: userId, free: pool.entryFeeCents === 0, news })),
  });

  if (poolQuery.data) {
    return <LoadedPool pool={poolQuery.data} squaresQuery={squaresQuery} live={live} user={user} exitPath={exitPath} />;
  }
  if (poolQuery.isError) {
    const missing = poolQuery.error instanceof ApiRequestError && [400, 403, 404].includes(poolQuery.error.status);
    return <PoolNotFound backHref={exitPath} onRetry={missing ? undefined : () => void poolQuery.refetch()} />;
  }
  return <PoolPageSkeleton />;
}

/**
 * The pool page (/pool/{id}, spec section 2) for visitors and players: a non-numeric id shows the
 * Invalid Pool toast and leaves; a missing pool reads Pool Not Found.
 */
export function PoolPage({ rawId }: { rawId: string | undefined }) {
  const poolId = parsePoolId(rawId);
  const { isAuthenticated } = useAuth();
  const [, navigate] = useLocation();
  const exitPath = poolExitPath(isAuthenticated);

  useEffect(() => {
    if (poolId !== null) return;
    toast({ title: INVALID_POOL.title, description: INVALID_POOL.description, variant: 'destructive' });
    navigate(exitPath, { replace: true });
  }, [poolId, exitPath, navigate]);

  if (poolId === null) return null;
  return <PoolView key={poolId} poolId={poolId} exitPath={exitPath} />;
}
