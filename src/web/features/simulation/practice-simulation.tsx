import { useEffect, useState, useSyncExternalStore } from 'react';
import { CircleCheck, CircleDollarSign, MousePointerClick, PartyPopper, Play, RotateCcw, Shuffle, Trophy } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../lib/toast/use-toast';
import { usePrefersReducedMotion } from '../../lib/use-reduced-motion';
import { cn } from '../../lib/utils';
import type { RandomSource } from '../../../domain/random';
import { Scoreboard } from './scoreboard';
import { SimulationBoard } from './simulation-board';
import {
  MAXIMUM_REACHED,
  RESET_LABEL,
  SELECT_FIVE,
  START_LABEL,
  announcement,
  quarterText,
  quarterToast,
  selectedText,
  tutorial,
  type Tutorial,
} from './simulation-copy';
import { createSimulationDriver } from './simulation-driver';
import { PRACTICE_PRICE_TEXT, isStarted, type SimulationNotice, type SimulationState } from './simulation-machine';
import { DrawCard, Legend, PracticePoolCard, QuarterResults } from './simulation-panels';
import { SimulationSummary } from './simulation-summary';

/** Toasts for the notices that need one (spec sections 4 and 5). */
export function showSimulationToast(notice: SimulationNotice, state: SimulationState): void {
  switch (notice.kind) {
    case 'maximum-reached':
      toast({ ...MAXIMUM_REACHED, variant: 'destructive' });
      return;
    case 'select-five':
      toast({ ...SELECT_FIVE, variant: 'destructive' });
      return;
    case 'quarter': {
      const { title, description, won } = quarterToast(state, notice.result);
      toast({ title, description, variant: won ? 'success' : 'default' });
      return;
    }
    case 'started':
      return;
  }
}

const TUTORIAL_ICON: Record<Tutorial['step'], typeof Play> = {
  pick: MousePointerClick,
  more: MousePointerClick,
  ready: CircleCheck,
  playing: Shuffle,
  won: PartyPopper,
  complete: Trophy,
};

function TutorialBanner({ state }: { state: SimulationState }) {
  const text = tutorial(state);
  const Icon = TUTORIAL_ICON[text.step];
  const gold = text.step === 'won' || text.step === 'complete';
  const tone = gold
    ? 'bg-gold-400 text-ink-950'
    : text.step === 'playing' || text.step === 'ready'
      ? 'bg-turf-400/15 text-white ring-1 ring-turf-400/40'
      : 'bg-blue-500/15 text-white ring-1 ring-blue-400/40';
  return (
    <div className={cn('flex min-h-[4.5rem] items-start gap-3 rounded-xl px-3 py-2.5 sm:px-4 sm:py-3', tone)} data-step={text.step}>
      <Icon aria-hidden className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0">
        <p className="text-[15px] leading-snug font-bold">{text.title}</p>
        <p className={cn('text-sm leading-snug', gold ? 'text-ink-900' : 'text-white/75')}>{text.body}</p>
      </div>
    </div>
  );
}

export type PracticeSimulationProps = {
  /** Inject a seeded source for a replayable game; Math.random by default. */
  random?: RandomSource;
};

/**
 * The Practice Pool Simulation (route /simulation). All rules live in simulation-machine.ts and the
 * timing in simulation-driver.ts; this component renders the state and forwards clicks.
 */
export function PracticeSimulation({ random }: PracticeSimulationProps) {
  const [driver] = useState(() => createSimulationDriver({ random, onNotice: showSimulationToast }));
  useEffect(() => driver.connect(), [driver]);
  const state = useSyncExternalStore(driver.subscribe, driver.getState, driver.getState);
  const reducedMotion = usePrefersReducedMotion();
  const started = isStarted(state);

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,42rem)_minmax(0,24rem)] lg:justify-center">
      <div className="min-w-0 space-y-6">
        <section
          aria-label="Practice board"
          data-surface="dark"
          className="space-y-3 rounded-2xl bg-ink-950 p-2.5 text-white shadow-raised sm:space-y-4 sm:p-5"
        >
          <TutorialBanner state={state} />
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="inverse" className="text-[13px]">
              {selectedText(state)}
            </Badge>
            {started && (
              <Badge tone="inverse" className="text-[13px]">
                {quarterText(state)}
              </Badge>
            )}
            <div className="flex w-full flex-wrap gap-2 sm:ml-auto sm:w-auto">
              {!started && (
                <Button variant="brand" size="sm" className="flex-1 sm:flex-none" onClick={driver.start}>
                  <Play aria-hidden />
                  {START_LABEL}
                </Button>
              )}
              <Button variant="outline-inverse" size="sm" className="flex-1 sm:flex-none" onClick={driver.reset}>
                <RotateCcw aria-hidden />
                {RESET_LABEL}
              </Button>
            </div>
          </div>
          <Scoreboard state={state} />
          <SimulationBoard state={state} onToggle={driver.toggle} reducedMotion={reducedMotion} />
          <p className="flex items-center justify-center gap-1.5 text-center text-xs text-white/60">
            <CircleDollarSign aria-hidden className="size-3.5" />
            {PRACTICE_PRICE_TEXT} per square · nothing is charged
          </p>
        </section>
        {state.phase === 'complete' && <SimulationSummary state={state} onReset={driver.reset} />}
      </div>
      <aside className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1" aria-label="Simulation details">
        <DrawCard state={state} />
        <QuarterResults state={state} />
        <PracticePoolCard />
        <Legend />
      </aside>
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement(state, state.notice)}
      </p>
    </div>
  );
}
