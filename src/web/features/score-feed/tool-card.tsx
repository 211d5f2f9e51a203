import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { toast } from '../../lib/toast/use-toast';
import { cn } from '../../lib/utils';

/** A titled region of the tester: icon, heading, one line on what it does, then its controls. */
export function ToolCard({
  id,
  icon,
  title,
  description,
  className,
  children,
}: {
  id: string;
  icon: ReactNode;
  title: string;
  description: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id} role="region" className={cn('overflow-hidden', className)}>
      <div className="flex items-start gap-3 border-b border-border px-4 py-3.5 sm:px-5">
        <span aria-hidden className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700 [&_svg]:size-4">
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={id} className="text-base font-extrabold tracking-tight">
            {title}
          </h2>
          <p className="text-xs text-muted-foreground">{description}</p>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** A required input left blank or malformed (spec: "A missing game ID shows 'Please enter a game ID'"). */
export function inputProblem(message: string): void {
  toast({ title: 'Error', description: message, variant: 'destructive' });
}
