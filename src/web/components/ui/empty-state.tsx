import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

type EmptyStateProps = {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
  /** Heading level of the title; h1 when the empty state is the whole page. */
  headingLevel?: 'h1' | 'h2' | 'h3';
};

export function EmptyState({ icon, title, description, action, className, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-ink-200 bg-card px-6 py-12 text-center',
        className,
      )}
    >
      {icon ? (
        <div aria-hidden className="grid size-12 place-items-center rounded-full bg-turf-50 text-turf-700 [&_svg]:size-6">
          {icon}
        </div>
      ) : null}
      <Heading className="text-lg font-bold tracking-tight">{title}</Heading>
      {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div> : null}
    </div>
  );
}
