import type { ReactNode } from 'react';
import { CircleAlert, RotateCw } from 'lucide-react';
import { cn } from '../../lib/utils';
import { Button } from './button';

type ErrorStateProps = {
  title: ReactNode;
  description?: ReactNode;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  /** A retry is in flight: the button spins and is disabled. */
  retrying?: boolean;
  className?: string;
  headingLevel?: 'h1' | 'h2' | 'h3';
};

/** A load failure with a way to try again. Announced to screen readers as an alert. */
export function ErrorState({ title, description, onRetry, retrying = false, className, headingLevel = 'h2' }: ErrorStateProps) {
  const Heading = headingLevel;
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-red-200 bg-card px-6 py-12 text-center shadow-card',
        className,
      )}
    >
      <div aria-hidden className="grid size-12 place-items-center rounded-full bg-red-50 text-red-700 [&_svg]:size-6">
        <CircleAlert />
      </div>
      <Heading className="text-lg font-bold tracking-tight">{title}</Heading>
      {description ? <p className="max-w-md text-sm break-words text-muted-foreground">{description}</p> : null}
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying} className="mt-2">
          <RotateCw aria-hidden className={retrying ? 'animate-spin' : undefined} />
          Try again
        </Button>
      ) : null}
    </div>
  );
}
