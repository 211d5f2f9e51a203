import { formatMoney } from '../../../domain/money';
import type { PoolLedgerResponse } from '../../../domain/schemas';
import { cn } from '../../lib/utils';
import { escrowHeldCents } from './tester-model';

type Escrow = PoolLedgerResponse['escrow'];

const FIGURES: { key: keyof Escrow; label: string }[] = [
  { key: 'collectedCents', label: 'Collected' },
  { key: 'authorizedCents', label: 'Authorized (held)' },
  { key: 'capturedCents', label: 'Captured' },
  { key: 'refundedCents', label: 'Refunded' },
  { key: 'houseFeeCents', label: 'House fee' },
  { key: 'nonprofitCents', label: 'Nonprofit' },
  { key: 'prizesCents', label: 'Prizes' },
];

/** The pool's escrow summary (GET /api/pools/{id} `escrow`), with what is still in escrow first. */
export function EscrowFigures({ escrow, label, className }: { escrow: Escrow; label: string; className?: string }) {
  return (
    <dl aria-label={label} className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4', className)}>
      <div className="col-span-2 rounded-lg bg-turf-900 px-3 py-2 text-white sm:col-span-1">
        <dt className="text-[11px] font-semibold tracking-wide text-turf-100 uppercase">In escrow</dt>
        <dd className="text-lg font-extrabold tabular">{formatMoney(escrowHeldCents(escrow))}</dd>
      </div>
      {FIGURES.map(({ key, label: name }) => (
        <div key={key} className="rounded-lg border border-border bg-muted/40 px-3 py-2">
          <dt className="text-[11px] font-semibold tracking-wide text-muted-foreground uppercase">{name}</dt>
          <dd className={cn('text-base font-bold tabular', escrow[key] === 0 ? 'text-muted-foreground' : 'text-ink-900')}>{formatMoney(escrow[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
