import { Link } from 'wouter';
import { ArrowDownLeft, ArrowUpRight, Minus } from 'lucide-react';
import type { MovementDto } from '../../../domain/schemas/statement';
import { MOVEMENT_KIND_WORDS, movementStatusWords } from '../../../domain/statement-words';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../lib/utils';
import { amountView, movementDateText, statusTone, zeroAmountNote } from './activity-model';

const DIRECTION_STYLES = {
  in: { className: 'text-green-700', icon: <ArrowDownLeft aria-hidden className="size-4" /> },
  out: { className: 'text-red-700', icon: <ArrowUpRight aria-hidden className="size-4" /> },
  none: { className: 'text-muted-foreground', icon: <Minus aria-hidden className="size-4" /> },
} as const;

/**
 * One money movement: what it was, its pool (a link) and game, when, the amount signed and said in
 * words (green money in, red money out, never by colour alone), and where the money stands now.
 */
export function MovementRow({ movement }: { movement: MovementDto }) {
  const amount = amountView(movement.amountCents);
  const style = DIRECTION_STYLES[amount.direction];
  const note = movement.amountCents === 0 ? zeroAmountNote(movement.kind) : null;
  return (
    <li data-testid="movement" data-kind={movement.kind} className="grid grid-cols-1 gap-2 px-4 py-3.5 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center sm:gap-4 sm:px-5">
      <div className="grid min-w-0 gap-0.5">
        <p className="font-semibold text-ink-900">{MOVEMENT_KIND_WORDS[movement.kind]}</p>
        <p className="text-sm break-words text-muted-foreground">
          <Link href={`/pool/${movement.poolId}`} className="font-medium text-turf-800 underline-offset-2 hover:underline">
            {movement.poolName}
          </Link>
          <span aria-hidden> · </span>
          <span className="sr-only">, </span>
          {movement.game}
        </p>
        <p className="text-xs text-muted-foreground">
          <time dateTime={movement.at}>{movementDateText(movement.at)}</time>
          {note ? <span> · {note}</span> : null}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 sm:flex-col sm:items-end">
        <p className={cn('inline-flex items-center gap-1 text-base font-bold tabular', style.className)} data-testid="movement-amount">
          {style.icon}
          <span>{amount.text}</span>
          <span className="text-xs font-medium">{amount.words}</span>
        </p>
        <Badge tone={statusTone(movement.status)} data-status={movement.status}>
          {movementStatusWords(movement.kind, movement.status)}
        </Badge>
      </div>
    </li>
  );
}
