import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

type StatCardProps = {
  label: string;
  icon: ReactNode;
  value: ReactNode;
  valueClassName?: string;
  className?: string;
  hint?: ReactNode;
};

/** One figure of a stats grid: a term and its value (and hint), for use inside a <dl>. */
export function StatCard({ label, icon, value, valueClassName, className, hint }: StatCardProps) {
  return (
    <div className={cn('rounded-xl border border-border bg-card p-4 shadow-card sm:p-5', className)}>
      <dt className="flex items-center justify-between gap-2 text-xs font-bold tracking-wider text-muted-foreground uppercase">
        {label}
        <span aria-hidden className="grid size-7 place-items-center rounded-md bg-muted text-ink-600 [&_svg]:size-4">
          {icon}
        </span>
      </dt>
      <dd className={cn('mt-2 text-2xl font-extrabold tracking-tight text-ink-900 tabular', valueClassName)}>{value}</dd>
      {hint ? <dd className="mt-0.5 text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}
