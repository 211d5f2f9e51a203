import { Check } from 'lucide-react';
import { cn } from '../../lib/utils';
import type { PaymentStage } from './tester-model';

const STEPS: { stage: Exclude<PaymentStage, 'done'>; label: string }[] = [
  { stage: 'create', label: 'Create' },
  { stage: 'confirm', label: 'Confirm' },
  { stage: 'record', label: 'Record' },
];

const ORDER: PaymentStage[] = ['create', 'confirm', 'record', 'done'];

/** Where the test payment stands: done steps ticked, the current one marked for screen readers. */
export function PaymentSteps({ stage }: { stage: PaymentStage }) {
  const at = ORDER.indexOf(stage);
  return (
    <ol aria-label="Payment steps" className="grid grid-cols-3 gap-1.5 text-xs font-semibold sm:text-sm">
      {STEPS.map((step, i) => {
        const done = i < at;
        const current = i === at;
        return (
          <li
            key={step.stage}
            aria-current={current ? 'step' : undefined}
            className={cn(
              'flex items-center gap-1.5 rounded-lg border px-2 py-1.5',
              done && 'border-turf-200 bg-turf-50 text-turf-800',
              current && 'border-turf-600 bg-card text-ink-900 shadow-xs',
              !done && !current && 'border-border text-muted-foreground',
            )}
          >
            <span
              aria-hidden
              className={cn('grid size-5 shrink-0 place-items-center rounded-full text-[11px]', done ? 'bg-turf-600 text-white' : current ? 'bg-ink-900 text-white' : 'bg-ink-100')}
            >
              {done ? <Check className="size-3 stroke-[3]" /> : i + 1}
            </span>
            <span className="min-w-0 truncate">{step.label}</span>
            {done && <span className="sr-only">(done)</span>}
          </li>
        );
      })}
    </ol>
  );
}
