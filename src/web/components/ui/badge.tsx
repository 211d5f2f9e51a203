import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/utils';

/**
 * Tones. Status tones follow the spec: game SCHEDULED lime, LIVE red (pulsing), COMPLETED green;
 * pool active green, completed indigo, anything else amber; winners gold.
 */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide [&_svg]:size-3',
  {
    variants: {
      tone: {
        neutral: 'border-ink-200 bg-ink-100 text-ink-700',
        brand: 'border-turf-200 bg-turf-50 text-turf-800',
        lime: 'border-lime-300 bg-lime-100 text-lime-800',
        red: 'border-red-700 bg-red-600 text-white',
        green: 'border-green-300 bg-green-100 text-green-800',
        indigo: 'border-indigo-300 bg-indigo-100 text-indigo-800',
        amber: 'border-amber-300 bg-amber-100 text-amber-800',
        gold: 'border-gold-500 bg-gold-300 text-ink-950',
        destructive: 'border-red-300 bg-red-50 text-red-800',
        /** On dark surfaces. */
        inverse: 'border-white/20 bg-white/10 text-white',
        outline: 'border-border bg-transparent text-foreground',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

export type BadgeTone = NonNullable<VariantProps<typeof badgeVariants>['tone']>;

export type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants> & { asChild?: boolean };

export function Badge({ className, tone, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : 'span';
  return <Comp data-slot="badge" className={cn(badgeVariants({ tone }), className)} {...props} />;
}

/** The small pulsing dot of a LIVE badge. */
export function LiveDot({ className }: { className?: string }) {
  return (
    <span aria-hidden className={cn('relative flex size-2', className)}>
      <span className="absolute inline-flex size-full rounded-full bg-white opacity-75 motion-safe:animate-ping" />
      <span className="relative inline-flex size-2 rounded-full bg-white" />
    </span>
  );
}
