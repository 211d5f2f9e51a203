import { Link } from 'wouter';
import { ArrowRight, PartyPopper, RotateCcw, Trophy } from 'lucide-react';
import { formatMoney } from '../../../domain/money';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { cn } from '../../lib/utils';
import { DigitSequences } from './digit-sequences';
import { YOU_WON } from './simulation-copy';
import {
  SIMULATION_PRACTICE_PRICE_CENTS,
  SIMULATION_QUARTERS,
  SIMULATION_SQUARES,
  currentScore,
  practiceWinningsCents,
  quartersWon,
  type SimulationState,
} from './simulation-machine';
import { SIMULATION_TEAMS } from './teams';

const money = (cents: number) => formatMoney(cents);

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
