import { Link } from 'wouter';
import { ArrowRight, Info, PartyPopper, RotateCcw, Trophy } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { YOU_WON, squareDigitsText } from './simulation-copy';
import {
  PRACTICE_POT_SPLIT,
  PRACTICE_PRICE_TEXT,
  SIMULATION_PRACTICE_PRICE_CENTS,
  SIMULATION_QUARTERS,
  SIMULATION_SQUARES,
  currentScore,
  practiceWinningsCents,
  quartersWon,
  type SimulationState,
} from './simulation-machine';
import { SIMULATION_TEAMS, type SimulationTeam } from './teams';

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

function DigitRow({ team, label, digits }: { team: SimulationTeam; label: string; digits: readonly number[] | null }) {
  return (
    <div>
      <p className="mb-1.5 flex items-center gap-2 text-xs font-bold tracking-wider text-muted-foreground uppercase">
        <span aria-hidden className="size-2.5 rounded-full" style={{ backgroundColor: team.color }} />
        {label}
      </p>
      {digits ? (
        <>
          <p className="sr-only">
            {label}: {digits.join(', ')}
          </p>
          <div aria-hidden className="grid max-w-[22rem] grid-cols-10 gap-1">
            {digits.map((d, i) => (
              <span
                key={i}
                className="grid aspect-square place-items-center rounded-md text-sm font-black tabular"
                style={{ backgroundColor: team.color, color: team.textColor }}
              >
                {d}
              </span>
            ))}
          </div>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Drawn at kick-off.</p>
      )}
    </div>
  );
}

/** The home and away digit sequences, once drawn. */
export function DigitSequences({ state, className }: { state: SimulationState; className?: string }) {
  const digits = state.draw?.digits ?? null;
  const { home, away } = SIMULATION_TEAMS;
  return (
    <div className={cn('space-y-3', className)}>
      <DigitRow team={home} label={`Home digits · ${home.code}`} digits={digits?.columns ?? null} />
      <DigitRow team={away} label={`Away digits · ${away.code}`} digits={digits?.rows ?? null} />
    </div>
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

/** The end of the game: quarters won, the digits, and the way to a real pool. */
export function SimulationSummary({ state, onReset }: { state: SimulationState; onReset: () => void }) {
  const won = quartersWon(state);
  const score = currentScore(state);
  const { home, away } = SIMULATION_TEAMS;
  const winnings = practiceWinningsCents(state);
  const entry = SIMULATION_PRACTICE_PRICE_CENTS * SIMULATION_SQUARES;
  return (
    <Card className={cn('overflow-hidden', won.length > 0 && 'border-gold-400')}>
      <div className={cn('flex items-center gap-3 px-5 py-4 sm:px-6', won.length > 0 ? 'bg-gold-400 text-ink-950' : 'bg-ink-900 text-white')}>
        {won.length > 0 ? <PartyPopper aria-hidden className="size-6 shrink-0" /> : <Trophy aria-hidden className="size-6 shrink-0" />}
        <div className="min-w-0">
          <h2 className="text-lg leading-tight font-extrabold">
            {won.length > 0 ? `${YOU_WON} ${won.length} of ${SIMULATION_QUARTERS} quarters` : 'No winning square this time'}
          </h2>
          <p className={cn('text-sm', won.length > 0 ? 'text-ink-900' : 'text-white/75')}>
            Final: {away.name} {score.away}, {home.name} {score.home}
          </p>
        </div>
      </div>
      <CardContent className="grid gap-5 pt-5 sm:grid-cols-2 sm:pt-6">
        <div className="space-y-3">
          <dl className="grid grid-cols-2 gap-3">
            <div className="rounded-lg bg-muted p-3">
              <dt className="text-xs font-semibold text-muted-foreground">Quarters won</dt>
              <dd className="text-2xl font-black text-ink-900 tabular">
                {won.length}/{SIMULATION_QUARTERS}
              </dd>
            </div>
            <div className="rounded-lg bg-muted p-3">
              <dt className="text-xs font-semibold text-muted-foreground">Practice winnings</dt>
              <dd className="text-2xl font-black text-ink-900 tabular">{money(winnings)}</dd>
            </div>
          </dl>
          <p className="text-sm text-muted-foreground">
            {won.length > 0
              ? `You won ${won.map((r) => `Q${r.quarter}`).join(', ')} on a ${money(entry)} practice entry. In a real $5 pool that would be real money.`
              : `Each square has a 1 in 100 chance per quarter, so five squares win about one quarter every five games. Play again: the digits are drawn fresh every time.`}
          </p>
        </div>
        <DigitSequences state={state} />
      </CardContent>
      <div className="flex flex-col gap-2 border-t border-border px-5 py-4 sm:flex-row sm:items-center sm:px-6">
        <p className="flex-1 text-sm text-muted-foreground">
          <span className="font-semibold text-ink-800">Ready for the real thing?</span> Real pools are on your dashboard.
        </p>
        <Button variant="outline" onClick={onReset}>
          <RotateCcw aria-hidden />
          Play again
        </Button>
        <Button asChild>
          <Link href="/">
            Play for real
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </Card>
  );
}
