import { useRef, type KeyboardEvent } from 'react';
import { PERIOD_SWITCH_LABELS, nextPeriodByKey, periodNumbersLine } from '../../../../domain/period-numbers';
import { PERIODS, type Period } from '../../../../domain/periods';
import { cn } from '../../../lib/utils';

/**
 * Which period's numbers the board shows, for a pool drawing new numbers each period: a
 * WAI-ARIA radio group with one tab stop; arrows (wrapping), Home and End move and choose, as radio
 * groups do. The line under it says which set is on the board.
 */
export function PeriodSwitch({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const buttons = useRef<Partial<Record<Period, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextPeriodByKey(value, event.key);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
    buttons.current[next]?.focus();
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
      <div role="radiogroup" aria-label="Numbers of the period" className="inline-flex rounded-lg bg-muted p-0.5">
        {PERIODS.map((period) => {
          const checked = period === value;
          return (
            <button
              key={period}
              ref={(element) => {
                buttons.current[period] = element;
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              onClick={() => onChange(period)}
              onKeyDown={onKeyDown}
              className={cn(
                'rounded-md px-2.5 py-1 text-xs font-bold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ink-900 sm:text-[13px]',
                checked ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
              )}
            >
              {PERIOD_SWITCH_LABELS[period]}
            </button>
          );
        })}
      </div>
      <p aria-live="polite" className="text-xs text-muted-foreground sm:text-[13px]" data-testid="period-numbers-line">
        {periodNumbersLine(value)}
      </p>
    </div>
  );
}
