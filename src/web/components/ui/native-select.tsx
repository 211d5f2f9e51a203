import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils';

/** A native select: the phone's own picker, and the keyboard and screen readers know it. */
export const NATIVE_SELECT_CLASS = cn(
  'h-10 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-sm text-foreground shadow-xs transition-colors',
  'focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
  'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-55',
);

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="native-select" className={cn(NATIVE_SELECT_CLASS, className)} {...props} />;
}
