import { useEffect, useMemo, useReducer } from 'react';
import { useLocation } from 'wouter';
import type { UseQueryResult } from '@tanstack/react-query';
import { coordinateKey, type Coordinate } from '../../../domain/board';
import { boardGeometry } from '../../../domain/board-geometry';
import { INVALID_POOL, NO_SQUARES_SELECTED } from '../../../domain/messages';
import type { Pool, Square } from '../../../domain/schemas';
import { Container } from '../../components/ui/container';
import { ApiRequestError } from '../../lib/api';
import { toast } from '../../lib/toast/use-toast';
import { useAuth } from '../../lib/use-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNowUntil } from '../../lib/use-now';
import { buildCheckoutQuery, checkoutHref } from '../../../domain/checkout-link';
import { usePaymentsConfig } from '../../lib/use-payments-config';
import { cn } from '../../lib/utils';
import type { AuthUser } from '../../lib/auth-types';
import { buildBoardCells, guestOwnerId, type BoardCell } from '../../components/board/board-model';
import { BoardCard } from './board-card';
import { CartCard } from './cart-card';
import { reconcileCart } from './cart-reconcile';
import { useCartDrops } from './use-cart-drops';
import { CheckoutNotice } from './checkout-notice';
import { EscrowCard } from './escrow-card';
import { EMPTY_CART, cartItems, cartReducer, decideSquareClick, squareClickToast } from './cart';
import { LiveScoreCard } from './live-score-card';
import { MobileCartBar } from './mobile-cart-bar';
import { MySquaresCard } from './my-squares-card';
import { OrganizerPanel } from './organizer-panel';
import { parsePoolId, poolExitPath } from './pool-id';
import { PoolHero } from './pool-hero';
import { PoolInfoCard } from './pool-info-card';
import { PoolNotFound } from '../../components/page/pool-not-found';
import { PoolPageSkeleton } from './pool-page-states';
import { usePool, usePoolSquares } from './pool-queries';
import { claimsWithoutPayment, currentWinningSquares, heldKeys, kickoffTime, lockReason, poolPageLayout, settledWinners } from './pool-state';
import { RulesCard } from './rules-card';
import { useClaimSquares } from './use-claim-squares';
import { useMyCheckout, useReleaseCheckout } from './use-my-checkout';
import { usePoolEvents, type LiveStatus } from './use-pool-events';
import { useBoardNumbers } from './use-board-numbers';
import { useSquareOdds } from './use-square-odds';
import { WarningsCard } from './warnings-card';
import { winnerToast } from './winner-news';
import { WinnersCard } from './winners-card';

function ownerKind(owner: string | undefined, userId: string | null): 'you' | 'taken' | 'open' {
  if (owner === undefined) return 'open';
  return owner === userId ? 'you' : 'taken';
}

type LoadedPoolProps = {
  pool: Pool;
  squaresQuery: UseQueryResult<Square[]>;
  live: LiveStatus;
  user: AuthUser | null;
  exitPath: string;
};

