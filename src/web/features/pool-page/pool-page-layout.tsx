import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** The pool page's cards, placed by the layout that fits the moment. */
export type PoolPageCards = {
  score: ReactNode;
  board: ReactNode;
  winners: ReactNode;
  checkoutNotice: ReactNode;
  cart: ReactNode;
  organizer: ReactNode;
  poolInfo: ReactNode;
  escrow: ReactNode;
  mySquares: ReactNode;
  rules: ReactNode;
  warnings: ReactNode;
};

const COLUMNS = 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem]';

/**
 * While squares can be bought: the board beside the cart and the pool's details, then the player's
 * squares, rules and warnings. Locked: what matters after kickoff, no buying UI.
 */
export function PoolPageColumns({ buying, cards }: { buying: boolean; cards: PoolPageCards }) {
  const main = (
    <div className="min-w-0 space-y-6">
      {cards.score}
      {cards.board}
    </div>
  );
  if (buying) {
    return (
      <>
        <div className={COLUMNS}>
          {main}
          <div className="min-w-0 space-y-6">
            {cards.winners}
            {cards.checkoutNotice}
            {cards.cart}
            {cards.organizer}
            {cards.poolInfo}
            {cards.escrow}
          </div>
        </div>
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-3">
          {cards.mySquares}
          {cards.rules}
          {cards.warnings}
        </div>
      </>
    );
  }
  // On large screens the side column spans both rows, so the rules sit under the board; on phones they
  // come last. The second row is the flexible one: a long side column (a full 25-square board of your
  // own) lengthens it, not the board's row, so no gap opens between the board and the rules.
  return (
    <div className={cn(COLUMNS, 'lg:grid-rows-[auto_1fr]')}>
      {main}
      <div className="min-w-0 space-y-6 lg:row-span-2">
        {cards.winners}
        {cards.mySquares}
        {cards.organizer}
        {cards.poolInfo}
        {cards.escrow}
      </div>
      <div className="min-w-0 lg:col-start-1">{cards.rules}</div>
    </div>
  );
}
