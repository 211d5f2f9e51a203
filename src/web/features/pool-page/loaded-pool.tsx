import type { UseQueryResult } from '@tanstack/react-query';
import type { Pool, Square } from '../../../domain/schemas';
import { Container } from '../../components/ui/container';
import type { AuthUser } from '../../lib/auth-types';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useNowUntil } from '../../lib/use-now';
import { usePaymentsConfig } from '../../lib/use-payments-config';
import { cn } from '../../lib/utils';
import { BoardCard } from './board/board-card';
import { MySquaresCard } from './board/my-squares-card';
import { useBoardView } from './board/use-board-view';
import { CartCard } from './cart/cart-card';
import { CheckoutNotice } from './cart/checkout-notice';
import { MobileCartBar } from './cart/mobile-cart-bar';
import { useMyCheckout, useReleaseCheckout } from './cart/use-my-checkout';
import { usePoolCart } from './cart/use-pool-cart';
import { LiveScoreCard } from './live/live-score-card';
import type { LiveStatus } from './live/use-pool-events';
import { EscrowCard } from './money/escrow-card';
import { RulesCard } from './money/rules-card';
import { useSquareOdds } from './money/use-square-odds';
import { WarningsCard } from './money/warnings-card';
import { WinnersCard } from './money/winners-card';
import { OrganizerPanel } from './organizer/organizer-panel';
import { PoolHero } from './pool-hero';
import { PoolInfoCard } from './pool-info-card';
import { PoolPageColumns } from './pool-page-layout';
import { claimsWithoutPayment, kickoffTime, lockReason, poolPageLayout } from './pool-state';

export type LoadedPoolProps = {
  pool: Pool;
  squaresQuery: UseQueryResult<Square[]>;
  live: LiveStatus;
  user: AuthUser | null;
  exitPath: string;
};

/** The pool page once the pool has loaded: its cards wired to the cart, the board and the checkout. */
export function LoadedPool({ pool, squaresQuery, live, user, exitPath }: LoadedPoolProps) {
  const userId = user?.id ?? null;
  const signedIn = userId !== null;
  const squares = squaresQuery.data;
  const now = useNowUntil(kickoffTime(pool));
  const lock = lockReason(pool, now);
  const layout = poolPageLayout(pool, lock);
  // D19: an organizer-collected pool handles no money on the site: its squares are claimed like a free pool's.
  const claimsDirectly = claimsWithoutPayment(pool);
  const paymentsConfig = usePaymentsConfig({ enabled: !claimsDirectly });
  // Unknown (still loading, or failed) counts as on: the server refuses paid purchases when it is off.
  const paidPlayOff = !claimsDirectly && paymentsConfig.data?.paidPlay === false;
  const { checkout: myCheckout, receivedAt } = useMyCheckout(pool, signedIn && !claimsDirectly);
  const isOrganizer = signedIn && pool.createdBy === userId;
  const release = useReleaseCheckout(pool.id);
  useDocumentTitle(`${pool.name}: ${pool.game.awayTeam} @ ${pool.game.homeTeam}`);

  const heldByViewer = myCheckout?.squares;
  const cart = usePoolCart(pool, { squares, userId, selectable: lock === null, heldByViewer, claimsDirectly, paidPlayOff });
  const { items } = cart;
  const odds = useSquareOdds(pool);
  // Picks left in the cart when the board locked no longer show as selected: they cannot be claimed.
  const board = useBoardView(pool, {
    squares,
    userId,
    owners: cart.owners,
    selected: layout.buying ? items : [],
    heldByViewer,
    showPaid: isOrganizer && pool.collection === 'organizer',
  });
  const showBar = layout.buying && items.length > 0 && signedIn && !paidPlayOff;

  return (
    <>
      <PoolHero pool={pool} live={live} backHref={exitPath} />
      <Container className={cn('py-6 lg:py-8', showBar && 'pb-28 lg:pb-8')}>
        <PoolPageColumns
          buying={layout.buying}
          cards={{
            score: layout.score && <LiveScoreCard pool={pool} winning={board.winningNow} final={layout.score === 'final'} />,
            board: (
              <BoardCard
                pool={pool}
                cells={board.cells}
                digits={board.numbers.digits}
                period={board.numbers.period}
                onPeriodChange={board.numbers.choose}
                squaresError={squaresQuery.isError && !squares}
                onRetry={() => void squaresQuery.refetch()}
                lock={lock}
                hasWinner={board.winning.length > 0 || board.winners.length > 0}
                onSquareActivate={cart.onSquareActivate}
              />
            ),
            winners: layout.winners && <WinnersCard pool={pool} userId={userId} />,
            checkoutNotice: myCheckout && (
              <CheckoutNotice
                checkout={myCheckout}
                receivedAt={receivedAt}
                releasing={release.isPending}
                onRelease={() => release.mutate(myCheckout.paymentIntentId)}
              />
            ),
            cart: (
              <CartCard
                pool={pool}
                signedIn={signedIn}
                items={items}
                lost={cart.lost}
                ownedCount={cart.ownedCount}
                eligibleForPaidPlay={user?.eligibleForPaidPlay === true}
                paidPlayOff={paidPlayOff}
                busy={cart.busy}
                onRemove={(square) => cart.remove([square])}
                onClear={cart.clear}
                onBuy={cart.onBuy}
              />
            ),
            // The organizer's roster, paid marks and guest entries: the pool's creator only (the server refuses others).
            organizer: isOrganizer && pool.isPrivate && (
              <OrganizerPanel pool={pool} selected={items} buying={layout.buying} onGuestSquaresEntered={cart.remove} />
            ),
            poolInfo: <PoolInfoCard pool={pool} squares={squares ?? null} />,
            escrow: !claimsDirectly && <EscrowCard pool={pool} userId={userId} squares={squares ?? null} />,
            mySquares: (
              <MySquaresCard
                pool={pool}
                userId={userId}
                squares={squares ?? []}
                winning={board.winning}
                winners={board.winners}
                locked={!layout.buying}
                odds={odds}
              />
            ),
            rules: <RulesCard pool={pool} signedIn={signedIn} />,
            warnings: <WarningsCard pool={pool} />,
          }}
        />
      </Container>
      {showBar && <MobileCartBar pool={pool} count={items.length} busy={cart.busy} onBuy={cart.onBuy} />}
    </>
  );
}
