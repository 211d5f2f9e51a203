import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { cn } from '../../lib/utils';

/** A titled region of the tester: step number or icon, heading, one line on what it does, then its body. */
export function TesterSection({
  id,
  icon,
  title,
  description,
  actions,
  className,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card role="region" aria-labelledby={id} className={cn('min-w-0 overflow-hidden', className)}>
      <div className="flex flex-wrap items-start gap-3 border-b border-border px-4 py-3.5 sm:px-5">
        <span aria-hidden className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-turf-50 text-sm font-black text-turf-700 [&_svg]:size-4">
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-base font-extrabold tracking-tight">
            {title}
          </h2>
          <p className="text-xs text-muted-foreground">{description}</p>
        </div>
        {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </Card>
  );
}
