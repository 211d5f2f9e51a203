import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils';

export type IconCard = { icon: LucideIcon; title: string; text: string };

/** A list of rules or tools, each a card with its icon, title and a sentence or two. */
export function IconCards({ cards, className }: { cards: readonly IconCard[]; className?: string }) {
  return (
    <ul className={cn('grid gap-4', className)}>
      {cards.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex gap-4 rounded-xl border border-border bg-card p-5 shadow-card">
          <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700">
            <Icon className="size-5" />
          </span>
          <div className="min-w-0">
            <h3 className="font-bold tracking-tight text-ink-900">{title}</h3>
            <p className="mt-1 text-[15px] leading-relaxed text-muted-foreground">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
