import { Info, Trophy } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import { Badge } from '../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { DigitSequences } from './digit-sequences';
import { YOU_WON, squareDigitsText } from './simulation-copy';
import {
  PRACTICE_POT_SPLIT,
  PRACTICE_PRICE_TEXT,
  SIMULATION_PRACTICE_PRICE_CENTS,
  SIMULATION_QUARTERS,
  SIMULATION_SQUARES,
  type SimulationState,
} from './simulation-machine';
import { SIMULATION_TEAMS } from './teams';

const money = (cents: number) => formatMoney(cents);

/** The practice price: what a square would cost, with nothing charged. */
export function PracticePoolCard() {
  const entry = SIMULATION_PRACTICE_PRICE_CENTS * SIMULATION_SQUARES;
  const rows = [
    { label: 'Price per square', value: PRACTICE_PRICE_TEXT },
    { label: `Your entry (${SIMULATION_SQUARES} squares)`, value: `${money(entry)} practice` },
    { label: 'Full board pot', value: money(PRACTICE_POT_SPLIT.potCents) },
    { label: 'House fee (10%)', value: `−${money(PRACTICE_POT_SPLIT.houseFeeCents)}` },
    { label: 'Each quarter pays', value: money(PRACTICE_POT_SPLIT.periodCents[0] ?? 0) },
  ];
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Practice pool</CardTitle>
        <CardDescription>
          <strong className="font-semibold text-ink-800">{PRACTICE_PRICE_TEXT}</strong> per square. Nothing is charged and
          nothing is paid out: it is a free rehearsal of a real pool.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y divide-border text-sm">
          {rows.map((row) => (
            <div key={row.label} className="flex items-baseline justify-between gap-3 py-2">
              <dt className="text-muted-foreground">{row.label}</dt>
              <dd className="font-semibold text-ink-900 tabular">{row.value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}


export function DrawCard({ state }: { state: SimulationState }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">The draw</CardTitle>
        <CardDescription>The digits 0-9 are shuffled for both teams once the board is full.</CardDescription>
      </CardHeader>
      <CardContent>
        <DigitSequences state={state} />
      </CardContent>
    </Card>
  );
}

/** Each quarter's score and winning square. */
export function QuarterResults({ state }: { state: SimulationState }) {
  const { home, away } = SIMULATION_TEAMS;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Quarter results</CardTitle>
      </CardHeader>
      <CardContent>
        <ol className="space-y-2">
          {Array.from({ length: SIMULATION_QUARTERS }, (_, i) => {
            const result = state.results[i];
            return (
              <li
                key={i}
                className={cn(
                  'flex items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                  result?.userWon ? 'border-gold-500 bg-gold-50' : 'border-border',
                  !result && 'text-muted-foreground',
                )}
              >
                <span className="w-7 shrink-0 font-black text-ink-900">Q{i + 1}</span>
                {result ? (
                  <>
                    <span className="min-w-0 flex-1">
                      <span className="font-semibold text-ink-900 tabular">
                        {away.code} {result.score.away} – {home.code} {result.score.home}
                      </span>
                      <span className="block text-xs text-muted-foreground">{squareDigitsText(state, result.square)}</span>
                    </span>
                    {result.userWon ? (
                      <Badge tone="gold">
                        <Trophy aria-hidden />
                        {YOU_WON}
                      </Badge>
                    ) : (
                      <Badge tone="neutral">
                        {result.owner.kind === 'player' ? result.owner.label : 'Open'}
                      </Badge>
                    )}
                  </>
                ) : (
                  <span className="flex-1">{state.phase === 'playing' && i === state.results.length ? 'In play…' : 'Not played yet'}</span>
                )}
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}

const LEGEND = [
  { label: 'Available to pick', swatch: 'bg-blue-500 shadow-[inset_0_0_0_2px_rgb(147_197_253)]' },
  { label: 'Your square (YOU)', swatch: 'bg-turf-400' },
  { label: 'Taken by a simulated player', swatch: 'bg-purple-800' },
  { label: 'Quarter winner', swatch: 'bg-gold-400' },
];

export function Legend() {
  const { home, away } = SIMULATION_TEAMS;
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">Reading the board</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm text-ink-800">
          {LEGEND.map((item) => (
            <li key={item.label} className="flex items-center gap-2.5">
              <span aria-hidden className={cn('size-4 shrink-0 rounded', item.swatch)} />
              {item.label}
            </li>
          ))}
          <li className="flex items-center gap-2.5">
            <span aria-hidden className="flex shrink-0 overflow-hidden rounded">
              <span className="size-4" style={{ backgroundColor: home.color }} />
              <span className="size-4" style={{ backgroundColor: away.color }} />
            </span>
            Header digits in team colours
          </li>
        </ul>
        <p className="mt-3 flex gap-2 text-xs text-muted-foreground">
          <Info aria-hidden className="mt-px size-3.5 shrink-0" />
          Keyboard: Tab to the board, arrow keys to move, Enter or Space to pick a blue square.
        </p>
      </CardContent>
    </Card>
  );
}
