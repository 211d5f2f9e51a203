/**
 * The escrow panel's figures (issue 12, D8, D17) from the pool's `escrow` summary: what players put in,
 * what is still only held on their cards, what was charged, what went back, and once the pool is
 * settled where every cent went. Integer cents throughout; the labels are the panel's.
 */
import type { Cents } from '../../../domain/money';
import type { Pool } from '../../../domain/schemas';

export type EscrowLine = { key: string; label: string; hint?: string; cents: Cents };

export type EscrowFigures = {
  /** What is in escrow right now: collected less everything that has left it. */
  inEscrowCents: Cents;
  lines: EscrowLine[];
  /** Where the money went at settlement (prizes, nonprofit, house fee): only the non-zero ones. */
  paidOut: EscrowLine[];
};

export function escrowFigures(escrow: Pool['escrow']): EscrowFigures {
  const left = escrow.refundedCents + escrow.houseFeeCents + escrow.nonprofitCents + escrow.prizesCents;
  const paidOut: EscrowLine[] = [
    { key: 'prizes', label: 'Prizes to winners', cents: escrow.prizesCents },
    { key: 'nonprofit', label: 'To the nonprofit', cents: escrow.nonprofitCents },
    { key: 'house-fee', label: 'House fee', cents: escrow.houseFeeCents },
  ];
  return {
    inEscrowCents: Math.max(0, escrow.collectedCents - left),
    lines: [
      { key: 'collected', label: 'Collected', hint: 'Every entry paid or authorized', cents: escrow.collectedCents },
      { key: 'authorized', label: 'Held on cards', hint: 'Authorized, charged after the game', cents: escrow.authorizedCents },
      { key: 'captured', label: 'Charged', hint: 'Captured into escrow', cents: escrow.capturedCents },
      { key: 'refunded', label: 'Refunded', hint: 'Released holds and refunds', cents: escrow.refundedCents },
    ],
    paidOut: paidOut.filter((line) => line.cents !== 0),
  };
}
