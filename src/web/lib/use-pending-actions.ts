import { useCallback, useState } from 'react';

/**
 * Which named actions (a tester's buttons) have a request in flight: each button shows its own spinner,
 * and a page can tell whether anything is busy.
 */
export function usePendingActions() {
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const setBusy = useCallback((action: string, busy: boolean) => {
    setPending((current) => {
      const next = new Set(current);
      if (busy) next.add(action);
      else next.delete(action);
      return next;
    });
  }, []);
  return { setBusy, isPending: (action: string) => pending.has(action), anyPending: pending.size > 0 };
}
