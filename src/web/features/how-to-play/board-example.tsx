import { Fragment } from 'react';
import { Trophy } from 'lucide-react';
import { cn } from '../../lib/utils';
import { BOARD_SIZE, EXAMPLE_DIGITS, EXAMPLE_SCORE, exampleWinner } from './rules-model';

const AXIS = Array.from({ length: BOARD_SIZE }, (_, i) => i);

/** A drawn 10x10 board with the example score's winning square lit, columns home and rows away (D3). */
function MiniBoard() {
  const winner = exampleWinner();
  return (
    <div className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-2">
      <div />
      <p className="pb-1.5 text-center text-[11px] font-bold tracking-[0.14em] text-ink-600 uppercase">Home team</p>
      <p className="flex items-center text-[11px] font-bold tracking-[0.14em] text-ink-600 uppercase [writing-mode:vertical-rl] rotate-180 justify-center">
        Away team
      </p>
      <div
        role="img"
        aria-label={`Example board: the home digit ${winner.homeDigit} column meets the away digit ${winner.awayDigit} row at the winning square`}
        className="grid aspect-square w-full max-w-[22rem] grid-cols-11 gap-[3px] rounded-lg bg-ink-900 p-[3px]"
      >
        <div className="grid place-items-center rounded-[3px] bg-ink-800 text-[10px] font-black text-turf-300">#</div>
        {AXIS.map((column) => (
          <div
            key={`c${column}`}
            className={cn(
              'grid place-items-center rounded-[3px] text-xs font-black tabular sm:text-sm',
              column === winner.column ? 'bg-turf-400 text-ink-950' : 'bg-ink-700 text-white',
            )}
          >
            {EXAMPLE_DIGITS.columns[column]}
          </div>
        ))}
        {AXIS.map((row) => (
          <Fragment key={`r${row}`}>
            <div
              className={cn(
                'grid place-items-center rounded-[3px] text-xs font-black tabular sm:text-sm',
                row === winner.row ? 'bg-turf-400 text-ink-950' : 'bg-ink-700 text-white',
              )}
            >
              {EXAMPLE_DIGITS.rows[row]}
            </div>
            {AXIS.map((column) => {
              const isWinner = row === winner.row && column === winner.column;
              const onPath = row === winner.row || column === winner.column;
              return (
                <div
                  key={column}
                  className={cn(
                    'grid place-items-center rounded-[3px]',
                    isWinner ? 'bg-gold-400 shadow-gold' : onPath ? 'bg-turf-100' : 'bg-white',
                  )}
                >
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

export function BoardExample() {
  const winner = exampleWinner();
  return (
    <div className="grid items-center gap-8 rounded-2xl border border-border bg-card p-5 shadow-card sm:p-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
      <div className="grid gap-5">
        <div>
          <h3 className="text-lg font-bold tracking-tight text-ink-900">Reading the board</h3>
          <p className="mt-2 text-[15px] leading-relaxed text-muted-foreground">
            The digits across the top belong to the <strong className="text-ink-900">home team</strong>; the digits down the side
            belong to the <strong className="text-ink-900">away team</strong>. Only the last digit of each score counts.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-lg border border-border bg-muted px-3 py-2 text-sm font-semibold text-ink-800">
            Home <span className="font-black tabular">{EXAMPLE_SCORE.home}</span>
          </span>
          <span className="rounded-lg border border-border bg-muted px-3 py-2 text-sm font-semibold text-ink-800">
            Away <span className="font-black tabular">{EXAMPLE_SCORE.away}</span>
          </span>
        </div>
        <ul className="grid gap-2 text-[15px] text-ink-800">
          <li>
            Home {EXAMPLE_SCORE.home} ends in <strong className="tabular">{winner.homeDigit}</strong>: find {winner.homeDigit} across the top.
          </li>
          <li>
            Away {EXAMPLE_SCORE.away} ends in <strong className="tabular">{winner.awayDigit}</strong>: find {winner.awayDigit} down the side.
          </li>
          <li className="font-semibold text-ink-900">Where they meet is the winning square for that period.</li>
        </ul>
        <p className="text-sm text-muted-foreground">
          Scores are totals at the end of the 1st quarter, halftime, the 3rd quarter and the final score. Overtime counts
          toward the final.
        </p>
      </div>
      <MiniBoard />
    </div>
  );
}
