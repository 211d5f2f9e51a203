import { Fragment } from 'react';
import { Trophy } from 'lucide-react';
import { cn } from '../../lib/utils';

const headerClass = (lit: boolean) =>
  cn('grid place-items-center rounded-[3px] text-xs font-black tabular sm:text-sm', lit ? 'bg-turf-400 text-ink-950' : 'bg-ink-700 text-white');

/**
 * A drawn example board (10x10 or 5x5) with one square lit: home digits across the columns, away digits
 * down the rows (D3); the winning square's row and column lead to it. How to Play draws both sizes with it.
 */
export function ExampleBoard({
  columns,
  rows,
  winner,
  label,
  className,
}: {
  /** Each column header's text ("7", or "7 1" on a 5x5 board). */
  columns: readonly string[];
  rows: readonly string[];
  winner: { row: number; column: number };
  label: string;
  /** Width and column count, e.g. "max-w-[22rem] grid-cols-11". */
  className: string;
}) {
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
      <div />
      <p className="pb-1.5 text-center text-[11px] font-bold tracking-[0.14em] text-ink-600 uppercase">Home team</p>
      <p className="flex rotate-180 items-center justify-center text-[11px] font-bold tracking-[0.14em] text-ink-600 uppercase [writing-mode:vertical-rl]">
        Away team
      </p>
      <div role="img" aria-label={label} className={cn('grid aspect-square w-full gap-[3px] rounded-lg bg-ink-900 p-[3px]', className)}>
        <div className="grid place-items-center rounded-[3px] bg-ink-800 text-[10px] font-black text-turf-300">#</div>
        {columns.map((text, column) => (
          <div key={`c${column}`} className={headerClass(column === winner.column)}>
            {text}
          </div>
        ))}
        {rows.map((text, row) => (
          <Fragment key={`r${row}`}>
            <div className={headerClass(row === winner.row)}>{text}</div>
            {columns.map((_, column) => {
              const isWinner = row === winner.row && column === winner.column;
              const onPath = row === winner.row || column === winner.column;
              return (
                <div key={column} className={cn('grid place-items-center rounded-[3px]', isWinner ? 'bg-gold-400 shadow-gold' : onPath ? 'bg-turf-100' : 'bg-white')}>
                  {isWinner ? <Trophy aria-hidden className="size-3 text-ink-950 sm:size-3.5" /> : null}
                </div>
              );
            })}
          </Fragment>
        ))}
      </div>
    </div>
  );
}
