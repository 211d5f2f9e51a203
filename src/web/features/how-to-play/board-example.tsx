import { ExampleBoard } from './example-board';
import { EXAMPLE_DIGITS, EXAMPLE_SCORE, exampleWinner } from './rules-model';

/** A drawn 10x10 board with the example score's winning square lit, columns home and rows away (D3). */
function MiniBoard() {
  const winner = exampleWinner();
  return (
    <ExampleBoard
      columns={EXAMPLE_DIGITS.columns.map(String)}
      rows={EXAMPLE_DIGITS.rows.map(String)}
      winner={winner}
      label={`Example board: the home digit ${winner.homeDigit} column meets the away digit ${winner.awayDigit} row at the winning square`}
      className="max-w-[22rem] grid-cols-11"
    />
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
