import type { ReactNode } from 'react';
import { cn } from '../../lib/utils';

/** A titled block of the rules page; its id is the target of the page's jump links. */
export function RulesSection({
  id,
  eyebrow,
  title,
  intro,
  children,
  className,
}: {
  id: string;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn('scroll-mt-24', className)}>
      <p className="text-xs font-bold tracking-[0.14em] text-turf-700 uppercase">{eyebrow}</p>
      <h2 id={`${id}-title`} className="mt-1.5 text-2xl font-extrabold tracking-tight text-balance text-ink-900 sm:text-[1.7rem]">
        {title}
      </h2>
      {intro ? <p className="mt-2 max-w-3xl text-[15px] leading-relaxed text-muted-foreground">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
