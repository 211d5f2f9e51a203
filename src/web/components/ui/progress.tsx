import type { ComponentProps } from 'react';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils';

type ProgressProps = ComponentProps<typeof ProgressPrimitive.Root> & {
  /** Classes of the filled part (colour). */
  indicatorClassName?: string;
};

/** A determinate progress bar (role="progressbar" with aria-valuenow from `value` of `max`). */
export function Progress({ className, indicatorClassName, value, max = 100, ...props }: ProgressProps) {
  const clamped = Math.min(max, Math.max(0, value ?? 0));
  return (
    <ProgressPrimitive.Root
      data-slot="progress"
      value={clamped}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-ink-100', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn('h-full w-full rounded-full bg-turf-500 transition-transform duration-500 ease-out', indicatorClassName)}
        style={{ transform: `translateX(-${100 - (clamped / max) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
