import type { ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';

/** An amber caution on this page (the warning to finish the week first, and the dialog's notes). */
export function WarningNote({ children }: { children: ReactNode }) {
  return (
    <p role="note" className="flex gap-2.5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
