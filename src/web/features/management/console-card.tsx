import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card';
import { IconCardHeader } from '../../components/ui/icon-card-header';
import { cn } from '../../lib/utils';

/** A titled card of the console, a region named by its title: icon, title, one line on what it is for. */
export function ConsoleCard({
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
    <Card role="region" aria-labelledby={id} className={cn('min-w-0', className)}>
      <IconCardHeader icon={icon} titleId={id} title={title} description={description} action={actions} />
      <CardContent>{children}</CardContent>
    </Card>
  );
}
