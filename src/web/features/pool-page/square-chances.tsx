import type { Coordinate } from '../../../domain/board';
import { seasonsText, type SquareOrder } from '../../../domain/odds-display';
import { periodLabel, type Period } from '../../../domain/periods';
import { NativeSelect } from '../../components/ui/native-select';
import type { PoolOdds } from './use-square-odds';

/** The final first: it is what most players ask about, and its odds count the most games. */
const SHOWN: readonly Period[] = ['FINAL', 'Q1', 'Q2', 'Q3'];

/** A square's historical chance of winning each period: "Final Score 4.3% · 1st Quarter 2.1% ...". */
export function SquareChances({ odds, square }: { odds: PoolOdds; square: Coordinate }) {
  return (
    <div role="group" aria-label="Chance of winning" className="mt-1">
      <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        {SHOWN.map((period) => {
          const chance = odds.board[period][square.row]?.[square.column];
          if (!chance) return null;
          return (
            <div key={period} className="flex gap-1">
              <dt>{periodLabel(period)}</dt>
              <dd className={period === 'FINAL' ? 'font-bold text-foreground tabular' : 'font-semibold tabular'}>{odds.formatChance(chance)}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
}

/** "1st Quarter, Halftime and 3rd Quarter from 7 games" (each its own count if they differ). */
function quartersText(odds: PoolOdds): string {
  const periods = SHOWN.filter((p) => p !== 'FINAL');
  const games = periods.map((p) => odds.history[p].games);
  if (games.some((n) => n !== games[0])) return periods.map((p, i) => `${periodLabel(p)} from ${games[i]} games`).join(', ');
  const labels = periods.map(periodLabel);
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]} from ${games[0]} games`;
}

/** Where the odds come from, with the number of games and their seasons taken from the data. */
export function OddsSource({ odds }: { odds: PoolOdds }) {
  const final = odds.history.FINAL;
  return (
    <p className="text-xs text-muted-foreground">
      Chances are how often real NFL games ended on a square’s digits: {periodLabel('FINAL')} from {final.games} games,{' '}
      {seasonsText(final.seasons)}; {quartersText(odds)}.
    </p>
  );
}

/** Sort the player's squares by position or by their chance of winning the final. */
export function SquareOrderSelect({ value, onChange }: { value: SquareOrder; onChange: (order: SquareOrder) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-medium">
      Sort by
      <NativeSelect value={value} onChange={(event) => onChange(event.target.value as SquareOrder)} className="h-9 w-auto">
        <option value="position">Position</option>
        <option value="odds">Best odds</option>
      </NativeSelect>
    </label>
  );
}
