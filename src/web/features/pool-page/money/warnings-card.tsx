import type { ReactNode } from 'react';
import { Ban, Gift, HandCoins, Lock, RotateCcw, Shuffle, TriangleAlert } from 'lucide-react';
import type { Pool } from '../../../../domain/schemas';
import { Card } from '../../../components/ui/card';

type Warning = { key: string; icon: ReactNode; text: ReactNode };

/** The policies a player must know before buying (spec section 9, D5, D7). */
export function poolWarnings(pool: Pick<Pool, 'entryFeeCents' | 'maxParticipants'> & { collection?: Pool['collection']; rules?: Pick<Pool['rules'], 'boardSize'> }): Warning[] {
  // D19: an organizer-collected pool plays like a free one on the site: no escrow, no refunds, draws at kickoff.
  const organizer = pool.entryFeeCents > 0 && pool.collection === 'organizer';
  const free = pool.entryFeeCents === 0 || organizer;
  const board = pool.maxParticipants > 0 ? pool.maxParticipants : (pool.rules?.boardSize ?? 100);
  const paid: Warning[] = [
    {
      key: 'no-refunds',
      icon: <Ban />,
      text: 'All sales are final: no refunds or withdrawals after purchase. Entries stay in escrow until the game is complete.',
    },
    {
      key: 'auto-refund',
      icon: <RotateCcw />,
      text: `If the board is not full (${board} squares) by game time, the pool is cancelled and every entry is refunded automatically within 24 hours, with an email notice.`,
    },
  ];
  const common: Warning[] = [
    { key: 'lock', icon: <Lock />, text: 'The board locks at kickoff: no squares can be picked after that.' },
    {
      key: 'digits',
      icon: <Shuffle />,
      text: free
        ? `Digits are drawn only when all ${board} squares are taken, or at kickoff; an unclaimed winning square wins nothing.`
        : `Digits are drawn only when all ${board} squares are sold, so nobody knows their numbers when buying.`,
    },
  ];
  const freeOnly: Warning[] = [{ key: 'free', icon: <Gift />, text: 'Free pools are played for fun: no entry fee and no cash prizes.' }];
  const organizerOnly: Warning[] = [
    {
      key: 'organizer',
      icon: <HandCoins />,
      text: 'The organizer collects the entry fee and pays the prizes: Squares handles no money in this pool.',
    },
  ];
  if (organizer) return [...organizerOnly, ...common];
  return free ? [...freeOnly, ...common] : [...paid, ...common];
}

export function WarningsCard({ pool }: { pool: Pool }) {
  return (
    <Card aria-labelledby="warnings-title" role="region" className="border-amber-200 bg-amber-50/60">
      <div className="border-b border-amber-200 px-5 py-4">
        <h2 id="warnings-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-amber-950">
          <TriangleAlert aria-hidden className="size-5 text-amber-600" />
          Before You Play
        </h2>
      </div>
      <ul className="space-y-3 px-5 py-4 text-sm text-amber-950">
        {poolWarnings(pool).map((w) => (
          <li key={w.key} className="flex gap-3">
            <span aria-hidden className="mt-0.5 shrink-0 text-amber-700 [&_svg]:size-4">
              {w.icon}
            </span>
            <span>{w.text}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
