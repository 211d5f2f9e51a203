import { Landmark } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import type { Pool } from '../../../domain/schemas';
import { Card } from '../../components/ui/card';
import { escrowFigures, type EscrowLine } from './escrow-model';

function Line({ line }: { line: EscrowLine }) {
  return (
    <div className="flex items-start justify-between gap-3 py-2.5" data-escrow={line.key}>
      <dt className="text-sm">
        <span className="text-muted-foreground">{line.label}</span>
        {line.hint && <span className="block text-[11px] text-muted-foreground/80">{line.hint}</span>}
      </dt>
      <dd className="text-right text-sm font-bold tabular">{formatMoney(line.cents)}</dd>
    </div>
  );
}

/**
 * The escrow panel of a paid pool, for everyone (issue 12): entry money waits in escrow until the game
 * completes, then pays the prizes (or goes back if the pool is cancelled); after settlement it shows
 * where every cent went.
 */
export function EscrowCard({ pool }: { pool: Pool }) {
  const figures = escrowFigures(pool.escrow);
  return (
    <Card aria-labelledby="escrow-title" role="region">
      <div className="border-b border-border px-5 py-4">
        <h2 id="escrow-title" className="flex items-center gap-2 text-lg font-extrabold tracking-tight">
          <Landmark aria-hidden className="size-5 text-turf-700" />
          Escrow
        </h2>
        <p className="mt-1 text-xs leading-relaxed text-muted-foreground">
          Entry money is held in escrow until the game completes, then paid out as prizes. If the pool is cancelled,
          every entry is refunded.
        </p>
      </div>
      <div className="px-5 pt-4 pb-5">
        <div className="flex items-baseline justify-between gap-2 rounded-lg bg-turf-50 p-3.5 text-turf-900">
          <span className="text-sm font-semibold">In escrow now</span>
          <span className="text-xl font-black tabular" data-testid="escrow-now">
            {formatMoney(figures.inEscrowCents)}
          </span>
        </div>
        <dl className="mt-2 divide-y divide-border">
          {figures.lines.map((line) => (
            <Line key={line.key} line={line} />
          ))}
          <div className="flex items-center justify-between gap-3 py-2.5">
            <dt className="text-sm text-muted-foreground">Squares sold</dt>
            <dd className="text-right text-sm font-bold tabular">
              {pool.currentParticipants}/{pool.maxParticipants}
            </dd>
          </div>
        </dl>
        {figures.paidOut.length > 0 && (
          <div className="mt-3 rounded-lg border border-border p-3.5">
            <h3 className="text-xs font-bold tracking-[0.12em] text-muted-foreground uppercase">Where every cent went</h3>
            <dl className="mt-1 divide-y divide-border">
              {figures.paidOut.map((line) => (
                <Line key={line.key} line={line} />
              ))}
            </dl>
          </div>
        )}
      </div>
    </Card>
  );
}
