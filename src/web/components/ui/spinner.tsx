import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils';

type SpinnerProps = {
  className?: string;
  /** Accessible name; the spinner is a status region. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

const SIZES = { sm: 'size-4', md: 'size-6', lg: 'size-10' } as const;

export function Spinner({ className, label = 'Loading', size = 'md' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex items-center justify-center', className)}>
      <LoaderCircle aria-hidden className={cn('animate-spin text-primary', SIZES[size])} />
    </span>
  );
}

/** The whole-screen wait while the signed-in user is being loaded. */
export function FullScreenSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="fixed inset-0 z-50 grid place-items-center bg-background">
      <div className="flex flex-col items-center gap-4">
        <div aria-hidden className="grid grid-cols-3 gap-1">
          {Array.from({ length: 9 }, (_, i) => (
            <span
              key={i}
              className="size-3 rounded-[3px] bg-turf-500 motion-safe:animate-live-pulse"
              style={{ animationDelay: `${(i % 3) * 120 + Math.floor(i / 3) * 120}ms` }}
            />
          ))}
        </div>
        <span className="text-sm font-medium text-muted-foreground">Loading Squares…</span>
      </div>
    </div>
  );
}
