import { lazy, Suspense, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { LeagueProvider } from '../lib/league-context';

/** Toasts appear after something happened, never on first paint: their code loads after the page's. */
const Toaster = lazy(() => import('../components/ui/toaster').then((module) => ({ default: module.Toaster })));

/**
 * Everything every page can rely on: query cache, league selection, toasts. Tooltips bring their own
 * provider (components/ui/tooltip), loaded with the lazy parts that show one.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LeagueProvider>
        {children}
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      </LeagueProvider>
    </QueryClientProvider>
  );
}
