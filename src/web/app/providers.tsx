import { lazy, Suspense, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { LeagueProvider } from '../lib/league-context';
import { useToast } from '../lib/toast/use-toast';

const Toaster = lazy(() => import('../components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * The toaster (Radix Toast and its icons, about ten files) mounts with the first toast: a first visit
 * that shows none never loads it, and its requests never compete with the page's own code and data.
 * A toast raised before then waits in the store and shows once the toaster's code has arrived. It
 * stays mounted from then on.
 */
function ToasterOnFirstToast() {
  const { toasts } = useToast();
  const [mounted, setMounted] = useState(false);
  if (!mounted && toasts.length > 0) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/**
 * Everything every page can rely on: query cache, league selection, toasts. Tooltips bring their own
 * provider (components/ui/tooltip), loaded with the lazy parts that show one.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LeagueProvider>
        {children}
        <ToasterOnFirstToast />
      </LeagueProvider>
    </QueryClientProvider>
  );
}
