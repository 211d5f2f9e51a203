import { ArrowRight } from 'lucide-react';
import { cn } from '../../lib/utils';
import { PayoutTable } from '../../components/payouts/payout-table';
import {
  HALFTIME_HEAVY_SPLIT,
  HOUSE_FEE_TEXT,
  NONPROFIT_SHARE_TEXT,
  NONPROFIT_WINNERS_SHARE_TEXT,
  PUBLIC_SPLIT,
  SQUARE_COUNT,
  periodShares,
  workedExampleSteps,
} from './rules-model';
import { RulesSection } from './section';

function WorkedExample() {
  const steps = workedExampleSteps();
  return (
    <div className="rounded-2xl border border-border bg-card p-5 shadow-card sm:p-6">
      <h3 className="font-bold tracking-tight text-ink-900">Worked example</h3>
      <p className="mt-1 text-sm text-muted-foreground">A full $10 board: 100 squares at $10 each.</p>
      <ol className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-0">
        {steps.map((step, index) => (
          <li key={step.label} className="flex items-center sm:gap-0">
            <div
              className={cn(
                'flex-1 rounded-lg border p-3',
                step.emphasis ? 'border-gold-400 bg-gold-100' : 'border-border bg-muted/60',
              )}
            >
              <p className="text-xs font-semibold text-muted-foreground">{step.label}</p>
              <p className="mt-1 text-xl font-black tracking-tight text-ink-900 tabular">{step.value}</p>
            </div>
            {index < steps.length - 1 ? (
              <ArrowRight aria-hidden className="mx-1.5 hidden size-4 shrink-0 text-ink-300 sm:block" />
            ) : null}
          </li>
        ))}
      </ol>
      <ul aria-label="Share of the prize pool per period" className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4">
        {periodShares().map(({ period, share }) => (
          <li key={period} className="flex items-baseline justify-between gap-2 rounded-md bg-turf-50 px-3 py-2 text-sm text-turf-900">
            <span className="font-medium">{period}</span>
            <span className="font-black tabular">{share}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function PayoutsSection() {
  return (
    <RulesSection
      id="payouts"
      eyebrow="Payouts"
      title="Where the money goes"
      intro={
        <>
          A {HOUSE_FEE_TEXT} house fee comes off the pot. The rest is the prize pool, split {PUBLIC_SPLIT} across the 1st
          quarter, halftime, the 3rd quarter and the final score in every public pool.
        </>
      }
    >
      <div className="grid gap-6">
        <WorkedExample />
        <div className="grid gap-3">
          <h3 className="font-bold tracking-tight text-ink-900">Prizes by tier</h3>
          <PayoutTable />
          <p className="text-sm text-muted-foreground">
            A paid pool plays only when all {SQUARE_COUNT} squares sell (otherwise every entry is refunded), so these are
            the prizes of every paid board. The $0 tier is free to play and has no cash prize.
          </p>
        </div>
        <div className="grid gap-3 rounded-xl border border-dashed border-ink-200 bg-card/60 p-5 text-sm leading-relaxed text-ink-800 sm:grid-cols-2 sm:gap-6">
          <p>
            <strong className="text-ink-900">Private pools</strong> set their own entry fee and split when they are created:
            equal ({PUBLIC_SPLIT}), halftime-heavy ({HALFTIME_HEAVY_SPLIT}) or custom. Every pool shows its split on its rules
            card before you buy.
          </p>
          <p>
            <strong className="text-ink-900">Nonprofit pools</strong> give {NONPROFIT_SHARE_TEXT} of the prize pool to the
            organization and {NONPROFIT_WINNERS_SHARE_TEXT} to the winners, by the pool's split. Prizes are rounded down to the
            cent and any leftover cents go to the final-score winner.
          </p>
        </div>
      </div>
    </RulesSection>
  );
}
