import type { Coordinate } from '../../../../domain/board';
import { hasEnoughGames, MIN_ODDS_GAMES, seasonsText, type SquareOrder } from '../../../../domain/odds-display';
import { periodLabel, type Period } from '../../../../domain/periods';
import { NativeSelect } from '../../../components/ui/native-select';
import type { PoolOdds } from './use-square-odds';

/** The final first: it is what most players ask about, and its odds count the most games. */
const SHOWN: readonly Period[] = ['FINAL', 'Q1', 'Q2', 'Q3'];

/** The periods whose chances rest on enough games to be shown, and those whose data is too thin. */
function periodsBySample(odds: PoolOdds): { shown: Period[]; thin: Period[] } {
  const shown = SHOWN.filter((period) => hasEnoughGames(odds.history[period]));
  return { shown, thin: SHOWN.filter((period) => !shown.includes(period)) };
}

/** A square's historical chance of winning each period with enough games behind it: "Final Score 4.3%". */
export function SquareChances({ odds, square }: { odds: PoolOdds; square: Coordinate }) {
  const { shown } = periodsBySample(odds);
  if (shown.length === 0) return null;
  return (
    <div role="group" aria-label="Chance of winning" className="mt-1">
      <dl className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
        {shown.map((period) => {
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

/** "1st Quarter, Halftime and 3rd Quarter" (a list of period names in words). */
function periodList(periods: readonly Period[]): string {
  const labels = periods.map(periodLabel);
  return labels.length < 2 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/** "from 492 games, 2024-2025 seasons" for one period's sample. */
function sampleText(odds: PoolOdds, period: Period): string {
  const { games, seasons } = odds.history[period];
  return `${periodLabel(period)} from ${games} games, ${seasonsText(seasons)}`;
}

/**
 * Where the odds come from, with the number of games and their seasons taken from the data; and, for the
 * periods with too few games on record, that no chance is given and why.
 */
export function OddsSource({ odds }: { odds: PoolOdds }) {
  const { shown, thin } = periodsBySample(odds);
  const thinGames = [...new Set(thin.map((period) => odds.history[period].games))];
  const thinCount = thinGames.length === 1 ? `${thinGames[0]} games on record are` : 'the games on record are';
  return (
    <p className="text-xs text-muted-foreground">
      {shown.length > 0 && <>Chances are how often real NFL games ended on a square’s digits: {shown.map((p) => sampleText(odds, p)).join('; ')}. </>}
      {thin.length > 0 && (
        <>
          The data is too thin for the {periodList(thin)}: {thinCount} too few to give a chance (at least {MIN_ODDS_GAMES} are needed).
        </>
      )}
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