function LoadedPool({ pool, squaresQuery, live, user, exitPath }: LoadedPoolProps) {
  const [, navigate] = useLocation();
  const userId = user?.id ?? null;
  const squares = squaresQuery.data;
  const [cart, dispatch] = useReducer(cartReducer, EMPTY_CART);
  const now = useNowUntil(kickoffTime(pool));
  const lock = lockReason(pool, now);
  const layout = poolPageLayout(pool, lock);
  // D19: an organizer-collected pool handles no money on the site: its squares are claimed like a free pool's.
  const claimsDirectly = claimsWithoutPayment(pool);
  const paymentsConfig = usePaymentsConfig({ enabled: !claimsDirectly });
  // Unknown (still loading, or failed) counts as on: the server refuses paid purchases when it is off.
  const paidPlayOff = !claimsDirectly && paymentsConfig.data?.paidPlay === false;
  const { checkout: myCheckout, receivedAt } = useMyCheckout(pool, userId !== null && !claimsDirectly);
  const isOrganizer = userId !== null && pool.createdBy === userId;
  const release = useReleaseCheckout(pool.id);
  useDocumentTitle(`${pool.name}: ${pool.game.awayTeam} @ ${pool.game.homeTeam}`);

  const owners = useMemo(() => {
    const map = new Map<string, string>();
    for (const s of squares ?? []) {
      if (s.userId !== null) map.set(coordinateKey(s), s.userId);
      else if (s.guestName) map.set(coordinateKey(s), guestOwnerId(s.guestName));
    }
    return map;
  }, [squares]);
  const held = useMemo(() => heldKeys(pool), [pool]);
  // Held squares of the viewer's own checkout: theirs, waiting for their payment (not another player's hold).
  const heldByViewer = myCheckout?.squares;
  const heldMine = useMemo(() => new Set((heldByViewer ?? []).map(coordinateKey)), [heldByViewer]);
  const picked = cartItems(cart, pool.id);
  const ownedCount = userId === null ? 0 : (squares ?? []).filter((s) => s.userId === userId).length;
  // The cart against the live board: squares claimed meanwhile (by another player, or by this player in
  // another tab) and picks beyond the limit leave it; squares a player is paying for show as lost.
  const reconciled = reconcileCart(picked, { owners, held, heldMine, userId, ownedCount, limit: pool.maxSquaresPerPlayer });
  const { items, lost } = reconciled;
  useCartDrops(reconciled, { ownedCount, limit: pool.maxSquaresPerPlayer }, (dropped) => dispatch({ type: 'remove', poolId: pool.id, squares: dropped }));

  const odds = useSquareOdds(pool);
  const geometry = boardGeometry(pool.rules.boardSize);
  // New numbers each period: the board shows the period in play unless the viewer picks another.
  const numbers = useBoardNumbers(pool);
  // "Winning now" (score card, your squares) is the period in play's; the board's glow follows the numbers it shows.
  const winning = currentWinningSquares(pool, numbers.livePeriod);
  const boardWinning = numbers.period === numbers.livePeriod ? winning : currentWinningSquares(pool, numbers.period);
  const winners = settledWinners(pool);
  // Picks left in the cart when the board locked no longer show as selected: they cannot be claimed.
  const selected = layout.buying ? items : [];
  const cells = squares
    ? buildBoardCells({
        squares,
        userId,
        selected,
        held: pool.held,
        heldByViewer,
        digits: numbers.digits,
        geometry,
        winning: boardWinning,
        periodWinners: winners,
        showPaid: isOrganizer && pool.collection === 'organizer',
      })
    : null;
  const winningNow = winning.map((square) => ({ ...square, owner: ownerKind(owners.get(coordinateKey(square)), userId) }));

  const claim = useClaimSquares(pool, {
    onClaimed: (claimed, all) => dispatch(all ? { type: 'clear' } : { type: 'remove', poolId: pool.id, squares: claimed }),
  });

  function onSquareActivate(cell: BoardCell) {
    if (claim.isPending) return;
    const outcome = decideSquareClick({
      square: cell,
      selectable: lock === null,
      signedIn: userId !== null,
      userId,
      ownerId: cell.ownerId,
      held: held.has(coordinateKey(cell)),
      heldByViewer: heldMine.has(coordinateKey(cell)),
      cart: items,
      ownedByViewer: ownedCount,
      limit: pool.maxSquaresPerPlayer,
    });
    const message = squareClickToast(outcome);
    if (message) toast(message);
    if (outcome.kind === 'select') dispatch({ type: 'select', poolId: pool.id, square: cell });
    if (outcome.kind === 'deselect') dispatch({ type: 'deselect', poolId: pool.id, square: cell });
  }

  function onBuy() {
    if (items.length === 0) {
      toast({ title: NO_SQUARES_SELECTED.title, description: NO_SQUARES_SELECTED.description });
      return;
    }
    if (claimsDirectly) claim.mutate(items);
    else if (!paidPlayOff) navigate(checkoutHref(buildCheckoutQuery(pool, items)));
  }

  const removeFromCart = (square: Coordinate) => dispatch({ type: 'remove', poolId: pool.id, squares: [square] });
  const signedIn = userId !== null;
  const showBar = layout.buying && items.length > 0 && signedIn && !paidPlayOff;

  const scoreCard = layout.score && (
    <LiveScoreCard pool={pool} winning={winningNow} final={layout.score === 'final'} />
  );
  const board = (
    <BoardCard
      pool={pool}
      cells={cells}
      digits={numbers.digits}
      period={numbers.period}
      onPeriodChange={numbers.choose}
      squaresError={squaresQuery.isError && !squares}
      onRetry={() => void squaresQuery.refetch()}
      lock={lock}
      hasWinner={winning.length > 0 || winners.length > 0}
      onSquareActivate={onSquareActivate}
    />
  );
  const winnersCard = layout.winners && <WinnersCard pool={pool} userId={userId} />;
  const mySquares = (
    <MySquaresCard pool={pool} userId={userId} squares={squares ?? []} winning={winning} winners={winners} locked={!layout.buying} odds={odds} />
  );
  const poolInfo = <PoolInfoCard pool={pool} squares={squares ?? null} />;
  const escrow = !claimsDirectly && <EscrowCard pool={pool} userId={userId} squares={squares ?? null} />;
  const rules = <RulesCard pool={pool} signedIn={signedIn} />;
  // The organizer's roster, paid marks and guest entries: the pool's creator only (the server refuses others).
  const organizerPanel = isOrganizer && pool.isPrivate && (
    <OrganizerPanel
      pool={pool}
      selected={items}
      buying={layout.buying}
      onGuestSquaresEntered={(entered) => dispatch({ type: 'remove', poolId: pool.id, squares: entered })}
    />
  );
  const columns = 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]';

  return (
    <>
      <PoolHero pool={pool} live={live} backHref={exitPath} />
      <Container className={cn('py-6 lg:py-8', showBar && 'pb-28 lg:pb-8')}>
        {layout.buying ? (
          <>
            <div className={columns}>
              <div className="min-w-0 space-y-6">
                {scoreCard}
                {board}
              </div>
              <div className="min-w-0 space-y-6">
                {winnersCard}
                {myCheckout && (
                  <CheckoutNotice
                    checkout={myCheckout}
                    receivedAt={receivedAt}
                    releasing={release.isPending}
                    onRelease={() => release.mutate(myCheckout.paymentIntentId)}
                  />
                )}
                <CartCard
                  pool={pool}
                  signedIn={signedIn}
                  items={items}
                  lost={lost}
                  ownedCount={ownedCount}
                  eligibleForPaidPlay={user?.eligibleForPaidPlay === true}
                  paidPlayOff={paidPlayOff}
                  busy={claim.isPending}
                  onRemove={removeFromCart}
                  onClear={() => dispatch({ type: 'clear' })}
                  onBuy={onBuy}
                />
                {organizerPanel}
                {poolInfo}
                {escrow}
              </div>
            </div>
            <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
              {mySquares}
              {rules}
              <WarningsCard pool={pool} />
            </div>
          </>
        ) : (
          // Locked: what matters after kickoff, no buying UI. On large screens the side column spans
          // both rows, so the rules sit under the board; on phones they come last. The second row is the
          // flexible one: a long side column (a full 25-square board of your own) lengthens it, not the
          // board's row, so no gap opens between the board and the rules.
          <div className={cn(columns, 'lg:grid-rows-[auto_1fr]')}>
            <div className="min-w-0 space-y-6">
              {scoreCard}
              {board}
            </div>
            <div className="min-w-0 space-y-6 lg:row-span-2">
              {winnersCard}
              {mySquares}
              {organizerPanel}
              {poolInfo}
              {escrow}
            </div>
            <div className="min-w-0 lg:col-start-1">{rules}</div>
          </div>
        )}
      </Container>
      {showBar && <MobileCartBar pool={pool} count={items.length} busy={claim.isPending} onBuy={onBuy} />}
    </>
  );
}

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
