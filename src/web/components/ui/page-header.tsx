import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

type PageHeaderProps = {
  title: ReactNode;
  description?: ReactNode;
  /** A small label above the title (e.g. the section). */
  eyebrow?: ReactNode;
  /** Buttons on the right (below on phones). */
  actions?: ReactNode;
  className?: string;
};

export function PageHeader({ title, description, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <div className={cn('flex flex-col gap-4 pb-6 sm:flex-row sm:items-end sm:justify-between sm:pb-8', className)}>
      <div className="min-w-0 space-y-1.5">
        {eyebrow ? (
          <p className="text-xs font-bold tracking-[0.14em] text-turf-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="text-2xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-3xl">{title}</h1>
        {description ? <p className="max-w-2xl text-[15px] text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}
