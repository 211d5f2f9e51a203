import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from './card';

/** A card's header with a tinted icon, its title (given an id, to name the card) and description, and an optional action at the end. */
export function IconCardHeader({ icon, titleId, title, description, action }: { icon: ReactNode; titleId: string; title: ReactNode; description: ReactNode; action?: ReactNode }) {
  return (
    <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden className="grid size-10 shrink-0 place-items-center rounded-lg bg-turf-50 text-turf-700 [&_svg]:size-5">
          {icon}
        </span>
        <div className="grid gap-1">
          <CardTitle id={titleId} className="text-base">
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
      </div>
      {action}
    </CardHeader>
  );
}
