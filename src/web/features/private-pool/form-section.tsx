import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';

/** One titled card of the create-pool form. */
export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="grid gap-5 p-5 sm:p-6">
      <div className="grid gap-1">
        <h2 className="text-lg font-bold tracking-tight text-ink-900">{title}</h2>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </Card>
  );
}
