import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  inverse = false,
  className,
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  inverse?: boolean;
  className?: string;
}) {
  return (
    <div className={cn('max-w-2xl', className)}>
      <p className={cn('text-xs font-bold tracking-[0.16em] uppercase', inverse ? 'text-turf-300' : 'text-turf-700')}>{eyebrow}</p>
      <h2 id={id} className={cn('mt-2 text-3xl font-black tracking-tight text-balance sm:text-4xl', inverse ? 'text-white' : 'text-ink-900')}>
        {title}
      </h2>
      {children ? <p className={cn('mt-4 text-lg', inverse ? 'text-ink-200' : 'text-muted-foreground')}>{children}</p> : null}
    </div>
  );
}
