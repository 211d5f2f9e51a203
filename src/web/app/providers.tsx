import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { LeagueProvider } from '../lib/league-context';
import { TooltipProvider } from '../components/ui/tooltip';
import { Toaster } from '../components/ui/toaster';

/** Everything every page can rely on: query cache, league selection, tooltips, toasts. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <LeagueProvider>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </LeagueProvider>
    </QueryClientProvider>
  );
}
